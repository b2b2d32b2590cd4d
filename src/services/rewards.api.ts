/**
 * Reward centre and mission calls: the promotions the member may claim with
 * their status, the member's claims, claims and applications, lucky draws,
 * missions with their progress, and the mission leaderboard.
 */
import type { ApiContext } from './session.api';
import {
  availablePromotionsSchema,
  missionClaimAnswerSchema,
  missionLeaderboardSchema,
  missionSummarySchema,
  promotionClaimAnswerSchema,
  promotionClaimListSchema,
  type AvailablePromotions,
  type LeaderboardPeriod,
  type MissionClaimAnswer,
  type MissionLeaderboard,
  type MissionSummary,
  type PromotionClaimAnswer,
  type PromotionClaimList,
  type PromotionClaimStatus,
} from './schemas/rewards';

export const loadAvailablePromotions = ({ http, signal }: ApiContext): Promise<AvailablePromotions> =>
  http.call('availablePromotions', { schema: availablePromotionsSchema, signal });

export const loadPromotionClaims = ({ http, signal }: ApiContext, input: { pageNo: number; pageSize: number; status?: PromotionClaimStatus | '' }): Promise<PromotionClaimList> => {
  const { status, ...page } = input;
  return http.call('promotionClaimList', { data: status ? { ...page, status } : page, schema: promotionClaimListSchema, signal });
};

export interface ClaimValues {
  promotionId: number;
  /** Lucky draws are joined through their own call. */
  raffle?: boolean;
  comment?: string;
  /** Data URLs of png or jpg images, for activities an operator reviews. */
  images?: string[];
}

export function claimPromotion({ http, signal }: ApiContext, input: ClaimValues & { requestId: string }): Promise<PromotionClaimAnswer> {
  const { raffle, requestId, promotionId, comment, images } = input;
  if (raffle) return http.call('raffleClaim', { data: { requestId, promotionId }, schema: promotionClaimAnswerSchema, signal });
  const application = comment || images?.length ? { comment: comment ?? '', images: images ?? [] } : {};
  return http.call('promotionClaim', { data: { requestId, promotionId, ...application }, schema: promotionClaimAnswerSchema, signal });
}

/** Also the centre menu's badge: `count` is the number of missions still open this period. */
export const loadMissionSummary = ({ http, signal }: ApiContext): Promise<MissionSummary> => http.call('missionSummary', { schema: missionSummarySchema, signal });

export const claimMission = ({ http, signal }: ApiContext, input: { requestId: string; missionId: number }): Promise<MissionClaimAnswer> =>
  http.call('missionClaim', { data: input, schema: missionClaimAnswerSchema, signal });

export const loadMissionLeaderboard = ({ http, signal }: ApiContext, period: LeaderboardPeriod): Promise<MissionLeaderboard> =>
  http.call('missionLeaderboard', { data: { period }, schema: missionLeaderboardSchema, signal });
