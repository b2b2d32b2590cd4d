/**
 * A category lobby (spec §2, §7): the category's vendor lane first, then,
 * where the category lists games, the game list for the current query.
 * Every query change (vendor, game type, minimum bet, page, and the search
 * text once typing pauses) re-enters `loadingList`, which stops the previous
 * request: an answer to a query that is no longer shown never arrives.
 * A visitor has no token for the full list: the injected `loadGames` answers
 * with the category's hot games, and only the vendor can be chosen.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { VendorCard } from '../../services/schemas/games';
import { errorCodeOf } from '../session/access-errors';
import { emptyPage, type GameTypeCount, type LobbyInput, type LobbyPage, type LobbyQuery } from './game-lobby-query';

export type { GameTypeCount, LobbyInput, LobbyPage, LobbyQuery } from './game-lobby-query';
export { emptyPage } from './game-lobby-query';

export interface LobbyContext {
  listed: boolean;
  member: boolean;
  lanes: VendorCard[];
  query: LobbyQuery;
  /** What the search box holds; it becomes `query.gameName` when typing pauses. */
  searchText: string;
  gameTypes: GameTypeCount[];
  page: LobbyPage;
  errorCode: string | null;
}

export type LobbyEvent =
  | { type: 'lobby.retry' }
  | { type: 'lobby.vendor'; vassalage: string }
  | { type: 'lobby.classify'; gameClassify: string }
  | { type: 'lobby.minBet'; minBet: number | null }
  | { type: 'lobby.search'; text: string }
  | { type: 'lobby.page'; pageNo: number }
  /** Search and filters back to none; the vendor stays. */
  | { type: 'lobby.clear' };

