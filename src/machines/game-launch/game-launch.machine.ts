/**
 * One game launch (spec §3, §4), from the launch object a card hands over to
 * the place the game opens. A card under maintenance offers popular games
 * instead; a slots vendor card lists the vendor's games at /rng. Everything
 * else goes through the session's launchGame gate: a guest gets the login
 * popup, a trial account the in_need_true_account warning. Then a VASSALAGE
 * card lists its sub-games, lottery games open their screen, and any other
 * game asks the gateway for its address and opens /game or /seamless. The
 * machine ends in the state that says what happens next; the wiring acts on
 * it (navigation, modals). A session the gateway no longer knows ends the
 * flow quietly: the HTTP client has already told the session.
 */
import { assign, fromPromise, setup, type NonReducibleUnknown } from 'xstate';
import type { GameCard } from '../../services/schemas/games';
import { errorCodeOf, refusalUntilOf } from '../session/access-errors';
import {
  gameAddressOf,
  gameDestination,
  isMaintenanceError,
  isSessionGone,
  launchKindOf,
  lotteryDestination,
  popularAlternatives,
  storedGameOf,
  vendorListingDestination,
  type Destination,
  type GameLaunchEvent,
  type GameLaunchInput,
  type GateAnswer,
  type LaunchRequestTarget,
  type StoredGame,
} from './game-launch-rules';

export interface GameLaunchContext {
  target: LaunchRequestTarget;
  cdn: string;
  /** The session's answer to the launchGame gate, once asked. */
  verdict: GateAnswer | null;
  subGames: GameCard[];
  popular: GameCard[];
  address: string | null;
  destination: Destination | null;
  errorCode: string | null;
  /** With protection.break.active: until when the member's break holds (null: until lifted). */
  errorUntil: number | null;
}

const notProvided = <T, I = NonReducibleUnknown>(name: string) =>
  fromPromise<T, I>(async () => {
    throw new Error(`${name} not provided`);
  });

