/**
 * The downline list (downline management): account and nickname, member or
 * agent, level below the agent, balance, team size, open contracts, when
 * they registered, and a tick box to include them in a transfer. Direct
 * downlines may get a row action (offering a contract) from the page.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { agentTypes } from '../../services/schemas/account';
import type { Downline } from '../../services/schemas/agent';
import type { Column } from '../member-centre/kit/data-table';
import { MoneyText } from '../member-centre/kit/money-text';
import { StatusPill } from '../member-centre/kit/status-pill';
import { formatDate } from './agent-dates';
import { ContractPills } from './contract-pills';
import './agent-centre.css';

export interface DownlineColumnsOptions {
  selected: ReadonlySet<number>;
  onToggle(downline: Downline): void;
  /** Tick or untick every row shown. */
  onToggleAll(rows: Downline[], select: boolean): void;
  rows: Downline[];
  /** Actions of a direct downline's row (offer a contract). */
  rowActions?: (downline: Downline) => ReactNode;
}

export function useDownlineColumns({ selected, onToggle, onToggleAll, rows, rowActions }: DownlineColumnsOptions): Column<Downline>[] {
  const { t, i18n } = useTranslation();
  const allTicked = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const columns: Column<Downline>[] = [
    {
      key: 'pick',
      label: (
        <input
          type="checkbox"
          className="ac-check"
          checked={allTicked}
          onChange={() => onToggleAll(rows, !allTicked)}
          aria-label={t('agentCentre.downlineManagement.pickAll')}
          data-testid="downline-pick-all"
        />
      ),
      render: (row) => (
        <input
          type="checkbox"
          className="ac-check"
          checked={selected.has(row.id)}
          onChange={() => onToggle(row)}
          aria-label={t('agentCentre.downlineManagement.pick', { account: row.account })}
          data-testid={`downline-pick-${row.account}`}
        />
      ),
    },
    {
      key: 'account',
      label: t('agentCentre.downlineManagement.column.account'),
      render: (row) => (
        <>
          <span className="mc-cell-main" data-testid="downline-row-account">
            {row.account}
          </span>
          <span className="mc-cell-sub ac-nowrap">{row.nickname && row.nickname !== row.account ? row.nickname : t('agentCentre.downlineManagement.upline', { upline: row.upline })}</span>
        </>
      ),
    },
    {
      key: 'type',
      label: t('agentCentre.downlineManagement.column.type'),
      render: (row) =>
        (agentTypes as readonly number[]).includes(row.type) ? <StatusPill tone="pending">{t('agentCentre.downlineManagement.agent')}</StatusPill> : <StatusPill tone="info">{t('agentCentre.downlineManagement.member')}</StatusPill>,
    },
    { key: 'level', label: t('agentCentre.downlineManagement.column.level'), align: 'center', render: (row) => <span className="ac-level">{t('agentCentre.level', { level: row.level })}</span> },
    { key: 'balance', label: t('agentCentre.downlineManagement.column.balance'), align: 'end', render: (row) => <MoneyText value={row.balance} size="sm" testId={`downline-balance-${row.account}`} /> },
    { key: 'team', label: t('agentCentre.downlineManagement.column.team'), align: 'end', render: (row) => row.teamSize },
    { key: 'contracts', label: t('agentCentre.downlineManagement.column.contracts'), render: (row) => <ContractPills contracts={row.contracts} /> },
    { key: 'registered', label: t('agentCentre.downlineManagement.column.registered'), render: (row) => <span className="mc-cell-sub ac-nowrap">{formatDate(row.registeredAt, i18n.language)}</span> },
  ];
  if (rowActions) columns.push({ key: 'actions', label: <span className="visually-hidden">{t('agentCentre.downlineManagement.column.actions')}</span>, align: 'end', render: (row) => <span className="ac-row-actions">{row.level === 1 ? rowActions(row) : null}</span> });
  return columns;
}