const notProvided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} not provided`);
  });

export const gameLobbyMachine = setup({
  types: {
    context: {} as LobbyContext,
    events: {} as LobbyEvent,
    input: {} as LobbyInput,
  },
  actors: {
    loadLanes: notProvided<VendorCard[], void>('loadLanes'),
    loadGameTypes: notProvided<GameTypeCount[], { vassalage: string }>('loadGameTypes'),
    loadGames: notProvided<LobbyPage, { query: LobbyQuery; member: boolean }>('loadGames'),
  },
  delays: {
    searchDebounce: 400,
  },
  guards: {
    isListed: ({ context }) => context.listed,
    isMember: ({ context }) => context.member,
    /** A member filters by game type, with or without a vendor: the category's types, or the vendor's. */
    needsGameTypes: ({ context }) => context.member,
    isOtherVendor: ({ context }, params: { vassalage: string }) => params.vassalage !== context.query.vassalage,
    isEmpty: (_, params: { count: number }) => params.count === 0,
  },
  actions: {
    storeLanes: assign((_, lanes: VendorCard[]) => ({ lanes, errorCode: null })),
    storeVendor: assign(({ context }, params: { vassalage: string }) => ({
      query: { ...context.query, vassalage: params.vassalage, gameClassify: '', pageNo: 1 },
      gameTypes: [],
    })),
    storeClassify: assign(({ context }, params: { gameClassify: string }) => ({ query: { ...context.query, gameClassify: params.gameClassify, pageNo: 1 } })),
    storeMinBet: assign(({ context }, params: { minBet: number | null }) => ({ query: { ...context.query, minBet: params.minBet, pageNo: 1 } })),
    storeSearchText: assign((_, params: { text: string }) => ({ searchText: params.text })),
    applySearch: assign(({ context }) => ({ query: { ...context.query, gameName: context.searchText.trim(), pageNo: 1 } })),
    clearFilters: assign(({ context }) => ({ query: { ...context.query, gameClassify: '', gameName: '', minBet: null, pageNo: 1 }, searchText: '' })),
    storePageNo: assign(({ context }, params: { pageNo: number }) => ({ query: { ...context.query, pageNo: params.pageNo } })),
    storeGameTypes: assign((_, gameTypes: GameTypeCount[]) => ({ gameTypes })),
    storePage: assign((_, page: LobbyPage) => ({ page, errorCode: null })),
    storeError: assign((_, params: { error: unknown }) => ({ errorCode: errorCodeOf(params.error) })),
  },
}).createMachine({
  id: 'gameLobby',
  context: ({ input }) => ({
    listed: input.listed,
    member: input.member,
    lanes: [],
    query: { vassalage: input.vassalage ?? '', gameClassify: '', gameName: '', minBet: null, pageNo: 1 },
    searchText: '',
    gameTypes: [],
    page: emptyPage,
    errorCode: null,
  }),
  initial: 'loadingLanes',
  states: {
    loadingLanes: {
      tags: ['busy'],
      invoke: {
        id: 'loadLanes',
        src: 'loadLanes',
        onDone: [
          {
            guard: 'isListed',
            target: 'browsing',
            actions: { type: 'storeLanes', params: ({ event }) => event.output },
          },
          {
            target: 'lanesOnly',
            actions: { type: 'storeLanes', params: ({ event }) => event.output },
            description: 'Live tables, sportsbooks and lotteries open from their vendor cards: the lane is the list.',
          },
        ],
        onError: { target: 'lanesFailed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    lanesFailed: {
      on: { 'lobby.retry': { target: 'loadingLanes' } },
    },
    lanesOnly: {},
    browsing: {
      initial: 'choosing',
      on: {
        'lobby.vendor': [
          {
            guard: { type: 'isOtherVendor', params: ({ event }) => event },
            target: '.choosing',
            actions: { type: 'storeVendor', params: ({ event }) => event },
            description: 'A new vendor (or every vendor again) starts from its first page with every game type; the types are asked again.',
          },
        ],
        'lobby.classify': {
          guard: 'isMember',
          target: '.loadingList',
          actions: { type: 'storeClassify', params: ({ event }) => event },
        },
        'lobby.minBet': {
          guard: 'isMember',
          target: '.loadingList',
          actions: { type: 'storeMinBet', params: ({ event }) => event },
        },
        'lobby.page': {
          guard: 'isMember',
          target: '.loadingList',
          actions: { type: 'storePageNo', params: ({ event }) => event },
        },
        'lobby.clear': { guard: 'isMember', target: '.loadingList', actions: 'clearFilters' },
        'lobby.search': {
          guard: 'isMember',
          target: '.debouncing',
          actions: { type: 'storeSearchText', params: ({ event }) => event },
          description: 'Each keystroke restarts the pause; the list is asked for once typing stops.',
        },
      },
      states: {
        choosing: {
          always: [{ guard: 'needsGameTypes', target: 'loadingTypes' }, { target: 'loadingList' }],
        },
        loadingTypes: {
          tags: ['busy'],
          invoke: {
            id: 'loadGameTypes',
            src: 'loadGameTypes',
            input: ({ context }) => ({ vassalage: context.query.vassalage }),
            onDone: { target: 'loadingList', actions: { type: 'storeGameTypes', params: ({ event }) => event.output } },
            onError: { target: 'loadingList', description: 'The game-type filter is optional: the list still loads without it.' },
          },
        },
        debouncing: {
          after: { searchDebounce: { target: 'loadingList', actions: 'applySearch' } },
        },
        loadingList: {
          tags: ['busy', 'listLoading'],
          invoke: {
            id: 'loadGames',
            src: 'loadGames',
            input: ({ context }) => ({ query: context.query, member: context.member }),
            onDone: [
              {
                guard: { type: 'isEmpty', params: ({ event }) => ({ count: event.output.games.length }) },
                target: 'empty',
                actions: { type: 'storePage', params: ({ event }) => event.output },
              },
              { target: 'shown', actions: { type: 'storePage', params: ({ event }) => event.output } },
            ],
            onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        shown: {},
        empty: {},
        failed: {
          on: { 'lobby.retry': { target: 'loadingList' } },
        },
      },
    },
  },
});
