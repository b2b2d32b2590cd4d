/** The header's session clock, from the reality check's last gateway answer; nothing until the first one. */
import { SessionClock } from '../../components/protection/session-clock';
import { useRealityCheckView } from './session-time-host';
import { useElapsed } from './use-elapsed';

export function SessionClockContainer({ previousAt }: { previousAt: number | null }) {
  const { time } = useRealityCheckView();
  const elapsedMs = useElapsed(time);
  return time ? <SessionClock elapsedMs={elapsedMs} previousAt={previousAt} /> : null;
}
