/** Event cases for path generation over the game frame: a start with a stored address and one without. */
import type { EventObject } from 'xstate';
import { serializeValue, type MachineModel } from '../model-types';
import type { GameFrameInput } from './game-frame.machine';

export const gameFrameEvents = {
  loadTimeout: 'xstate.after.loadTimeout.gameFrame.shown.loading',
} as const;

export const gameFrameModel: MachineModel<EventObject> = {
  events: [
    { type: 'frame.loaded' },
    { type: 'provider.balance', balance: 990, currency: 'PHP' } as EventObject,
    { type: 'provider.lobby' },
    { type: gameFrameEvents.loadTimeout },
  ],
  serializeState: serializeValue,
  input: { address: '/provider/demo/slot?token=case' } satisfies GameFrameInput,
  inputs: [{ name: 'nothingLaunched', input: { address: null } satisfies GameFrameInput }],
};
