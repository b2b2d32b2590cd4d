/**
 * A settlement records page (dividend record, daily wages, hourly salary,
 * real-time salary): each period a contract was settled for, what the
 * team played, and what was paid or why nothing was. "Received" lists what
 * the agent was paid as the upline; "Team" what was paid on the contracts
 * of the agent's downlines.
 */
import { useTranslation } from 'react-i18next';
import type { RecordsView } from '../../machines/paged-records/paged-records.selectors';
import type { ContractKind, Settlement, SettlementList } from '../../services/schemas/contracts';
import type { Column } from '../member-centre/kit/data-table';
import { MoneyText } from '../member-centre/kit/money-text';
import { Panel } from '../member-centre/kit/panel';
import { StatusPill } from '../member-centre/kit/status-pill';
import { CategoryChips } from '../member-centre/records/record-filters';
import { RecordsPane, type PeriodControls } from '../member-centre/records/records-pane';
import { RecordsTable } from '../member-centre/records/records-table';
import { SignedAmount } from '../member-centre/records/signed-amount';
import { SummaryStrip } from '../member-centre/records/summary-strip';
import { formatSettlementPeriod } from '../member-centre/records/settlement-labels';
import './agent-centre.css';

export type SettlementRoleView = 'received' | 'team';

export interface SettlementsViewProps {
  kind: ContractKind;
  view: RecordsView<SettlementList>;
  period: PeriodControls;
  role: SettlementRoleView;
  onRole(role: SettlementRoleView): void;
  onPage(pageNo: number): void;
  onRetry(): void;
}

export function SettlementsView({ kind, view, period, role, onRole, onPage, onRetry }: SettlementsViewProps) {
  const { t, i18n } = useTranslation();
  const answer = view.status === 'ready' || view.status === 'empty' ? view.answer : null;
  const label = (key: string) => t(`agentCentre.settlements.column.${key}`);
  const reasonText = (reason: string) => t(`agentCentre.settlements.reason.${reason}`, { defaultValue: reason });
  const columns: Column<Settlement>[] = [
    {
      key: 'period',
      label: label('period'),
      render: (row) => (
        <>
          <span className="mc-cell-main">{formatSettlementPeriod(row.periodStart, row.periodEnd, i18n.language)}</span>
          <span className="mc-cell-sub">{t('agentCentre.settlements.contract', { id: row.contractId })}</span>
        </>
      ),
    },
    {
      key: 'parties',
      label: label('parties'),
      render: (row) => (
        <>
          <span className="mc-cell-main">{row.downline}</span>
          <span className="mc-cell-sub">{t('agentCentre.settlements.paidTo', { upline: row.upline })}</span>
        </>
      ),
    },
    { key: 'turnover', label: label('turnover'), align: 'end', render: (row) => <MoneyText value={row.turnover} size="sm" /> },
    ...(kind === 'dividend' ? [{ key: 'loss', label: label('teamLoss'), align: 'end' as const, render: (row: Settlement) => <MoneyText value={row.teamLoss} size="sm" /> }] : []),
    ...(kind === 'dividend' || kind === 'dailySalary' ? [{ key: 'active', label: label('active'), align: 'end' as const, render: (row: Settlement) => row.activeMembers }] : []),
    { key: 'amount', label: label('amount'), align: 'end', render: (row) => <SignedAmount amount={row.amount} testId="settlement-amount" /> },
    {
      key: 'status',
      label: label('status'),
      align: 'end',
      render: (row) =>
        row.status === 'paid' ? (
          <StatusPill tone="success">{t('agentCentre.settlements.status.paid')}</StatusPill>
        ) : (
          <span title={reasonText(row.reason)}>
            <StatusPill tone="info">{reasonText(row.reason)}</StatusPill>
          </span>
        ),
    },
  ];
  return (
    <RecordsPane
      period={period}
      testId={`settlements-${kind}`}
      aside={
        <CategoryChips
          label={t('agentCentre.settlements.role')}
          testId="settlement-role"
          value={role}
          onChange={(value) => onRole(value as SettlementRoleView)}
          options={[
            { value: 'received', label: t('agentCentre.settlements.roles.received') },
            { value: 'team', label: t('agentCentre.settlements.roles.team') },
          ]}
        />
      }
    >
      <SummaryStrip
        testId="settlements-summary"
        figures={[
          { key: 'count', label: t('agentCentre.settlements.summary.count'), value: answer ? answer.total : '—' },
          { key: 'amount', label: t(`agentCentre.settlements.summary.${role}`), value: answer ? <MoneyText value={answer.totalAmount} testId="settlements-total" /> : '—' },
        ]}
      />
      <Panel title={t(`agentCentre.settlements.table.${kind}`)} subtitle={t(`agentCentre.settlements.lead.${kind}`)} icon="receipt">
        <RecordsTable
          view={view}
          columns={columns}
          rowKey={(row) => row.id}
          testId="settlement-rows"
          onPage={onPage}
          onRetry={onRetry}
          empty={{ icon: 'receipt', title: t('agentCentre.settlements.empty'), text: t(`agentCentre.settlements.emptyText.${role}`) }}
        />
      </Panel>
    </RecordsPane>
  );
}
