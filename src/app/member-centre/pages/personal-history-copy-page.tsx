/** Betting records (personalHistoryCopy): bets by category for the chosen period. */
import { BettingRecordsView } from '../../../components/member-centre/records/betting-records-view';
import { gameCategories } from '../../../services/schemas/games';
import type { BettingRecords } from '../../../services/schemas/records';
import { useCentreLogic } from './wiring/use-centre-logic';
import { useRecords } from './wiring/use-records';

export default function PersonalHistoryCopyPage() {
  const records = useRecords<BettingRecords>(useCentreLogic().bettingRecords);
  return <BettingRecordsView view={records.view} period={records.period} categories={gameCategories} onCategory={records.onFilter} onPage={records.onPage} onRetry={records.onRetry} />;
}
