/** The home page body: the notice bar, game categories, the game sections and the latest promotions. */
import { lazy, Suspense } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { CategoryTiles } from '../../components/layout/category-tiles';
import { HomeSection } from '../../components/layout/home-section';
import { PromoCards } from '../../components/layout/promo-cards';
import { SaferPlayBanner } from '../../components/layout/safer-play-banner';
import { NoticeBar } from '../../components/notice-bar/notice-bar';
import { selectAnswer } from '../../machines/system-status/system-status.selectors';
import { useApp } from '../app-context';
import { withChunkTimeout } from '../chunk-load';
import { useAnnouncements, useAnnouncementsStatus } from '../content/announcements';
import { openGated } from '../member-pages';
import { navigateTo } from '../navigation';
import { gameCategories } from '../sections';
import { coverOf } from '../shell/side-menu-container';

// Their own chunks, asked for after the home page renders: its first load does not grow with them.
const HomeGameSections = lazy(withChunkTimeout(() => import('../games/lobby/home-sections-loader').then((loader) => loader.loadHomeGameSections())));

const tiles = gameCategories.map((entry) => ({ to: entry.to, icon: entry.icon, titleKey: `shell.sections.${entry.key}.title`, textKey: `shell.sections.${entry.key}.intro` }));

export function HomeScreen() {
  const { t } = useTranslation();
  const router = useRouter();
  const announcements = useAnnouncements();
  const { status } = useAnnouncementsStatus();
  const app = useApp();
  const { actors } = app;
  const brand = useSelector(actors.systemStatus, (snapshot) => selectAnswer(snapshot)?.info.brand.name ?? '');
  const go = (to: string) => void navigateTo(router, to);
  const cards = (announcements?.promotion ?? []).slice(0, 3).map((promotion) => ({
    id: promotion.id,
    title: promotion.title,
    imageUrl: coverOf(promotion),
    href: `/promotions#${promotion.id}`,
  }));
  return (
    <div data-testid="home">
      {/* The design has no visible title (the banner and the logo say where you are); readers still need the page's h1. */}
      <h1 className="visually-hidden">{t('shell.home.title', { brand })}</h1>
      <NoticeBar pending={status === 'loading' && !announcements} titles={(announcements?.player ?? []).map((notice) => notice.title)} onOpen={() => actors.shell.send({ type: 'modal.open', modal: 'announcements' })} />
      <HomeSection title={t('shell.home.categories')}>
        <CategoryTiles tiles={tiles} onNavigate={go} />
      </HomeSection>
      <Suspense fallback={null}>
        <HomeGameSections />
      </Suspense>
      {cards.length > 0 ? (
        <HomeSection title={t('shell.home.promotions')} more={{ label: t('shell.sideMenu.seeMore'), href: '/promotions', onNavigate: go }}>
          <PromoCards cards={cards} onNavigate={go} />
        </HomeSection>
      ) : null}
      <SaferPlayBanner onOpen={() => openGated(app, 'memberCentre', () => app.centres?.openMember('saferPlay'))} />
    </div>
  );
}
