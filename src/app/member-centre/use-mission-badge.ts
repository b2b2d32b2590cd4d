/**
 * The missionLeaderboard menu badge (spec §2): the open-mission count,
 * asked when the centre opens, again when the member leaves the mission
 * page, and whenever the gateway says missions changed (a claim in another
 * tab, a mission completed by play).
 */
import { useEffect, useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { selectDetails } from '../../machines/centre-details/centre-details.selectors';
import type { MissionSummary } from '../../services/schemas/rewards';
import { useApp } from '../app-context';
import { useLiveTopics } from '../access/use-live-topics';
import { withInspection } from '../../inspection/create-inspected-actor';
import type { MemberCentrePage } from './centre-pages';
import { rewardsLogicFor } from './pages/rewards/rewards-logic';

export function useMissionBadge(page: MemberCentrePage): Partial<Record<MemberCentrePage, number>> {
  const summary = useActorRef(rewardsLogicFor(useApp().http).missionSummary, withInspection());
  const count = useSelector(summary, (snapshot) => {
    const data = selectDetails<MissionSummary>(snapshot).data;
    return data?.enabled ? data.count : 0;
  });
  useLiveTopics(['missions'], () => {
    if (summary.getSnapshot().matches('ready')) summary.send({ type: 'details.refresh' });
  });
  const previous = useRef(page);
  useEffect(() => {
    const left = previous.current === 'missionLeaderboard' && page !== 'missionLeaderboard';
    previous.current = page;
    if (left && summary.getSnapshot().matches('ready')) summary.send({ type: 'details.refresh' });
  }, [page, summary]);
  return useMemo(() => ({ missionLeaderboard: count }), [count]);
}