export const gameLaunchMachine = setup({
  types: {
    context: {} as GameLaunchContext,
    events: {} as GameLaunchEvent,
    input: {} as GameLaunchInput,
  },
  actors: {
    /** The session's verdict on the launchGame gate, asked again once the account kind is known. */
    askGate: notProvided<GateAnswer>('askGate'),
    /** The sub-games of a VASSALAGE card: the game list filtered by its vassalage. */
    loadSubGames: notProvided<GameCard[], LaunchRequestTarget>('loadSubGames'),
    loadPopularGames: notProvided<GameCard[], LaunchRequestTarget>('loadPopularGames'),
    /** The launch address request (spec §7); resolves with the first address of the answer. */
    requestGameAddress: notProvided<string, LaunchRequestTarget>('requestGameAddress'),
  },
  guards: {
    isUnderMaintenance: ({ context }) => launchKindOf(context.target) === 'maintenance',
    isVendorListing: ({ context }) => launchKindOf(context.target) === 'vendorListing',
    isVassalage: ({ context }) => launchKindOf(context.target) === 'vassalage',
    isLottery: ({ context }) => launchKindOf(context.target) === 'lottery',
    isGuest: (_, answer: GateAnswer) => answer === 'login',
    isTrial: (_, answer: GateAnswer) => answer === 'trialWarning',
    isMaintenanceError: (_, { error }: { error: unknown }) => isMaintenanceError(error),
    isSessionGone: (_, { error }: { error: unknown }) => isSessionGone(error),
  },
  actions: {
    /** Keeps the opened game's address and name where the game page reads them (provided by the app). */
    storeGame: (_, _game: StoredGame) => {
      throw new Error('storeGame not provided');
    },
    pickTarget: assign((_, game: LaunchRequestTarget) => ({ target: game, subGames: [], popular: [], errorCode: null, errorUntil: null })),
    storeVerdict: assign((_, verdict: GateAnswer) => ({ verdict })),
    storeSubGames: assign((_, subGames: GameCard[]) => ({ subGames })),
    storePopular: assign(({ context }, list: GameCard[]) => ({ popular: popularAlternatives(list, context.target) })),
    storeAddress: assign(({ context }, url: string) => ({ address: gameAddressOf(url, context.cdn), destination: gameDestination(context.target) })),
    storeDestination: assign((_, destination: Destination) => ({ destination })),
    storeError: assign((_, { error }: { error: unknown }) => ({ errorCode: errorCodeOf(error), errorUntil: refusalUntilOf(error) })),
  },
}).createMachine({
  id: 'gameLaunch',
  context: ({ input }) => ({ target: input.target, cdn: input.cdn, verdict: null, subGames: [], popular: [], address: null, destination: null, errorCode: null, errorUntil: null }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'isUnderMaintenance', target: 'maintenance', description: 'The card says so: no gate, no call; popular games are offered instead.' },
        {
          guard: 'isVendorListing',
          target: 'opened',
          actions: { type: 'storeDestination', params: ({ context }) => vendorListingDestination(context.target) },
          description: 'A slots vendor card commits its vassalage and opens the public slots lobby.',
        },
        { target: 'gating' },
      ],
    },
    gating: {
      tags: ['busy'],
      invoke: {
        id: 'askGate',
        src: 'askGate',
        onDone: [
          // A visitor gets the login popup, a trial account the in_need_true_account warning.
          { guard: { type: 'isGuest', params: ({ event }) => event.output }, target: 'loginRequired', actions: { type: 'storeVerdict', params: ({ event }) => event.output } },
          { guard: { type: 'isTrial', params: ({ event }) => event.output }, target: 'trialRefused', actions: { type: 'storeVerdict', params: ({ event }) => event.output } },
          { target: 'routing', actions: { type: 'storeVerdict', params: ({ event }) => event.output }, description: 'A member or an agent: the card decides where the game opens.' },
        ],
      },
    },
    routing: {
      always: [
        { guard: 'isVassalage', target: 'subGames' },
        {
          guard: 'isLottery',
          target: 'opened',
          actions: { type: 'storeDestination', params: ({ context }) => lotteryDestination(context.target) },
          description: 'Lottery games open their own screen, which launches the lottery lobby itself.',
        },
        { target: 'requestingAddress' },
      ],
    },
    subGames: {
      initial: 'loading',
      on: { 'launch.cancel': { target: 'cancelled' } },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadSubGames',
            src: 'loadSubGames',
            input: ({ context }) => context.target,
            onDone: { target: 'choosing', actions: { type: 'storeSubGames', params: ({ event }) => event.output } },
            onError: [
              { guard: { type: 'isSessionGone', params: ({ event }) => ({ error: event.error }) }, target: '#gameLaunch.sessionEnded' },
              { target: '#gameLaunch.failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        choosing: {
          on: {
            'game.pick': {
              target: '#gameLaunch.deciding',
              actions: { type: 'pickTarget', params: ({ event }) => event.game },
              description: 'A sub-game is launched like any card: it may be under maintenance itself.',
            },
          },
        },
      },
    },
    requestingAddress: {
      tags: ['busy'],
      invoke: {
        id: 'requestGameAddress',
        src: 'requestGameAddress',
        input: ({ context }) => context.target,
        onDone: {
          target: 'opened',
          actions: [
            { type: 'storeAddress', params: ({ event }) => event.output },
            { type: 'storeGame', params: ({ context, event }) => storedGameOf(context.target, gameAddressOf(event.output, context.cdn)) },
          ],
          description: 'The first address, served from the launch host when relative, is kept for the game page.',
        },
        onError: [
          {
            guard: { type: 'isMaintenanceError', params: ({ event }) => ({ error: event.error }) },
            target: 'maintenance',
            description: 'The catalogue went into maintenance after the card was drawn.',
          },
          { guard: { type: 'isSessionGone', params: ({ event }) => ({ error: event.error }) }, target: 'sessionEnded' },
          { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    maintenance: {
      initial: 'loadingPopular',
      on: { 'launch.cancel': { target: 'cancelled' } },
      states: {
        loadingPopular: {
          invoke: {
            id: 'loadPopularGames',
            src: 'loadPopularGames',
            input: ({ context }) => context.target,
            onDone: { target: 'showing', actions: { type: 'storePopular', params: ({ event }) => event.output } },
            onError: { target: 'showing', description: 'Without the list the notice still says the game is under maintenance.' },
          },
        },
        showing: {
          on: {
            'game.pick': { target: '#gameLaunch.deciding', actions: { type: 'pickTarget', params: ({ event }) => event.game } },
          },
        },
      },
    },
    failed: {
      on: {
        'launch.retry': { target: 'routing', description: 'Network or timeout: the same step again.' },
        'launch.cancel': { target: 'cancelled' },
      },
    },
    opened: { type: 'final' },
    loginRequired: { type: 'final' },
    trialRefused: { type: 'final' },
    sessionEnded: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ destination: context.destination }),
});
