/**
 * Actor bindings of the reward calls, shaped for the member-centre machines:
 * the promotion list and the mission summary are details (`centreDetails`),
 * the member's claims and the leaderboard are record lists (`pagedRecords`:
 * the filter is the claim status, or the leaderboard's period), and claims
 * are money requests (`moneyRequest`), so a lost answer is retried with the
 * same request id and never pays twice.
 */
import { fromPromise } from 'xstate';
import type { RecordsPage, RecordsQuery } from '../machines/paged-records/paged-records-query';
import type { HttpClient } from './http';
import { claimMission, claimPromotion, loadAvailablePromotions, loadMissionLeaderboard, loadMissionSummary, loadPromotionClaims, type ClaimValues } from './rewards.api';
import type { AvailablePromotions, LeaderboardPeriod, MissionClaimAnswer, MissionLeaderboard, MissionSummary, PromotionClaimAnswer, PromotionClaimStatus } from './schemas/rewards';

/** The leaderboard as one page of a record list; the whole answer rides along for the period and the caller's rank. */
export type LeaderboardPage = RecordsPage & { board: MissionLeaderboard };

interface Submission {
  requestId: string;
  values: Record<string, unknown>;
}

export function createRewardsActors({ http }: { http: HttpClient }) {
  return {
    availablePromotions: fromPromise<AvailablePromotions, void>(({ signal }) => loadAvailablePromotions({ http, signal })),
    promotionClaims: fromPromise<RecordsPage, RecordsQuery>(({ input, signal }) =>
      loadPromotionClaims({ http, signal }, { pageNo: input.pageNo, pageSize: input.pageSize, status: input.filter as PromotionClaimStatus | '' }),
    ),
    claimPromotion: fromPromise<PromotionClaimAnswer, Submission>(({ input, signal }) =>
      claimPromotion({ http, signal }, { ...(input.values as unknown as ClaimValues), requestId: input.requestId }),
    ),
    missionSummary: fromPromise<MissionSummary, void>(({ signal }) => loadMissionSummary({ http, signal })),
    claimMission: fromPromise<MissionClaimAnswer, Submission>(({ input, signal }) =>
      claimMission({ http, signal }, { requestId: input.requestId, missionId: Number(input.values.missionId) }),
    ),
    missionLeaderboard: fromPromise<LeaderboardPage, RecordsQuery>(async ({ input, signal }) => {
      const board = await loadMissionLeaderboard({ http, signal }, (input.filter || 'weekly') as LeaderboardPeriod);
      return { board, list: board.list, pageNo: 1, totalPages: 1, total: board.list.length } satisfies LeaderboardPage;
    }),
  };
}

export type RewardsActors = ReturnType<typeof createRewardsActors>;
