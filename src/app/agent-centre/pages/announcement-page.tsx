/** Announcement: the agent notices, newest and pinned first, page by page. */
import { AnnouncementView } from '../../../components/agent-centre/announcement-view';
import type { AgentAnnouncements } from '../../../services/agent.api';
import { useRecords } from '../../member-centre/pages/wiring/use-records';
import { useAgentLogic } from './wiring/use-agent-logic';

export default function AnnouncementPage() {
  const records = useRecords<AgentAnnouncements>(useAgentLogic().announcements, { dated: false });
  return <AnnouncementView view={records.view} onPage={records.onPage} onRetry={records.onRetry} />;
}
