/**
 * The lottery page (/elott): the ELOTT and LOTT vendor lane, then the
 * lottery games of both prize modes in their menu groups, the player's
 * favourites first, each with its draw open for bets and the time left.
 */
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LobbyBlock } from '../../../components/games/lobby-block';
import { LotteryGrid, type LotteryGroup } from '../../../components/games/lottery-grid';
import { CategoryStrip } from '../../../components/layout/category-strip';
import { SectionPage } from '../../../components/layout/section-page';
import { loadLotteryMenus } from '../../../services/games.api';
import type { LotteryMenu } from '../../../services/schemas/games';
import { navigateTo } from '../../navigation';
import { gameCategories } from '../../sections';
import { useLoggedIn } from '../../session-view';
import { useGameLauncher } from '../launch/use-game-launcher';
import { LobbyPageBody } from './lobby-page-body';
import { lobbyPages } from './lobby-pages';
import { useFavourites } from './use-favourites';
import { useFeed } from './use-feed';
import { useLotteryFavourites } from './use-lottery-favourites';
import { useAfterDraw, useNow } from './use-now';

const categoryLinks = gameCategories.map((entry) => ({ to: entry.to, icon: entry.icon, labelKey: `shell.sections.${entry.key}.title` }));

/** The brand's lottery prize modes listed on this page (spec §1). */
export const lotteryPrizeModes = ['ELOTT', 'LOTT'] as const;

const loadMenus = (language: string) => (api: Parameters<typeof loadLotteryMenus>[0]) =>
  Promise.all(lotteryPrizeModes.map((prizeMode) => loadLotteryMenus(api, { prizeMode, language }).then((menus) => menus.map((menu) => ({ prizeMode, menu })))));

export function groupsOf(answer: { prizeMode: string; menu: LotteryMenu }[][], favourites: ReadonlySet<string>, favouritesTitle: string): LotteryGroup[] {
  const menus = answer.flat();
  const all = menus.flatMap(({ menu }) => menu.gameMenus);
  const chosen = [...favourites].flatMap((code) => all.find((game) => game.gameCode === code) ?? []);
  return [
    { key: 'favourites', title: favouritesTitle, games: chosen },
    ...menus.map(({ prizeMode, menu }) => ({ key: `${prizeMode}-${menu.gameGroupCode}`, title: menu.labelName, games: menu.gameMenus })),
  ];
}

export function ElottScreen() {
  const { t, i18n } = useTranslation();
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const member = useLoggedIn();
  const favourites = useFavourites(false);
  const lottery = useLotteryFavourites();
  const launch = useGameLauncher();
  const now = useNow();
  const feed = useFeed(loadMenus(i18n.language), [i18n.language]);
  const groups = feed.data ? groupsOf(feed.data, lottery.codes, t('games.lobby.lottery.favourites')) : [];
  useAfterDraw(groups.flatMap((group) => group.games.map((game) => game.nextDrawAt)), now, feed.retry);
  return (
    <SectionPage icon="ticket" title={t('shell.sections.elott.title')} intro={t('shell.sections.elott.intro')} testId="section-elott">
      <CategoryStrip links={categoryLinks} activePath={pathname} onNavigate={(to) => void navigateTo(router, to)} />
      <LobbyPageBody key={`${member}-${i18n.language}`} page={lobbyPages.elott} member={member} vassalage="" favourites={favourites} />
      <LobbyBlock title={t('games.lobby.lottery.title')} testId="lottery-list">
        <LotteryGrid status={feed.status} groups={groups} now={now} favourites={lottery.codes} onLaunch={launch} onFavourite={(game) => lottery.toggle(game.gameCode)} onRetry={feed.retry} testId="lottery-grid" />
      </LobbyBlock>
    </SectionPage>
  );
}
