/**
 * A member's favourite games (spec §4): the ids are loaded once, then each
 * heart toggles one game: already a favourite → removed, otherwise added.
 * The local list flips at once and is put back if the gateway refuses.
 * One toggle a second (api-facts §7.4): after an answer the hearts rest for
 * `toggleThrottle`, and a click while a toggle is in flight or resting is
 * refused with `favourite.too.frequent` rather than queued, so a heart never
 * flips by itself a second after the click.
 * Guests and trial accounts never reach this machine: the session's
 * favourites gate answers them first (login popup, trial warning).
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../session/access-errors';

/** What the add and remove calls take (spec §3). */
export interface FavouriteGame {
  nodeId: number;
  vendor: string;
  gameType: string;
}

export interface FavouriteToggle {
  game: FavouriteGame;
  /** True when the click adds the game, false when it removes it. */
  adding: boolean;
}

/** An error code for the view to show; the serial tells a repeated refusal from the one already shown. */
export interface FavouriteNotice {
  code: string;
  serial: number;
}

export interface FavouritesContext {
  /** Favourite node ids, compared as strings like the gateway's answer. */
  ids: string[];
  pending: FavouriteToggle | null;
  notice: FavouriteNotice | null;
  errorCode: string | null;
}

export type FavouritesEvent = { type: 'favourite.toggle'; game: FavouriteGame } | { type: 'favourites.retry' };

export const tooFrequentCode = 'favourite.too.frequent';

const notProvided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} not provided`);
  });

const flip = (ids: string[], nodeId: number, adding: boolean) => {
  const id = String(nodeId);
  return adding ? [...ids.filter((entry) => entry !== id), id] : ids.filter((entry) => entry !== id);
};

export const favouritesMachine = setup({
  types: {
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent,
  },
  actors: {
    loadFavouriteIds: notProvided<string[], void>('loadFavouriteIds'),
    /** Resolves with the favourite ids after the change. */
    toggleFavourite: notProvided<string[], FavouriteToggle>('toggleFavourite'),
  },
  delays: {
    toggleThrottle: 1000,
  },
  actions: {
    storeIds: assign((_, ids: string[]) => ({ ids: ids.map(String), errorCode: null })),
    startToggle: assign(({ context }, game: FavouriteGame) => {
      const adding = !context.ids.includes(String(game.nodeId));
      return { pending: { game, adding }, ids: flip(context.ids, game.nodeId, adding) };
    }),
    finishToggle: assign((_, ids: string[]) => ({ ids: ids.map(String), pending: null })),
    undoToggle: assign(({ context }) => ({
      ids: context.pending ? flip(context.ids, context.pending.game.nodeId, !context.pending.adding) : context.ids,
      pending: null,
    })),
    notify: assign(({ context }, code: string) => ({ notice: { code, serial: (context.notice?.serial ?? 0) + 1 } })),
    storeError: assign((_, params: { error: unknown }) => ({ errorCode: errorCodeOf(params.error) })),
  },
}).createMachine({
  id: 'favourites',
  context: { ids: [], pending: null, notice: null, errorCode: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadFavouriteIds',
        src: 'loadFavouriteIds',
        onDone: { target: 'ready', actions: { type: 'storeIds', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'favourites.retry': { target: 'loading' } },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'favourite.toggle': {
              target: 'toggling',
              actions: { type: 'startToggle', params: ({ event }) => event.game },
              description: 'The heart flips at once; the gateway is told next.',
            },
          },
        },
        toggling: {
          on: { 'favourite.toggle': { actions: { type: 'notify', params: tooFrequentCode }, description: 'One toggle a second: a click while one is on its way is refused.' } },
          invoke: {
            id: 'toggleFavourite',
            src: 'toggleFavourite',
            input: ({ context }) => context.pending!,
            onDone: { target: 'resting', actions: { type: 'finishToggle', params: ({ event }) => event.output } },
            onError: {
              target: 'resting',
              actions: ['undoToggle', { type: 'notify', params: ({ event }) => errorCodeOf(event.error) }],
              description: 'The gateway refused: the heart goes back to what it was and the reason is shown.',
            },
          },
        },
        resting: {
          on: { 'favourite.toggle': { actions: { type: 'notify', params: tooFrequentCode }, description: 'One toggle a second: a click while resting is refused.' } },
          after: { toggleThrottle: { target: 'idle' } },
        },
      },
    },
  },
});
