/**
 * Transaction history: the member's ledger rows of the period, filtered by
 * kind. Each row shows its signed amount (credits green, debits red), the
 * balance the wallet had right after it, and its reference as a person
 * reads it (a salary or dividend payment as its contract and period).
 */
import { useTranslation } from 'react-i18next';
import type { RecordsView } from '../../../machines/paged-records/paged-records.selectors';
import type { TransactionHistory, TransactionRow } from '../../../services/schemas/records';
import type { Column } from '../kit/data-table';
import { MoneyText } from '../kit/money-text';
import { Panel } from '../kit/panel';
import { formatMoment } from './intl-dates';
import { KindSelect } from './record-filters';
import { RecordsPane, type PeriodControls } from './records-pane';
import { RecordsTable } from './records-table';
import { referenceLabel } from './settlement-labels';
import { SignedAmount } from './signed-amount';

export interface TransactionHistoryViewProps {
  view: RecordsView<TransactionHistory>;
  period: PeriodControls;
  kinds: readonly string[];
  onKind(kind: string): void;
  onPage(pageNo: number): void;
  onRetry(): void;
}

export const kindLabelKey = (kind: string) => `memberCentre.records.kind.${kind}`;

/** The ledger columns transaction history and bonus details share. */
export function useLedgerColumns(): Column<TransactionRow>[] {
  const { t, i18n } = useTranslation();
  return [
    { key: 'time', label: t('memberCentre.transactionHistory.column.time'), render: (row) => <span className="mc-cell-sub">{formatMoment(row.createdAt, i18n.language)}</span> },
    { key: 'kind', label: t('memberCentre.transactionHistory.column.kind'), render: (row) => <span className="mc-kind-tag" data-testid="ledger-kind">{t(kindLabelKey(row.kind))}</span> },
    {
      key: 'wallet',
      label: t('memberCentre.transactionHistory.column.wallet'),
      render: (row) => (
        <>
          <span className="mc-cell-main">{row.walletName}</span>
          <span className="mc-cell-sub" data-testid="ledger-reference">
            {referenceLabel(row.reference, i18n.language, t)}
          </span>
        </>
      ),
    },
    { key: 'amount', label: t('memberCentre.transactionHistory.column.amount'), align: 'end', render: (row) => <SignedAmount amount={row.amount} testId="ledger-amount" /> },
    {
      key: 'balance',
      label: t('memberCentre.transactionHistory.column.balanceAfter'),
      align: 'end',
      render: (row) => <MoneyText value={row.balanceAfter} size="sm" testId="balance-after" />,
    },
  ];
}

export function TransactionHistoryView({ view, period, kinds, onKind, onPage, onRetry }: TransactionHistoryViewProps) {
  const { t } = useTranslation();
  const columns = useLedgerColumns();
  return (
    <RecordsPane
      period={period}
      testId="transaction-history"
      aside={<KindSelect options={[{ value: '', label: t('memberCentre.records.filter.allKinds') }, ...kinds.map((kind) => ({ value: kind, label: t(kindLabelKey(kind)) }))]} value={view.query.filter} onChange={onKind} />}
    >
      <Panel title={t('memberCentre.transactionHistory.table')} icon="history">
        <RecordsTable
          view={view}
          columns={columns}
          rowKey={(row) => row.id}
          testId="ledger-rows"
          onPage={onPage}
          empty={{ title: t('memberCentre.transactionHistory.empty.title'), text: t('memberCentre.records.empty.text') }}
          onRetry={onRetry}
        />
      </Panel>
    </RecordsPane>
  );
}
