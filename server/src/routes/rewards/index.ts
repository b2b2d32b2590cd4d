/** Reward centre and missions: available promotions, claims and applications, lucky draws, missions and their leaderboard. */
import { calls } from '../../../../src/services/calls';
import {
  missionClaimInputSchema,
  missionLeaderboardInputSchema,
  promotionClaimInputSchema,
  promotionClaimListInputSchema,
  raffleClaimInputSchema,
} from '../../../../src/services/schemas/rewards';
import { availablePromotions } from '../../domain/rewards/available-promotions';
import { missionLeaderboard } from '../../domain/rewards/leaderboard';
import { claimMission, missionSummary } from '../../domain/rewards/missions';
import { claimPromotion, promotionClaimList } from '../../domain/rewards/promotion-claims';
import { defineRoute, noInput, type CallRoute } from '../../http/call-route';

export const rewardsRoutes: CallRoute<any>[] = [
  defineRoute({
    call: calls.availablePromotions,
    input: noInput,
    handle: ({ member, deps }) => availablePromotions(deps.db, member!.id, deps.clock.now()),
  }),
  defineRoute({
    call: calls.promotionClaimList,
    input: promotionClaimListInputSchema,
    handle: ({ member, deps, input }) => promotionClaimList(deps.db, member!.id, input),
  }),
  defineRoute({
    call: calls.promotionClaim,
    input: promotionClaimInputSchema,
    handle: ({ member, deps, input }) => claimPromotion(deps.db, member!.id, 'promotionClaim', input, deps.clock.now()),
  }),
  defineRoute({
    call: calls.raffleClaim,
    input: raffleClaimInputSchema,
    handle: ({ member, deps, input }) => claimPromotion(deps.db, member!.id, 'raffleClaim', input, deps.clock.now()),
  }),
  defineRoute({
    call: calls.missionSummary,
    input: noInput,
    handle: ({ member, deps }) => missionSummary(deps.db, member!.id, deps.clock.now()),
  }),
  defineRoute({
    call: calls.missionClaim,
    input: missionClaimInputSchema,
    handle: ({ member, deps, input }) => claimMission(deps.db, member!.id, input, deps.clock.now()),
  }),
  defineRoute({
    call: calls.missionLeaderboard,
    input: missionLeaderboardInputSchema,
    handle: ({ member, deps, input }) => missionLeaderboard(deps.db, member!.id, input.period, deps.clock.now()),
  }),
];
