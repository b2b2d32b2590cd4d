/** Betting records (personalHistoryCopy): bets by category for the chosen period, and the recall of the last ten rounds with their outcome. */
import { useTranslation } from 'react-i18next';
import { LastGamesButton } from '../../games/recall/last-games-button';
import { BettingRecordsView } from '../../../components/member-centre/records/betting-records-view';
import { gameCategories } from '../../../services/schemas/games';
import type { BettingRecords } from '../../../services/schemas/records';
import { useCentreLogic } from './wiring/use-centre-logic';
import { useRecords } from './wiring/use-records';

export default function PersonalHistoryCopyPage() {
  const records = useRecords<BettingRecords>(useCentreLogic().bettingRecords);
  const { t } = useTranslation();
  return (
    <>
      <div className="betting-recall">
        <LastGamesButton label={t('memberCentre.personalHistoryCopy.recall')} />
      </div>
      <BettingRecordsView view={records.view} period={records.period} categories={gameCategories} onCategory={records.onFilter} onPage={records.onPage} onRetry={records.onRetry} />
    </>
  );
}
