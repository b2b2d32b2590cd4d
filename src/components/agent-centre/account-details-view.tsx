/**
 * Account details (downline transaction details): the ledger rows of the
 * agent's team within the period, by account and kind, with each row's
 * signed amount and the balance the wallet had right after it.
 */
import { useTranslation } from 'react-i18next';
import type { RecordsView } from '../../machines/paged-records/paged-records.selectors';
import type { AccountDetails } from '../../services/schemas/agent';
import { ledgerKinds } from '../../services/schemas/records';
import type { Column } from '../member-centre/kit/data-table';
import { MoneyText } from '../member-centre/kit/money-text';
import { Panel } from '../member-centre/kit/panel';
import { formatMoment } from '../member-centre/records/intl-dates';
import { KindSelect } from '../member-centre/records/record-filters';
import { RecordsPane, type PeriodControls } from '../member-centre/records/records-pane';
import { RecordsTable } from '../member-centre/records/records-table';
import { SignedAmount } from '../member-centre/records/signed-amount';
import { kindLabelKey } from '../member-centre/records/transaction-history-view';
import { AccountSearch } from './account-search';
import { referenceLabel } from '../member-centre/records/settlement-labels';
import './agent-centre.css';

type Row = AccountDetails['list'][number];

export interface AccountDetailsViewProps {
  view: RecordsView<AccountDetails>;
  period: PeriodControls;
  account: string;
  kind: string;
  onSearch(account: string): void;
  onKind(kind: string): void;
  onPage(pageNo: number): void;
  onRetry(): void;
}

export function AccountDetailsView({ view, period, account, kind, onSearch, onKind, onPage, onRetry }: AccountDetailsViewProps) {
  const { t, i18n } = useTranslation();
  const columns: Column<Row>[] = [
    { key: 'time', label: t('agentCentre.accountDetails.column.time'), render: (row) => <span className="mc-cell-sub">{formatMoment(row.createdAt, i18n.language)}</span> },
    { key: 'account', label: t('agentCentre.accountDetails.column.account'), render: (row) => <span className="mc-cell-main">{row.account}</span> },
    { key: 'kind', label: t('agentCentre.accountDetails.column.kind'), render: (row) => <span className="mc-kind-tag">{t(kindLabelKey(row.kind))}</span> },
    { key: 'reference', label: t('agentCentre.accountDetails.column.reference'), render: (row) => <span className="mc-cell-sub">{referenceLabel(row.reference, i18n.language, t)}</span> },
    { key: 'amount', label: t('agentCentre.accountDetails.column.amount'), align: 'end', render: (row) => <SignedAmount amount={row.amount} /> },
    { key: 'balance', label: t('agentCentre.accountDetails.column.balanceAfter'), align: 'end', render: (row) => <MoneyText value={row.balanceAfter} size="sm" /> },
  ];
  return (
    <RecordsPane
      period={period}
      testId="account-details"
      aside={
        <div className="ac-filters">
          <KindSelect value={kind} onChange={onKind} testId="detail-kind" options={[{ value: '', label: t('memberCentre.records.filter.allKinds') }, ...ledgerKinds.map((value) => ({ value, label: t(kindLabelKey(value)) }))]} />
          <AccountSearch value={account} onSearch={onSearch} testId="detail-search" />
        </div>
      }
    >
      <Panel title={t('agentCentre.accountDetails.table')} icon="receipt">
        <RecordsTable
          view={view}
          columns={columns}
          rowKey={(row) => row.id}
          testId="account-detail-rows"
          onPage={onPage}
          onRetry={onRetry}
          empty={{ icon: 'receipt', title: t('agentCentre.accountDetails.empty'), text: t('memberCentre.records.empty.text') }}
        />
      </Panel>
    </RecordsPane>
  );
}
