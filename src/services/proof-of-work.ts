/**
 * Solving the slide check's proof of work with ALTCHA's own solver (the
 * `altcha` package). The human check's `solveProofOfWork` actor calls a
 * `SolveProof`; the browser's runs in Web Workers (proof-of-work-workers.ts),
 * and this one, in the calling thread, serves where no worker can be started
 * (the model tests in Node).
 */
import { pbkdf2, solveChallenge, type Challenge } from 'altcha/lib';
import { errorCodes } from './error-codes';
import { ApiError } from './http';
import type { ProofOfWorkChallenge, ProofOfWorkPayload } from './schemas/account';

export type SolveProof = (challenge: ProofOfWorkChallenge, signal: AbortSignal) => Promise<ProofOfWorkPayload>;

/** What the machine stores when no solution came: the portal's own code, translated like the gateway's. */
export const proofOfWorkFailure = (): ApiError => new ApiError(errorCodes.proofOfWorkFailed, 0);

/** The solver's answer as the verify call carries it; an abort is not a failure (the check was left or refreshed). */
export function payloadOf(challenge: ProofOfWorkChallenge, solution: { counter: number; derivedKey: string } | null, signal: AbortSignal): ProofOfWorkPayload {
  if (!solution) throw signal.aborted ? new DOMException('solving stopped', 'AbortError') : proofOfWorkFailure();
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}

/** An AbortController that follows the actor's signal, as ALTCHA's solvers take one. */
export function controllerFor(signal: AbortSignal): AbortController {
  const controller = new AbortController();
  if (signal.aborted) controller.abort();
  else signal.addEventListener('abort', () => controller.abort(), { once: true });
  return controller;
}

export const solveInThread: SolveProof = async (challenge, signal) => {
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey: pbkdf2.deriveKey, controller: controllerFor(signal) }).catch(() => {
    throw proofOfWorkFailure();
  });
  return payloadOf(challenge, solution, signal);
};
