/**
 * Downline management: the agent's downlines (direct ones or the whole
 * team, searchable by account) with their level, balance, team size and
 * contracts, and below them the transfer to the downlines ticked in the
 * list, which stay ticked from page to page.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordsView } from '../../machines/paged-records/paged-records.selectors';
import type { Downline, Downlines } from '../../services/schemas/agent';
import { Panel } from '../member-centre/kit/panel';
import { EmptyRows } from '../member-centre/kit/states';
import { CategoryChips } from '../member-centre/records/record-filters';
import { RecordsTable } from '../member-centre/records/records-table';
import '../member-centre/records/records.css';
import { AccountSearch } from './account-search';
import { useDownlineColumns } from './downline-table';
import './agent-centre.css';

export interface DownlineManagementViewProps {
  view: RecordsView<Downlines>;
  account: string;
  scope: 'direct' | 'all';
  selected: ReadonlySet<number>;
  onSearch(account: string): void;
  onScope(scope: 'direct' | 'all'): void;
  onToggle(downline: Downline): void;
  onToggleAll(rows: Downline[], select: boolean): void;
  onPage(pageNo: number): void;
  onRetry(): void;
  rowActions?: (downline: Downline) => ReactNode;
  /** The transfer form, or its answer, for the ticked downlines. */
  transfer: ReactNode;
  pickedCount: number;
}

export function DownlineManagementView(props: DownlineManagementViewProps) {
  const { view, account, scope, selected, onSearch, onScope, onToggle, onToggleAll, onPage, onRetry, rowActions, transfer, pickedCount } = props;
  const { t } = useTranslation();
  const rows = view.status === 'ready' ? view.answer.list : [];
  const columns = useDownlineColumns({ selected, onToggle, onToggleAll, rows, rowActions });
  return (
    <div className="mc-stack" data-testid="downline-management">
      <div className="mc-toolbar" style={{ marginBottom: 0 }}>
        <CategoryChips
          label={t('agentCentre.downlineManagement.scope')}
          testId="scope"
          value={scope}
          onChange={(value) => onScope(value as 'direct' | 'all')}
          options={[
            { value: 'direct', label: t('agentCentre.downlineManagement.scopes.direct') },
            { value: 'all', label: t('agentCentre.downlineManagement.scopes.all') },
          ]}
        />
        <AccountSearch value={account} onSearch={onSearch} testId="downline-search" />
      </div>
      <Panel title={t('agentCentre.downlineManagement.list')} icon="users">
        <RecordsTable
          view={view}
          columns={columns}
          rowKey={(row) => row.id}
          testId="downlines"
          onPage={onPage}
          onRetry={onRetry}
          empty={{ icon: 'users', title: t(account ? 'agentCentre.downlineManagement.empty.search' : 'agentCentre.downlineManagement.empty.title'), text: t('agentCentre.downlineManagement.empty.text') }}
        />
      </Panel>
      <Panel
        title={t('agentCentre.downlineManagement.transferTitle')}
        subtitle={t('agentCentre.downlineManagement.transferLead')}
        icon="wallet"
        testId="downline-transfer"
        actions={pickedCount > 0 ? <span className="mc-pill mc-pill--pending">{t('agentCentre.downlineManagement.picked', { count: pickedCount })}</span> : null}
      >
        {transfer ?? <EmptyRows icon="wallet" title={t('agentCentre.downlineManagement.noneTicked.title')} text={t('agentCentre.downlineManagement.noneTicked.text')} testId="transfer-none" />}
      </Panel>
    </div>
  );
}
