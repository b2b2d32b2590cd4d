/**
 * The favourites and recents tabs. The favourites list is asked again when
 * the ids change (a heart toggled here or elsewhere), and a game whose heart
 * was just emptied leaves the list at once.
 */
import { useTranslation } from 'react-i18next';
import { GameGrid } from '../../../components/games/game-grid';
import { loadFavouriteList, loadRecentGames } from '../../../services/games.api';
import type { GameCard } from '../../../services/schemas/games';
import { useApp } from '../../app-context';
import type { LaunchGame } from '../launch/use-game-launcher';
import type { Favourites } from './use-favourites';
import { useFeed } from './use-feed';

export function FavouriteGames({ favourites, launch }: { favourites: Favourites; launch: LaunchGame }) {
  const { t, i18n } = useTranslation();
  const { getToken } = useApp();
  const feed = useFeed((api) => loadFavouriteList(api, { language: i18n.language, token: getToken() ?? '' }), [favourites.ids, i18n.language]);
  const games = (feed.data?.content ?? []).filter((game) => favourites.ids.has(String(game.nodeId)));
  return (
    <GameGrid
      status={feed.status === 'shown' && games.length === 0 ? 'empty' : feed.status}
      games={games}
      favourites={favourites.ids}
      onLaunch={launch}
      onFavourite={favourites.toggle}
      onRetry={feed.retry}
      empty={{ icon: 'star', title: t('games.lobby.favourites.emptyTitle'), text: t('games.lobby.favourites.emptyText') }}
      testId="favourite-grid"
    />
  );
}

export function RecentGames({ filter, favourites, launch }: { filter(game: GameCard): boolean; favourites: Favourites; launch: LaunchGame }) {
  const { t, i18n } = useTranslation();
  const feed = useFeed((api) => loadRecentGames(api, i18n.language), [i18n.language]);
  const games = (feed.data?.list ?? []).filter(filter);
  return (
    <GameGrid
      status={feed.status === 'shown' && games.length === 0 ? 'empty' : feed.status}
      games={games}
      favourites={favourites.ids}
      onLaunch={launch}
      onFavourite={favourites.toggle}
      onRetry={feed.retry}
      empty={{ icon: 'history', title: t('games.lobby.recent.emptyTitle'), text: t('games.lobby.recent.emptyText') }}
      testId="recent-grid"
    />
  );
}
