/**
 * The lobby and favourites machines with their effects provided: what the
 * category pages create actors from, and what the model tests replay against
 * a real gateway.
 */
import { favouritesMachine } from '../../../machines/favourites/favourites.machine';
import { gameLobbyMachine } from '../../../machines/game-lobby/game-lobby.machine';
import { createFavouritesActors, createLobbyActors, type LobbyDeps, type LobbyScope } from '../../../services/lobby.actors';
import type { HttpClient } from '../../../services/http';

/** Shorter timers for tests; the pages keep the machines' own. */
export interface LobbyDelays {
  searchDebounce?: number;
  toggleThrottle?: number;
}

const defined = (delays: Record<string, number | undefined>) => Object.fromEntries(Object.entries(delays).filter(([, value]) => value !== undefined)) as Record<string, number>;

export function createLobbyLogic(deps: LobbyDeps, scope: LobbyScope, delays: LobbyDelays = {}) {
  return gameLobbyMachine.provide({ actors: createLobbyActors(deps, scope), delays: defined({ searchDebounce: delays.searchDebounce }) });
}

export function createFavouritesLogic(deps: { http: HttpClient }, delays: LobbyDelays = {}) {
  return favouritesMachine.provide({ actors: createFavouritesActors(deps), delays: defined({ toggleThrottle: delays.toggleThrottle }) });
}

export type LobbyLogic = ReturnType<typeof createLobbyLogic>;
export type FavouritesLogic = ReturnType<typeof createFavouritesLogic>;
