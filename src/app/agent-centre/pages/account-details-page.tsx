/** Account details: the team's ledger rows of the period, by account and kind. */
import { AccountDetailsView } from '../../../components/agent-centre/account-details-view';
import type { AccountDetails } from '../../../services/schemas/agent';
import { useRecords } from '../../member-centre/pages/wiring/use-records';
import { useListFilter } from './use-list-filter';
import { useAgentLogic } from './wiring/use-agent-logic';

export default function AccountDetailsPage() {
  const records = useRecords<AccountDetails>(useAgentLogic().accountDetails);
  const filter = useListFilter(records.view.query.filter, records.onFilter);
  return (
    <AccountDetailsView
      view={records.view}
      period={records.period}
      account={filter.values.account ?? ''}
      kind={filter.values.kind ?? ''}
      onSearch={(account) => filter.set('account', account)}
      onKind={(kind) => filter.set('kind', kind)}
      onPage={records.onPage}
      onRetry={records.onRetry}
    />
  );
}
