/**
 * A category page (spec §2): heading band, sibling categories, the hot
 * matches on the sports pages, the vendor lane and, where the category lists
 * games, the list. The lobby actor is made for who is looking and in which
 * language, and made again when either changes (a login opens the full
 * list; names come in the new language).
 */
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CategoryStrip } from '../../../components/layout/category-strip';
import { SectionPage } from '../../../components/layout/section-page';
import { FavouriteNotice } from '../../../components/games/favourite-notice';
import { FavouritesStatus } from '../../../components/games/favourites-status';
import { navigateTo } from '../../navigation';
import { gameCategories, sections } from '../../sections';
import { useLoggedIn } from '../../session-view';
import { HotMatchesBlock, hotMatchCategoryOf } from './hot-matches-block';
import { LobbyPageBody } from './lobby-page-body';
import type { LobbyPage } from './lobby-pages';
import { useFavourites } from './use-favourites';

const categoryLinks = gameCategories.map((entry) => ({ to: entry.to, icon: entry.icon, labelKey: `shell.sections.${entry.key}.title` }));

export function CategoryLobbyScreen({ page, vassalage = '' }: { page: LobbyPage; vassalage?: string }) {
  const { t, i18n } = useTranslation();
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const member = useLoggedIn();
  const favourites = useFavourites(page.listed);
  const section = sections[page.key];
  const hotMatches = hotMatchCategoryOf(page.scope.category);
  return (
    <SectionPage icon={section.icon} title={t(`shell.sections.${page.key}.title`)} intro={t(`shell.sections.${page.key}.intro`)} testId={`section-${page.key}`}>
      <CategoryStrip links={categoryLinks} activePath={pathname} onNavigate={(to) => void navigateTo(router, to)} />
      {hotMatches ? <HotMatchesBlock category={hotMatches} /> : null}
      <LobbyPageBody key={`${member}-${i18n.language}`} page={page} member={member} vassalage={vassalage} favourites={favourites} />
      <FavouriteNotice notice={favourites.notice} />
      <FavouritesStatus state={favourites.state} failed={favourites.failed} onRetry={favourites.retry} />
    </SectionPage>
  );
}
