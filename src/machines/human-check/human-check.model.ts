/**
 * Event cases for path generation over the human check. A drop's `x` is a
 * case marker here (the replay turns it into a real position): solving by
 * drag or by the arrow keys, missing, or dropping after the server let the
 * challenge expire.
 */
import type { EventObject } from 'xstate';
import type { HumanCheckChallenge } from '../../services/schemas/account';
import type { MachineModel } from '../model-types';
import { serializeWithContext, type ModelEvent } from '../session/session.model';
import type { LoadedChallenge } from './human-check.machine';

export const dropCases = { solve: -1, miss: -2, late: -3, keys: -4 } as const;
export type DropCase = keyof typeof dropCases;

export const sampleChallenge: HumanCheckChallenge = {
  id: 'challenge-1',
  background: '',
  piece: '',
  width: 300,
  height: 150,
  pieceSize: 50,
  y: 40,
  expiresAt: 61_000,
};

export const loadedChallenge: LoadedChallenge = { challenge: sampleChallenge, receivedAt: 1_000 };

export const humanCheckEvents = {
  loadDone: 'xstate.done.actor.loadChallenge',
  loadError: 'xstate.error.actor.loadChallenge',
  verifyDone: 'xstate.done.actor.verifyHumanCheck',
  verifyError: 'xstate.error.actor.verifyHumanCheck',
  expiryAfter: 'xstate.after.challengeLifetime.humanCheck.dragging',
} as const;

export const humanCheckModel: MachineModel<EventObject> = {
  events: <ModelEvent[]>[
    { type: humanCheckEvents.loadDone, output: loadedChallenge },
    { type: humanCheckEvents.loadError, error: { code: 'network.abnormal' } },
    ...Object.values(dropCases).map((x) => ({ type: 'piece.drop', x, trail: [] })),
    { type: 'challenge.refresh' },
    { type: 'challenge.retry' },
    { type: humanCheckEvents.verifyDone, output: { token: 'pass-token' } },
    { type: humanCheckEvents.verifyError, error: { code: 'human.check.failed' } },
    { type: humanCheckEvents.verifyError, error: { code: 'human.check.expired' } },
    { type: humanCheckEvents.expiryAfter },
  ],
  /** The drop case decides the gateway's verdict. */
  serializeState: serializeWithContext((context) => context.dropX),
  input: { action: 'login' },
};
