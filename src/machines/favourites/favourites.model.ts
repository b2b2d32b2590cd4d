/**
 * Event cases for path generation over the favourites. Node ids are case
 * markers the replay maps to real games: a game of the catalogue, and one
 * the gateway does not know (its refusal is the toggle's failure).
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { MachineModel } from '../model-types';
import type { ModelEvent } from '../session/session.model';
import type { FavouriteGame, FavouritesContext } from './favourites.machine';

export const favouriteMarkers = { known: -1, unknown: -2 } as const;

export const favouritesEvents = {
  loadDone: 'xstate.done.actor.loadFavouriteIds',
  loadError: 'xstate.error.actor.loadFavouriteIds',
  toggleDone: 'xstate.done.actor.toggleFavourite',
  toggleError: 'xstate.error.actor.toggleFavourite',
  restAfter: 'xstate.after.toggleThrottle.favourites.ready.resting',
} as const;

const game = (nodeId: number): FavouriteGame => ({ nodeId, vendor: 'case', gameType: 'RNG' });

/** The toggle on its way is one node per game case: the gateway answers them differently. */
export function serializeFavourites(snapshot: AnyMachineSnapshot): string {
  const { pending } = snapshot.context as FavouritesContext;
  return JSON.stringify([snapshot.value, pending?.game.nodeId ?? null]);
}

export const favouritesModel: MachineModel<EventObject> = {
  events: <ModelEvent[]>[
    { type: favouritesEvents.loadDone, output: [] },
    { type: favouritesEvents.loadError, error: { code: 'network.abnormal' } },
    { type: 'favourites.retry' },
    { type: 'favourite.toggle', game: game(favouriteMarkers.known) },
    { type: 'favourite.toggle', game: game(favouriteMarkers.unknown) },
    { type: favouritesEvents.toggleDone, output: [] },
    { type: favouritesEvents.toggleError, error: { code: 'game.not.found' } },
    { type: favouritesEvents.restAfter },
  ],
  serializeState: serializeFavourites,
};
