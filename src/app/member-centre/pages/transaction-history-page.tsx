/** Transaction history: the member's ledger rows of the period, by kind. */
import { TransactionHistoryView } from '../../../components/member-centre/records/transaction-history-view';
import { ledgerKinds, type TransactionHistory } from '../../../services/schemas/records';
import { useCentreLogic } from './wiring/use-centre-logic';
import { useRecords } from './wiring/use-records';

export default function TransactionHistoryPage() {
  const records = useRecords<TransactionHistory>(useCentreLogic().transactionHistory);
  return <TransactionHistoryView view={records.view} period={records.period} kinds={ledgerKinds} onKind={records.onFilter} onPage={records.onPage} onRetry={records.onRetry} />;
}
