/**
 * Event cases for path generation over the lobby. Vendor, game type and
 * search texts are case markers the replay maps to real catalogue values
 * (a vendor of the lane, one of its game types, a fragment of a real game
 * name, a text no game has). The projection keeps what decides the next
 * step: the state, whether a vendor is chosen and which search is applied.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { MachineModel } from '../model-types';
import type { ModelEvent } from '../session/session.model';
import { emptyPage, type LobbyContext, type LobbyInput, type LobbyPage } from './game-lobby.machine';

export const lobbyMarkers = {
  vendor: 'case:vendor',
  gameType: 'case:gameType',
  match: 'case:match',
  nothing: 'case:nothing',
} as const;

export const lobbyEvents = {
  lanesDone: 'xstate.done.actor.loadLanes',
  lanesError: 'xstate.error.actor.loadLanes',
  typesDone: 'xstate.done.actor.loadGameTypes',
  typesError: 'xstate.error.actor.loadGameTypes',
  gamesDone: 'xstate.done.actor.loadGames',
  gamesError: 'xstate.error.actor.loadGames',
  searchAfter: 'xstate.after.searchDebounce.gameLobby.browsing.debouncing',
} as const;

const onePage: LobbyPage = { games: [], totalPages: 1, totalCount: 1, pageNo: 1 };
const network = { code: 'network.abnormal' };

export function serializeGameLobby(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as LobbyContext;
  return JSON.stringify([snapshot.value, context.query.vassalage !== '', context.query.gameName]);
}

export const gameLobbyModel: MachineModel<EventObject> = {
  events: <ModelEvent[]>[
    { type: lobbyEvents.lanesDone, output: [] },
    { type: lobbyEvents.lanesError, error: network },
    { type: lobbyEvents.typesDone, output: [{ gameClassify: 'SLOT', count: 1 }] },
    { type: lobbyEvents.typesError, error: network },
    { type: lobbyEvents.gamesDone, output: { ...onePage, games: [{ nodeId: 1 }] } },
    { type: lobbyEvents.gamesDone, output: emptyPage },
    { type: lobbyEvents.gamesError, error: network },
    { type: lobbyEvents.searchAfter },
    { type: 'lobby.retry' },
    { type: 'lobby.vendor', vassalage: lobbyMarkers.vendor },
    { type: 'lobby.vendor', vassalage: '' },
    { type: 'lobby.classify', gameClassify: lobbyMarkers.gameType },
    { type: 'lobby.minBet', minBet: 1 },
    { type: 'lobby.search', text: lobbyMarkers.match },
    { type: 'lobby.search', text: lobbyMarkers.nothing },
    { type: 'lobby.page', pageNo: 2 },
    { type: 'lobby.clear' },
  ],
  serializeState: serializeGameLobby,
  input: { listed: true, member: true } satisfies LobbyInput,
  inputs: [
    /** A visitor: hot games, the vendor as the only choice. */
    { name: 'visitor', input: { listed: true, member: false } satisfies LobbyInput },
    /** Live, sports, esports, cockfight, lottery: the lane alone. */
    { name: 'laneOnly', input: { listed: false, member: true } satisfies LobbyInput },
    /** `/rng?vassalage=…`: the vendor's game types are asked first. */
    { name: 'vendorInAddress', input: { listed: true, member: true, vassalage: lobbyMarkers.vendor } satisfies LobbyInput },
  ],
};
