/** Team overview, the centre's first page: the team's figures for a period of the date presets. */
import { TeamOverviewView, type TeamOverviewViewProps } from '../../../components/agent-centre/team-overview-view';
import { useRecords } from '../../member-centre/pages/wiring/use-records';
import { useAgentLogic } from './wiring/use-agent-logic';

export default function AgentTeamOverviewPage() {
  const records = useRecords<TeamOverviewViewProps['view']['answer']>(useAgentLogic().teamOverview);
  return <TeamOverviewView view={records.view} period={records.period} onRetry={records.onRetry} />;
}
