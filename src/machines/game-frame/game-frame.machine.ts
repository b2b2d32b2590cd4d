/**
 * The frame a game plays in (/game, /seamless and the lottery screens): the
 * stored address loads in an iframe; without an address there is nothing to
 * show. A frame that has not loaded within the time limit counts as failed.
 * Every balance message from the provider's page (a spin, a ticket) asks for
 * the balance again so the header follows. Reloading launches the game
 * again (a launch address opens once): a new frame with a new address. A
 * page whose game cannot go on (its session ended) asks for the lobby.
 */
import { setup } from 'xstate';

export interface GameFrameInput {
  address: string | null;
}

export interface GameFrameContext {
  address: string | null;
}

export type GameFrameEvent = { type: 'frame.loaded' } | { type: 'provider.balance'; balance: number; currency: string } | { type: 'provider.lobby' };

export const gameFrameMachine = setup({
  types: {
    context: {} as GameFrameContext,
    events: {} as GameFrameEvent,
    input: {} as GameFrameInput,
  },
  delays: {
    loadTimeout: 20_000,
  },
  guards: {
    hasAddress: ({ context }) => Boolean(context.address),
  },
  actions: {
    /** Tells the session the balance moved (provided by the app). */
    notifyBalance: () => {
      throw new Error('notifyBalance not provided');
    },
    /** Takes the player back to the game's lobby (provided by the app). */
    leaveGame: () => {
      throw new Error('leaveGame not provided');
    },
  },
}).createMachine({
  id: 'gameFrame',
  context: ({ input }) => ({ address: input.address }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'hasAddress', target: 'shown' }, { target: 'empty', description: 'Nothing was launched in this tab.' }],
    },
    empty: {},
    shown: {
      initial: 'loading',
      on: {
        'provider.balance': { actions: 'notifyBalance', description: 'A round was settled inside the frame.' },
        'provider.lobby': { actions: 'leaveGame', description: 'The page cannot go on (its game session ended) and the player asked for the lobby.' },
      },
      states: {
        loading: {
          on: { 'frame.loaded': { target: 'playing' } },
          after: { loadTimeout: { target: 'failed', description: 'The provider page did not load in time.' } },
        },
        playing: {},
        failed: {},
      },
    },
  },
});
