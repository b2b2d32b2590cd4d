/**
 * My income (revenue report): what the agent earned in the period as
 * salary, dividend and rebate, as cards with their total, and each payment
 * below, filtered by kind.
 */
import { useTranslation } from 'react-i18next';
import type { RecordsView } from '../../machines/paged-records/paged-records.selectors';
import { incomeKinds, type AgentIncome } from '../../services/schemas/agent';
import type { IconName } from '../ui/icons';
import type { Column } from '../member-centre/kit/data-table';
import { MoneyText } from '../member-centre/kit/money-text';
import { Panel } from '../member-centre/kit/panel';
import { formatMoment } from '../member-centre/records/intl-dates';
import { KindSelect } from '../member-centre/records/record-filters';
import { RecordsPane, type PeriodControls } from '../member-centre/records/records-pane';
import { RecordsTable } from '../member-centre/records/records-table';
import { SignedAmount } from '../member-centre/records/signed-amount';
import { StatCard, type StatTone } from './stat-card';
import { referenceLabel } from '../member-centre/records/settlement-labels';
import './agent-centre.css';

type Row = AgentIncome['list'][number];

export interface MyIncomeViewProps {
  view: RecordsView<AgentIncome>;
  period: PeriodControls;
  kind: string;
  onKind(kind: string): void;
  onPage(pageNo: number): void;
  onRetry(): void;
}

const cards: { key: 'salary' | 'dividend' | 'rebate' | 'total'; icon: IconName; tone: StatTone }[] = [
  { key: 'salary', icon: 'star', tone: 'accent' },
  { key: 'dividend', icon: 'gift', tone: 'primary' },
  { key: 'rebate', icon: 'percent', tone: 'success' },
  { key: 'total', icon: 'spark', tone: 'primary' },
];

export function MyIncomeView({ view, period, kind, onKind, onPage, onRetry }: MyIncomeViewProps) {
  const { t, i18n } = useTranslation();
  const totals = view.status === 'ready' || view.status === 'empty' ? view.answer.totals : null;
  const kindLabel = (value: string) => t(`agentCentre.myIncome.kind.${value}`);
  const columns: Column<Row>[] = [
    { key: 'time', label: t('agentCentre.myIncome.column.time'), render: (row) => <span className="mc-cell-sub">{formatMoment(row.createdAt, i18n.language)}</span> },
    { key: 'kind', label: t('agentCentre.myIncome.column.kind'), render: (row) => <span className="mc-kind-tag">{kindLabel(row.kind)}</span> },
    { key: 'reference', label: t('agentCentre.myIncome.column.reference'), render: (row) => <span className="mc-cell-sub">{referenceLabel(row.reference, i18n.language, t)}</span> },
    { key: 'amount', label: t('agentCentre.myIncome.column.amount'), align: 'end', render: (row) => <SignedAmount amount={row.amount} /> },
  ];
  return (
    <RecordsPane
      period={period}
      testId="my-income"
      aside={<KindSelect testId="income-kind" value={kind} onChange={onKind} options={[{ value: '', label: t('memberCentre.records.filter.allKinds') }, ...incomeKinds.map((value) => ({ value, label: kindLabel(value) }))]} />}
    >
      <div className="mc-stat-cards">
        {cards.map((card) => (
          <StatCard
            key={card.key}
            icon={card.icon}
            tone={card.tone}
            label={t(`agentCentre.myIncome.card.${card.key}`)}
            testId={`income-${card.key}`}
            value={totals ? <MoneyText value={totals[card.key]} size="lg" /> : view.status === 'failed' ? '—' : null}
          />
        ))}
      </div>
      <Panel title={t('agentCentre.myIncome.table')} icon="spark">
        <RecordsTable
          view={view}
          columns={columns}
          rowKey={(row) => row.id}
          testId="income-rows"
          onPage={onPage}
          onRetry={onRetry}
          empty={{ icon: 'spark', title: t('agentCentre.myIncome.empty'), text: t('agentCentre.myIncome.emptyText') }}
        />
      </Panel>
    </RecordsPane>
  );
}
