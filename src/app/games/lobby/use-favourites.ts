/**
 * The hearts of a page. A member's favourites live in a favourites actor
 * made for the page; every click goes through the session's favourites gate
 * first, so a visitor gets the login popup and a trial account the
 * in_need_true_account warning (spec §4, §6), and only a member's click
 * reaches the actor.
 */
import { useEffect, useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { createInspectedActor } from '../../../inspection/create-inspected-actor';
import { selectFavourites, sameFavourites, type FavouritesView } from '../../../machines/favourites/favourites.selectors';
import type { FavouriteGame } from '../../../machines/favourites/favourites.machine';
import { useApp } from '../../app-context';
import { openGated } from '../../member-pages';
import { useAccountType } from '../../session-view';
import { trialType } from '../../session-adapter';
import { createFavouritesLogic, type FavouritesLogic } from './lobby-logic';

export interface Favourites extends Omit<FavouritesView, 'loading' | 'resting'> {
  /** The machine's state (`ready.resting`), or null for visitors and trial accounts. */
  state: string | null;
  toggle(game: FavouriteGame): void;
  retry(): void;
}

/** `ready.resting` for the nested state, as the machine's state ids read. */
const stateName = (value: string | Record<string, unknown>): string =>
  typeof value === 'string' ? value : Object.entries(value).map(([key, child]) => `${key}.${String(child)}`).join(',');

const none: FavouritesView = { ids: new Set(), loading: false, failed: false, resting: false, notice: null };

/** `enabled` false (pages listing no games) makes no actor: the hearts stay empty. */
export function useFavourites(enabled = true): Favourites {
  const app = useApp();
  const accountType = useAccountType();
  const member = enabled && accountType !== null && accountType !== trialType;
  const [actor, setActor] = useState<Actor<FavouritesLogic> | null>(null);

  useEffect(() => {
    if (!member) return;
    const created = createInspectedActor(createFavouritesLogic({ http: app.http }));
    created.start();
    setActor(created);
    return () => {
      created.stop();
      setActor(null);
    };
  }, [member, app.http]);

  const view = useSelector(actor ?? undefined, (snapshot) => (snapshot ? selectFavourites(snapshot) : none), sameFavourites);
  const state = useSelector(actor ?? undefined, (snapshot) => (snapshot ? stateName(snapshot.value) : null));
  return useMemo(
    () => ({
      ids: view.ids,
      notice: view.notice,
      failed: view.failed,
      state,
      retry: () => actor?.send({ type: 'favourites.retry' }),
      toggle: (game: FavouriteGame) =>
        openGated(app, 'favourites', () => actor?.send({ type: 'favourite.toggle', game: { nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType } })),
    }),
    [view.ids, view.notice, view.failed, state, app, actor],
  );
}
