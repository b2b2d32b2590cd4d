/** Team betting: the team's bets of the period, by account and game category. */
import { TeamBettingView } from '../../../components/agent-centre/team-betting-view';
import type { TeamBetting } from '../../../services/schemas/agent';
import { useRecords } from '../../member-centre/pages/wiring/use-records';
import { useListFilter } from './use-list-filter';
import { useAgentLogic } from './wiring/use-agent-logic';

export default function TeamBettingPage() {
  const records = useRecords<TeamBetting>(useAgentLogic().teamBetting);
  const filter = useListFilter(records.view.query.filter, records.onFilter);
  return (
    <TeamBettingView
      view={records.view}
      period={records.period}
      account={filter.values.account ?? ''}
      category={filter.values.category ?? ''}
      onSearch={(account) => filter.set('account', account)}
      onCategory={(category) => filter.set('category', category)}
      onPage={records.onPage}
      onRetry={records.onRetry}
    />
  );
}
