/**
 * The four settlement records pages share this one: `agentSettlements`
 * asked with the page's contract kind, received by the agent or paid on
 * the team's contracts.
 */
import { SettlementsView, type SettlementRoleView } from '../../../components/agent-centre/settlements-view';
import type { ContractKind, SettlementList } from '../../../services/schemas/contracts';
import { useRecords } from '../../member-centre/pages/wiring/use-records';
import { settlementPageOf } from '../agent-pages';
import { useListFilter } from './use-list-filter';
import { useAgentLogic } from './wiring/use-agent-logic';

export function SettlementsPage({ kind }: { kind: ContractKind }) {
  const records = useRecords<SettlementList>(useAgentLogic()[settlementPageOf[kind]]);
  const filter = useListFilter(records.view.query.filter, records.onFilter);
  const role: SettlementRoleView = filter.values.role === 'team' ? 'team' : 'received';
  return (
    <SettlementsView
      kind={kind}
      view={records.view}
      period={records.period}
      role={role}
      onRole={(next) => filter.set('role', next === 'received' ? '' : next)}
      onPage={records.onPage}
      onRetry={records.onRetry}
    />
  );
}
