/**
 * Event cases for path generation over the human check. A drop's `x` is a
 * case marker here (the replay turns it into a real position): solving by
 * drag or by the arrow keys, missing, or dropping after the server let the
 * challenge expire. The proof of work is solved before the drop or after it
 * (the drop then waits), or cannot be solved.
 */
import type { EventObject } from 'xstate';
import type { HumanCheckChallenge, ProofOfWorkPayload } from '../../services/schemas/account';
import type { MachineModel } from '../model-types';
import { serializeWithContext, type ModelEvent } from '../session/session.model';
import type { LoadedChallenge } from './human-check.machine';

export const dropCases = { solve: -1, miss: -2, late: -3, keys: -4 } as const;
export type DropCase = keyof typeof dropCases;

const sampleProof: ProofOfWorkPayload = {
  challenge: {
    parameters: { algorithm: 'PBKDF2/SHA-256', nonce: '00', salt: '00', cost: 1, keyLength: 32, keyPrefix: '00' },
    signature: '00',
  },
  solution: { counter: 1, derivedKey: '00' },
};

export const sampleChallenge: HumanCheckChallenge = {
  id: 'challenge-1',
  background: '',
  piece: '',
  width: 300,
  height: 150,
  pieceSize: 50,
  y: 40,
  expiresAt: 61_000,
  proofOfWork: sampleProof.challenge,
};

export const loadedChallenge: LoadedChallenge = { challenge: sampleChallenge, receivedAt: 1_000 };

export const humanCheckEvents = {
  loadDone: 'xstate.done.actor.loadChallenge',
  loadError: 'xstate.error.actor.loadChallenge',
  solveDone: 'xstate.done.actor.solveProofOfWork',
  solveError: 'xstate.error.actor.solveProofOfWork',
  verifyDone: 'xstate.done.actor.verifyHumanCheck',
  verifyError: 'xstate.error.actor.verifyHumanCheck',
  expiryAfter: 'xstate.after.challengeLifetime.humanCheck.answering',
} as const;

export const humanCheckModel: MachineModel<EventObject> = {
  events: <ModelEvent[]>[
    { type: humanCheckEvents.loadDone, output: loadedChallenge },
    { type: humanCheckEvents.loadError, error: { code: 'network.abnormal' } },
    { type: humanCheckEvents.solveDone, output: sampleProof },
    { type: humanCheckEvents.solveError, error: { code: 'proofOfWork.failed' } },
    ...Object.values(dropCases).map((x) => ({ type: 'piece.drop', x, trail: [] })),
    { type: 'challenge.refresh' },
    { type: 'challenge.retry' },
    { type: humanCheckEvents.verifyDone, output: { token: 'pass-token' } },
    { type: humanCheckEvents.verifyError, error: { code: 'human.check.failed' } },
    { type: humanCheckEvents.verifyError, error: { code: 'human.check.expired' } },
    { type: humanCheckEvents.expiryAfter },
  ],
  /** The drop case decides the gateway's verdict; whether the proof is solved decides where a drop goes. */
  serializeState: serializeWithContext((context) => [context.dropX, context.proofReady]),
  input: { action: 'login' },
};
