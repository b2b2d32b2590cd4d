/** User loss: each team member's profit and loss of the period. */
import { UserLossView } from '../../../components/agent-centre/user-loss-view';
import type { UserLoss } from '../../../services/schemas/agent';
import { useRecords } from '../../member-centre/pages/wiring/use-records';
import { useListFilter } from './use-list-filter';
import { useAgentLogic } from './wiring/use-agent-logic';

export default function UserLossPage() {
  const records = useRecords<UserLoss>(useAgentLogic().userLoss);
  const filter = useListFilter(records.view.query.filter, records.onFilter);
  return (
    <UserLossView
      view={records.view}
      period={records.period}
      account={filter.values.account ?? ''}
      onSearch={(account) => filter.set('account', account)}
      onPage={records.onPage}
      onRetry={records.onRetry}
    />
  );
}
