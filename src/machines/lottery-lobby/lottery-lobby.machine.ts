/**
 * A lottery screen (/lottery, /vnLottery, /seaLottery; spec §2, api-facts
 * §7.4): its menus load first (they tell the prize mode of each game), then
 * the lottery lobby is launched into the frame, betting on the query's game
 * or the lobby without one. Choosing another game launches again; the menus
 * reload in the background when a draw closes, keeping what they showed if
 * that fails. Each load that fails offers a retry.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { LotteryLaunchInput, LotteryLobbyData } from '../../services/games.actors';
import { gameAddressOf } from '../game-launch/game-launch-rules';
import { errorCodeOf } from '../session/access-errors';
import { lotteryLaunchOf, type LotteryLobbyEvent, type LotteryLobbyInput } from './lottery-lobby-rules';

export interface LotteryLobbyContext {
  gameCode: string | null;
  cdn: string;
  lobby: LotteryLobbyData | null;
  address: string | null;
  errorCode: string | null;
  frameErrorCode: string | null;
}

export const lotteryLobbyMachine = setup({
  types: {
    context: {} as LotteryLobbyContext,
    events: {} as LotteryLobbyEvent,
    input: {} as LotteryLobbyInput,
  },
  actors: {
    loadLobby: fromPromise<LotteryLobbyData>(async () => {
      throw new Error('loadLobby not provided');
    }),
    /** The lottery lobby launch; resolves with the first address of the answer. */
    launchLottery: fromPromise<string, LotteryLaunchInput>(async () => {
      throw new Error('launchLottery not provided');
    }),
  },
  actions: {
    storeLobby: assign((_, lobby: LotteryLobbyData) => ({ lobby, errorCode: null })),
    storeError: assign((_, { error }: { error: unknown }) => ({ errorCode: errorCodeOf(error) })),
    storeGameCode: assign((_, gameCode: string | null) => ({ gameCode })),
    storeAddress: assign(({ context }, url: string) => ({ address: gameAddressOf(url, context.cdn), frameErrorCode: null })),
    storeFrameError: assign((_, { error }: { error: unknown }) => ({ address: null, frameErrorCode: errorCodeOf(error) })),
  },
}).createMachine({
  id: 'lotteryLobby',
  context: ({ input }) => ({ gameCode: input.gameCode, cdn: input.cdn, lobby: null, address: null, errorCode: null, frameErrorCode: null }),
  initial: 'loading',
  on: { 'game.select': { actions: { type: 'storeGameCode', params: ({ event }) => event.gameCode } } },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadLobby',
        src: 'loadLobby',
        onDone: { target: 'ready', actions: { type: 'storeLobby', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { 'lobby.retry': { target: 'loading' } } },
    ready: {
      type: 'parallel',
      states: {
        frame: {
          initial: 'launching',
          on: {
            'game.select': {
              target: '.launching',
              actions: { type: 'storeGameCode', params: ({ event }) => event.gameCode },
              description: 'Another game from the menu (the query changed): launch again.',
            },
          },
          states: {
            launching: {
              tags: ['busy'],
              invoke: {
                id: 'launchLottery',
                src: 'launchLottery',
                input: ({ context }) => lotteryLaunchOf(context.lobby as LotteryLobbyData, context.gameCode),
                onDone: { target: 'playing', actions: { type: 'storeAddress', params: ({ event }) => event.output } },
                onError: { target: 'failed', actions: { type: 'storeFrameError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            playing: {},
            failed: { on: { 'frame.retry': { target: 'launching' } } },
          },
        },
        menu: {
          initial: 'idle',
          states: {
            idle: { on: { 'menu.refresh': { target: 'refreshing', description: 'A draw closed: the next draws and their countdowns come from the menus.' } } },
            refreshing: {
              invoke: {
                id: 'loadLobby',
                src: 'loadLobby',
                onDone: { target: 'idle', actions: { type: 'storeLobby', params: ({ event }) => event.output } },
                onError: { target: 'idle', description: 'The menus keep what they showed.' },
              },
            },
          },
        },
      },
    },
  },
});
