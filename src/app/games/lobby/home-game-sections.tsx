/**
 * The home page's game sections, below the category tiles: hot games,
 * popular lottery with the next draw's countdown, and the winners board.
 * Loaded as their own chunk after the home page renders, so the page's
 * first load stays as small as before.
 */
import { use } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FavouriteNotice } from '../../../components/games/favourite-notice';
import { FavouritesStatus } from '../../../components/games/favourites-status';
import { GameGrid } from '../../../components/games/game-grid';
import { LotteryGrid } from '../../../components/games/lottery-grid';
import { WinnerBoard } from '../../../components/games/winner-board';
import { HomeSection } from '../../../components/layout/home-section';
import { loadHotGames, loadPopularLottery, loadWinnerBoard } from '../../../services/games.api';
import { useApp } from '../../app-context';
import { loadGameTexts } from '../game-texts';
import { navigateTo } from '../../navigation';
import { useGameLauncher } from '../launch/use-game-launcher';
import { useFavourites } from './use-favourites';
import { useFeed } from './use-feed';
import { useLotteryFavourites } from './use-lottery-favourites';
import { useAfterDraw, useNow } from './use-now';

/** Two rows of the home grid. */
export const homeHotGames = 12;

export default function HomeGameSections() {
  const app = useApp();
  // The sections' texts come in their own chunk; suspend until they are there.
  use(loadGameTexts(app.i18n));
  const { t, i18n } = useTranslation();
  const router = useRouter();
  const { merchant } = app;
  const launch = useGameLauncher();
  const favourites = useFavourites();
  const lottery = useLotteryFavourites();
  const now = useNow();
  const language = i18n.language;
  const hot = useFeed((api) => loadHotGames(api, { merchantCode: merchant, language }), [language]);
  const popular = useFeed((api) => loadPopularLottery(api, language), [language]);
  const winners = useFeed((api) => loadWinnerBoard(api, language), [language]);
  useAfterDraw((popular.data ?? []).map((game) => game.nextDrawAt), now, popular.retry);
  const go = (to: string) => void navigateTo(router, to);
  return (
    <>
      <HomeSection title={t('games.home.hot.title')} more={{ label: t('games.home.more'), href: '/rng', onNavigate: go }}>
        <GameGrid
          status={hot.status}
          games={(hot.data ?? []).slice(0, homeHotGames)}
          favourites={favourites.ids}
          onLaunch={launch}
          onFavourite={favourites.toggle}
          onRetry={hot.retry}
          compact
          skeletons={homeHotGames}
          empty={{ icon: 'star', title: t('games.lobby.hot.emptyTitle'), text: t('games.home.hot.emptyText') }}
          testId="home-hot"
        />
      </HomeSection>
      <HomeSection title={t('games.home.lottery.title')} more={{ label: t('games.home.more'), href: '/elott', onNavigate: go }}>
        <LotteryGrid
          status={popular.status}
          groups={[{ key: 'popular', games: popular.data ?? [] }]}
          now={now}
          favourites={lottery.codes}
          onLaunch={launch}
          onFavourite={(game) => lottery.toggle(game.gameCode)}
          onRetry={popular.retry}
          testId="home-lottery"
        />
      </HomeSection>
      <HomeSection title={t('games.home.winners.title')} more={{ label: t('games.home.more'), href: '/winners', onNavigate: go }}>
        <WinnerBoard status={winners.status} entries={winners.data ?? []} onRetry={winners.retry} />
      </HomeSection>
      <FavouriteNotice notice={favourites.notice} />
      <FavouritesStatus state={favourites.state} failed={favourites.failed} onRetry={favourites.retry} />
    </>
  );
}
