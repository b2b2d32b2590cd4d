/** My income: the agent's salary, dividend and rebate of the period. */
import { MyIncomeView } from '../../../components/agent-centre/my-income-view';
import type { AgentIncome } from '../../../services/schemas/agent';
import { useRecords } from '../../member-centre/pages/wiring/use-records';
import { useListFilter } from './use-list-filter';
import { useAgentLogic } from './wiring/use-agent-logic';

export default function MyIncomePage() {
  const records = useRecords<AgentIncome>(useAgentLogic().income);
  const filter = useListFilter(records.view.query.filter, records.onFilter);
  return (
    <MyIncomeView view={records.view} period={records.period} kind={filter.values.kind ?? ''} onKind={(kind) => filter.set('kind', kind)} onPage={records.onPage} onRetry={records.onRetry} />
  );
}
