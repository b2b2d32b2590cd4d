/**
 * The browser's proof-of-work solver: ALTCHA's PBKDF2 worker, a few at once
 * (each tries every n-th counter), so the page stays responsive and the
 * answer is usually ready before the piece is dropped. Only the lazily
 * loaded access flows import this (src/app/access/use-access-logic.ts).
 */
import { solveChallengeWorkers, type Challenge } from 'altcha/lib';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { controllerFor, payloadOf, proofOfWorkFailure, type SolveProof } from './proof-of-work';

/** More workers than this buy a phone little and cost its battery and memory. */
const maxWorkers = 4;

const workerCount = (): number => Math.max(1, Math.min(maxWorkers, navigator.hardwareConcurrency || 2));

export const solveInWorkers: SolveProof = async (challenge, signal) => {
  const solution = await solveChallengeWorkers({
    challenge: challenge as Challenge,
    concurrency: workerCount(),
    createWorker: () => new Pbkdf2Worker(),
    controller: controllerFor(signal),
  }).catch(() => {
    throw proofOfWorkFailure();
  });
  return payloadOf(challenge, solution, signal);
};
