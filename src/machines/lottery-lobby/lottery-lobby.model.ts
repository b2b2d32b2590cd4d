/**
 * Event cases for path generation over a lottery screen. Game codes are case
 * markers the replay maps to real games of the screen's menus (`case:menu`)
 * or leaves out (null opens the lobby); a start with and one without a game
 * in the query.
 */
import type { EventObject } from 'xstate';
import type { LotteryLobbyData } from '../../services/games.actors';
import type { MachineModel } from '../model-types';
import { serializeWithContext, type ModelEvent } from '../session/session.model';
import type { LotteryLobbyInput } from './lottery-lobby-rules';

export const menuGameCase = 'case:menu';

export const lotteryLobbyEvents = {
  lobbyDone: 'xstate.done.actor.loadLobby',
  lobbyError: 'xstate.error.actor.loadLobby',
  launchDone: 'xstate.done.actor.launchLottery',
  launchError: 'xstate.error.actor.launchLottery',
} as const;

export const emptyLobby: LotteryLobbyData = { prizeMode: 'LOTT', menus: [], recent: [], opened: [] };
const network = { code: 'network.abnormal' };

export const lotteryLobbyModel: MachineModel<EventObject> = {
  events: <ModelEvent[]>[
    { type: lotteryLobbyEvents.lobbyDone, output: emptyLobby },
    { type: lotteryLobbyEvents.lobbyError, error: network },
    { type: lotteryLobbyEvents.launchDone, output: '/provider/demo/lotto?token=case' },
    { type: lotteryLobbyEvents.launchError, error: network },
    { type: 'game.select', gameCode: menuGameCase },
    { type: 'game.select', gameCode: null },
    { type: 'lobby.retry' },
    { type: 'frame.retry' },
    { type: 'menu.refresh' },
  ],
  serializeState: serializeWithContext((context) => context.gameCode),
  input: { gameCode: menuGameCase, cdn: '' } satisfies LotteryLobbyInput,
  inputs: [{ name: 'lobby', input: { gameCode: null, cdn: '' } satisfies LotteryLobbyInput }],
};
