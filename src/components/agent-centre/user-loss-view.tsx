/**
 * User loss (profit and loss by member): for the period, each team
 * member's bets, stake, payout and result, with their deposits,
 * withdrawals and bonus, and the team's totals above.
 */
import { useTranslation } from 'react-i18next';
import type { RecordsView } from '../../machines/paged-records/paged-records.selectors';
import type { UserLoss } from '../../services/schemas/agent';
import type { Column } from '../member-centre/kit/data-table';
import { MoneyText } from '../member-centre/kit/money-text';
import { Panel } from '../member-centre/kit/panel';
import { RecordsPane, type PeriodControls } from '../member-centre/records/records-pane';
import { RecordsTable } from '../member-centre/records/records-table';
import { SignedAmount } from '../member-centre/records/signed-amount';
import { SummaryStrip } from '../member-centre/records/summary-strip';
import { AccountSearch } from './account-search';
import './agent-centre.css';

type Row = UserLoss['list'][number];

export interface UserLossViewProps {
  view: RecordsView<UserLoss>;
  period: PeriodControls;
  account: string;
  onSearch(account: string): void;
  onPage(pageNo: number): void;
  onRetry(): void;
}

const moneyKeys = ['stake', 'payout', 'deposits', 'withdrawals', 'bonus'] as const;

export function UserLossView({ view, period, account, onSearch, onPage, onRetry }: UserLossViewProps) {
  const { t } = useTranslation();
  const totals = view.status === 'ready' || view.status === 'empty' ? view.answer.totals : null;
  const label = (key: string) => t(`agentCentre.userLoss.column.${key}`);
  const columns: Column<Row>[] = [
    {
      key: 'account',
      label: label('account'),
      render: (row) => (
        <span className="ac-who">
          <span className="mc-cell-main">{row.account}</span>
          <span className="ac-level">{t('agentCentre.level', { level: row.level })}</span>
        </span>
      ),
    },
    { key: 'bets', label: label('bets'), align: 'end', render: (row) => row.bets },
    { key: 'stake', label: label('stake'), align: 'end', render: (row) => <MoneyText value={row.stake} size="sm" /> },
    { key: 'payout', label: label('payout'), align: 'end', render: (row) => <MoneyText value={row.payout} size="sm" /> },
    { key: 'profit', label: label('profit'), align: 'end', render: (row) => <SignedAmount amount={row.profit} /> },
    { key: 'deposits', label: label('deposits'), align: 'end', render: (row) => <MoneyText value={row.deposits} size="sm" /> },
    { key: 'withdrawals', label: label('withdrawals'), align: 'end', render: (row) => <MoneyText value={row.withdrawals} size="sm" /> },
    { key: 'bonus', label: label('bonus'), align: 'end', render: (row) => <MoneyText value={row.bonus} size="sm" /> },
  ];
  return (
    <RecordsPane period={period} testId="user-loss" aside={<AccountSearch value={account} onSearch={onSearch} testId="loss-search" />}>
      <SummaryStrip
        testId="user-loss-totals"
        figures={[
          { key: 'bets', label: label('bets'), value: totals ? totals.bets : '—' },
          ...moneyKeys.map((key) => ({ key, label: label(key), value: totals ? <MoneyText value={totals[key]} /> : '—' })),
          { key: 'profit', label: label('profit'), value: totals ? <SignedAmount amount={totals.profit} testId="user-loss-total-profit" /> : '—' },
        ]}
      />
      <Panel title={t('agentCentre.userLoss.table')} icon="percent">
        <RecordsTable
          view={view}
          columns={columns}
          rowKey={(row) => row.account}
          testId="user-loss-rows"
          onPage={onPage}
          onRetry={onRetry}
          empty={{ icon: 'percent', title: t('agentCentre.userLoss.empty'), text: t('memberCentre.records.empty.text') }}
        />
      </Panel>
    </RecordsPane>
  );
}
