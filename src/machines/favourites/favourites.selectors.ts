/** Favourites snapshot → what the hearts and the notice show. */
import type { SnapshotFrom } from 'xstate';
import type { FavouriteNotice, favouritesMachine } from './favourites.machine';

export type FavouritesSnapshot = SnapshotFrom<typeof favouritesMachine>;

export interface FavouritesView {
  ids: ReadonlySet<string>;
  loading: boolean;
  failed: boolean;
  /** A toggle is on its way or the hearts rest: a click now is refused. */
  resting: boolean;
  notice: FavouriteNotice | null;
}

let lastIds: string[] | null = null;
let lastSet: ReadonlySet<string> = new Set();

export function selectFavourites(snapshot: FavouritesSnapshot): FavouritesView {
  const { ids, notice } = snapshot.context;
  if (ids !== lastIds) {
    lastIds = ids;
    lastSet = new Set(ids);
  }
  return {
    ids: lastSet,
    loading: snapshot.matches('loading'),
    failed: snapshot.matches('failed'),
    resting: snapshot.matches({ ready: 'toggling' }) || snapshot.matches({ ready: 'resting' }),
    notice,
  };
}

export const sameFavourites = (a: FavouritesView, b: FavouritesView) =>
  a.ids === b.ids && a.loading === b.loading && a.failed === b.failed && a.resting === b.resting && a.notice === b.notice;
