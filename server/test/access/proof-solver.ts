/**
 * Solving the slide's proof of work outside a browser: ALTCHA's own solver
 * loop (altcha-lib) over Node's synchronous PBKDF2. A script would pick the
 * same: one guess costs the derivation alone, with no hop to the thread pool
 * as the library's asynchronous deriveKey takes (about twice the time). The
 * tests solve with it, and the bench measures an attacker's CPU with it.
 */
import { pbkdf2Sync } from 'node:crypto';
import { solveChallenge, type DeriveKeyFunction } from 'altcha-lib';
import type { HumanCheckChallenge, ProofOfWorkPayload } from '../../../src/services/schemas/account';

const digests: Record<string, string> = { 'PBKDF2/SHA-256': 'sha256', 'PBKDF2/SHA-384': 'sha384', 'PBKDF2/SHA-512': 'sha512' };

export const nativeDeriveKey: DeriveKeyFunction = async (parameters, salt, password) => {
  const digest = digests[parameters.algorithm];
  if (!digest) throw new Error(`no native derivation for ${parameters.algorithm}`);
  return { derivedKey: pbkdf2Sync(password, salt, parameters.cost, parameters.keyLength, digest) };
};

/**
 * Solves a slide challenge's proof of work (send the result as the verify
 * call's `proofOfWork`); the test gateways keep the difficulty low
 * (harness.ts), so it takes a few milliseconds.
 */
export async function solveProof(challenge: Pick<HumanCheckChallenge, 'proofOfWork'>): Promise<ProofOfWorkPayload> {
  if (!challenge.proofOfWork) throw new Error('the challenge carries no proof of work');
  const solution = await solveChallenge({ challenge: challenge.proofOfWork, deriveKey: nativeDeriveKey });
  if (!solution) throw new Error('the proof of work found no solution');
  return { challenge: challenge.proofOfWork, solution };
}
