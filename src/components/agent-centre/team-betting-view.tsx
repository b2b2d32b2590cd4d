/**
 * Team betting: the bets of every account in the agent's team within the
 * period, by account and game category, newest first, with the period's
 * count, stake, payout and the members' result above them.
 */
import { useTranslation } from 'react-i18next';
import type { RecordsView } from '../../machines/paged-records/paged-records.selectors';
import type { TeamBetting } from '../../services/schemas/agent';
import { gameCategories } from '../../services/schemas/games';
import type { Column } from '../member-centre/kit/data-table';
import { MoneyText } from '../member-centre/kit/money-text';
import { Panel } from '../member-centre/kit/panel';
import { StatusPill } from '../member-centre/kit/status-pill';
import { formatMoment } from '../member-centre/records/intl-dates';
import { KindSelect } from '../member-centre/records/record-filters';
import { RecordsPane, type PeriodControls } from '../member-centre/records/records-pane';
import { RecordsTable } from '../member-centre/records/records-table';
import { SignedAmount } from '../member-centre/records/signed-amount';
import { SummaryStrip } from '../member-centre/records/summary-strip';
import { AccountSearch } from './account-search';
import './agent-centre.css';

type Bet = TeamBetting['list'][number];

export interface TeamBettingViewProps {
  view: RecordsView<TeamBetting>;
  period: PeriodControls;
  account: string;
  category: string;
  onSearch(account: string): void;
  onCategory(category: string): void;
  onPage(pageNo: number): void;
  onRetry(): void;
}

export function TeamBettingView({ view, period, account, category, onSearch, onCategory, onPage, onRetry }: TeamBettingViewProps) {
  const { t, i18n } = useTranslation();
  const summary = view.status === 'ready' || view.status === 'empty' ? view.answer.summary : null;
  const categoryLabel = (value: string) => t(`memberCentre.records.category.${value}`, { defaultValue: value });
  const columns: Column<Bet>[] = [
    { key: 'time', label: t('agentCentre.teamBetting.column.time'), render: (row) => <span className="mc-cell-sub">{formatMoment(row.createdAt, i18n.language)}</span> },
    {
      key: 'account',
      label: t('agentCentre.teamBetting.column.account'),
      render: (row) => (
        <span className="ac-who">
          <span className="mc-cell-main">{row.account}</span>
          <span className="ac-level">{t('agentCentre.level', { level: row.level })}</span>
        </span>
      ),
    },
    {
      key: 'game',
      label: t('agentCentre.teamBetting.column.game'),
      render: (row) => (
        <>
          <span className="mc-cell-main">{row.gameName}</span>
          <span className="mc-cell-sub">
            {categoryLabel(row.category)} · {row.vendor} · {row.roundId}
          </span>
        </>
      ),
    },
    { key: 'stake', label: t('agentCentre.teamBetting.column.stake'), align: 'end', render: (row) => <MoneyText value={row.stake} size="sm" /> },
    { key: 'payout', label: t('agentCentre.teamBetting.column.payout'), align: 'end', render: (row) => <MoneyText value={row.payout} size="sm" /> },
    { key: 'profit', label: t('agentCentre.teamBetting.column.profit'), align: 'end', render: (row) => <SignedAmount amount={row.profit} /> },
    {
      key: 'status',
      label: t('agentCentre.teamBetting.column.status'),
      align: 'end',
      render: (row) => <StatusPill tone={row.status === 'settled' ? 'success' : 'pending'}>{t(`agentCentre.teamBetting.status.${row.status}`)}</StatusPill>,
    },
  ];
  return (
    <RecordsPane
      period={period}
      testId="team-betting"
      aside={
        <div className="ac-filters">
          <KindSelect
            label={t('memberCentre.records.filter.category')}
            testId="bet-category"
            value={category}
            onChange={onCategory}
            options={[{ value: '', label: t('memberCentre.records.filter.all') }, ...gameCategories.map((value) => ({ value, label: categoryLabel(value) }))]}
          />
          <AccountSearch value={account} onSearch={onSearch} testId="bet-search" />
        </div>
      }
    >
      <SummaryStrip
        testId="team-betting-summary"
        figures={[
          { key: 'count', label: t('agentCentre.teamBetting.summary.count'), value: summary ? summary.count : '—' },
          { key: 'stake', label: t('agentCentre.teamBetting.summary.stake'), value: summary ? <MoneyText value={summary.stake} /> : '—' },
          { key: 'payout', label: t('agentCentre.teamBetting.summary.payout'), value: summary ? <MoneyText value={summary.payout} /> : '—' },
          { key: 'profit', label: t('agentCentre.teamBetting.summary.profit'), value: summary ? <SignedAmount amount={summary.profit} /> : '—' },
        ]}
      />
      <Panel title={t('agentCentre.teamBetting.table')} icon="history">
        <RecordsTable
          view={view}
          columns={columns}
          rowKey={(row) => `${row.roundId}:${row.account}:${row.createdAt}`}
          testId="team-bets"
          onPage={onPage}
          onRetry={onRetry}
          empty={{ icon: 'history', title: t('agentCentre.teamBetting.empty'), text: t('memberCentre.records.empty.text') }}
        />
      </Panel>
    </RecordsPane>
  );
}
