/** Credit report: the agent's main wallet day by day over the period. */
import { CreditReportView, type CreditReportViewProps } from '../../../components/agent-centre/credit-report-view';
import { useRecords } from '../../member-centre/pages/wiring/use-records';
import { useAgentLogic } from './wiring/use-agent-logic';

export default function CreditReportPage() {
  const records = useRecords<CreditReportViewProps['view']['answer']>(useAgentLogic().creditReport);
  return <CreditReportView view={records.view} period={records.period} onRetry={records.onRetry} />;
}
