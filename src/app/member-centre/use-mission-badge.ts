/**
 * The missionLeaderboard menu badge (spec §2): the open-mission count,
 * asked when the centre opens and again on every page change, so a claim
 * on the mission page lowers it once the member moves on.
 */
import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { selectDetails } from '../../machines/centre-details/centre-details.selectors';
import type { MissionSummary } from '../../services/schemas/rewards';
import { useApp } from '../app-context';
import { withInspection } from '../../inspection/create-inspected-actor';
import type { MemberCentrePage } from './centre-pages';
import { rewardsLogicFor } from './pages/rewards/rewards-logic';

export function useMissionBadge(page: MemberCentrePage): Partial<Record<MemberCentrePage, number>> {
  const summary = useActorRef(rewardsLogicFor(useApp().http).missionSummary, withInspection());
  const count = useSelector(summary, (snapshot) => {
    const data = selectDetails<MissionSummary>(snapshot).data;
    return data?.enabled ? data.count : 0;
  });
  useEffect(() => {
    if (summary.getSnapshot().matches('ready')) summary.send({ type: 'details.refresh' });
  }, [page, summary]);
  return useMemo(() => ({ missionLeaderboard: count }), [count]);
}
