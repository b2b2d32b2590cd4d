/**
 * The winners list (spec §2, §3): the biggest wins of every game or of one
 * category, the top three on a podium and the rest ranked below, loaded
 * through a lobby feed again for each tab and language.
 */
import { useTranslation } from 'react-i18next';
import { WinnerBoard } from '../../../components/games/winner-board';
import { WinnerBoardTabs } from '../../../components/games/winner-board-tabs';
import { SectionPage } from '../../../components/layout/section-page';
import { loadWinnerBoard } from '../../../services/games.api';
import { useFeed } from '../lobby/use-feed';
import { winnerCategories, type WinnerCategory } from './winner-categories';
import './winners-screen.css';

export function WinnersScreen({ category, onCategory }: { category: WinnerCategory; onCategory(category: WinnerCategory): void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const winners = useFeed((api) => loadWinnerBoard(api, language, category), [category, language]);
  return (
    <SectionPage icon="crown" title={t('games.winners.title')} intro={t('games.winners.intro')} testId="winners-page">
      <div className="winners-screen">
        <WinnerBoardTabs tabs={winnerCategories} active={category} onSelect={onCategory} />
        <WinnerBoard status={winners.status} entries={winners.data ?? []} onRetry={winners.retry} />
      </div>
    </SectionPage>
  );
}
