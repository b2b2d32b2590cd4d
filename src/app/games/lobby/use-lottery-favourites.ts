/**
 * The hearts of lottery games: a member's local list (lottery-favourites.ts).
 * A click passes the session's favourites gate first, like the game hearts.
 */
import { useEffect, useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { selectSession, type SessionSnapshot } from '../../../machines/session/session.selectors';
import { useApp } from '../../app-context';
import { openGated } from '../../member-pages';
import { readLotteryFavourites, toggleLotteryFavourite } from './lottery-favourites';

export interface LotteryFavourites {
  codes: ReadonlySet<string>;
  toggle(gameCode: string): void;
}

export function useLotteryFavourites(): LotteryFavourites {
  const app = useApp();
  const username = useSelector(app.actors.session as AnyActorRef | undefined, (snapshot) => (snapshot ? (selectSession(snapshot as SessionSnapshot).member?.account ?? null) : null));
  const [codes, setCodes] = useState<string[]>([]);

  useEffect(() => setCodes(username ? readLotteryFavourites(localStorage, username) : []), [username]);

  return useMemo(
    () => ({
      codes: new Set(codes),
      toggle: (gameCode: string) =>
        openGated(app, 'favourites', () => {
          if (username) setCodes(toggleLotteryFavourite(localStorage, username, gameCode));
        }),
    }),
    [codes, app, username],
  );
}
