/** The portal's own proof-of-work solver (ALTCHA's PBKDF2 workers), exposed for the bench to time in Chromium. */
import { solveInWorkers } from '../../src/services/proof-of-work-workers';
import type { ProofOfWorkChallenge } from '../../src/services/schemas/account';

const target = window as unknown as { benchSolve: (challenge: ProofOfWorkChallenge) => Promise<{ ms: number; counter: number; derivedKey: string }> };

target.benchSolve = async (challenge) => {
  const started = performance.now();
  const { solution } = await solveInWorkers(challenge, new AbortController().signal);
  return { ms: performance.now() - started, ...solution };
};
document.body.dataset.ready = 'true';
