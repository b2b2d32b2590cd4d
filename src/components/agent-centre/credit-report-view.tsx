/**
 * Credit report: the agent's main wallet over the period, day by day
 * (newest first), from the opening balance through deposits, withdrawals,
 * transfers in and out, settlements and play to the closing balance.
 */
import { useTranslation } from 'react-i18next';
import type { RecordsView } from '../../machines/paged-records/paged-records.selectors';
import type { CreditReport } from '../../services/schemas/agent';
import type { Column } from '../member-centre/kit/data-table';
import { MoneyText } from '../member-centre/kit/money-text';
import { fromCents, toCents } from '../member-centre/kit/money';
import { Panel } from '../member-centre/kit/panel';
import { startOfDay } from '../member-centre/records/date-range';
import { RecordsPane, type PeriodControls } from '../member-centre/records/records-pane';
import { RecordsTable } from '../member-centre/records/records-table';
import { SignedAmount } from '../member-centre/records/signed-amount';
import { SummaryStrip } from '../member-centre/records/summary-strip';
import { formatDate } from './agent-dates';
import './agent-centre.css';

type Day = CreditReport['days'][number];

export interface CreditReportViewProps {
  view: RecordsView<{ list: Day[]; pageNo: number; totalPages: number; total: number; report?: CreditReport }>;
  period: PeriodControls;
  onRetry(): void;
}

const flows = ['deposits', 'withdrawals', 'transfersIn', 'transfersOut', 'settlements', 'play'] as const;

export function CreditReportView({ view, period, onRetry }: CreditReportViewProps) {
  const { t, i18n } = useTranslation();
  const report = view.status === 'ready' || view.status === 'empty' ? (view.answer.report ?? null) : null;
  const label = (key: string) => t(`agentCentre.creditReport.column.${key}`);
  const change = report ? fromCents((toCents(report.closing) ?? 0n) - (toCents(report.opening) ?? 0n)) : null;
  const columns: Column<Day>[] = [
    { key: 'date', label: label('date'), render: (row) => <span className="mc-cell-main ac-nowrap">{formatDate(startOfDay(row.date), i18n.language)}</span> },
    { key: 'opening', label: label('opening'), align: 'end', render: (row) => <MoneyText value={row.opening} size="sm" /> },
    ...flows.map((key) => ({ key, label: label(key), align: 'end' as const, render: (row: Day) => <SignedAmount amount={row[key]} /> })),
    { key: 'closing', label: label('closing'), align: 'end', render: (row) => <MoneyText value={row.closing} size="sm" /> },
  ];
  return (
    <RecordsPane period={period} testId="credit-report">
      <SummaryStrip
        testId="credit-summary"
        figures={[
          { key: 'opening', label: label('opening'), value: report ? <MoneyText value={report.opening} /> : '—' },
          { key: 'change', label: t('agentCentre.creditReport.change'), value: change ? <SignedAmount amount={change} /> : '—' },
          { key: 'closing', label: label('closing'), value: report ? <MoneyText value={report.closing} testId="credit-closing" /> : '—' },
        ]}
      />
      <Panel title={t('agentCentre.creditReport.table')} subtitle={t('agentCentre.creditReport.lead')} icon="wallet">
        <RecordsTable
          view={view}
          columns={columns}
          rowKey={(row) => row.date}
          testId="credit-days"
          onRetry={onRetry}
          empty={{ icon: 'wallet', title: t('agentCentre.creditReport.empty'), text: t('memberCentre.records.empty.text') }}
        />
      </Panel>
    </RecordsPane>
  );
}
