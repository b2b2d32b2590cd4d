/** Bonus details: what the portal credited in the period, row by row, and the sum. */
import { BonusDetailsView } from '../../../components/member-centre/records/bonus-details-view';
import type { BonusDetails } from '../../../services/schemas/records';
import { useCentreLogic } from './wiring/use-centre-logic';
import { useRecords } from './wiring/use-records';

export default function BonusDetailsPage() {
  const records = useRecords<BonusDetails>(useCentreLogic().bonusDetails);
  return <BonusDetailsView view={records.view} period={records.period} onPage={records.onPage} onRetry={records.onRetry} />;
}
