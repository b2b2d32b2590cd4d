/** Bonus details: each claimed bonus's turnover (with forfeiting one), then what the portal credited in the period, row by row, and the sum. */
import { BonusDetailsView } from '../../../components/member-centre/records/bonus-details-view';
import { WageringPanel } from '../../../components/member-centre/wagering/wagering-panel';
import type { BonusDetails } from '../../../services/schemas/records';
import { useSessionSelector } from '../../access/use-session';
import { useBonusWagering } from '../wagering/use-bonus-wagering';
import { useRefreshBalance } from '../funds/use-funds-session';
import { useCentreLogic } from './wiring/use-centre-logic';
import { useRecords } from './wiring/use-records';

export default function BonusDetailsPage() {
  const records = useRecords<BonusDetails>(useCentreLogic().bonusDetails);
  const symbol = useSessionSelector((view) => view.balance?.currencySymbol);
  const refreshBalance = useRefreshBalance();
  const wagering = useBonusWagering(() => {
    records.refresh();
    refreshBalance();
  });
  const { view } = wagering;
  return (
    <div className="wg-page">
      {view.open.length + view.closed.length > 0 || view.outcome ? <WageringPanel view={view} actions={wagering.actions} symbol={symbol} showClosed /> : null}
      <BonusDetailsView view={records.view} period={records.period} onPage={records.onPage} onRetry={records.onRetry} />
    </div>
  );
}
