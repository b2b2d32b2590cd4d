/** Reward centre and missions: available promotions, claims and applications, lucky draws, missions and their leaderboard. */
import { calls } from '../../../../src/services/calls';
import {
  missionClaimInputSchema,
  missionLeaderboardInputSchema,
  promotionClaimImageInputSchema,
  promotionClaimInputSchema,
  promotionClaimListInputSchema,
  raffleClaimInputSchema,
} from '../../../../src/services/schemas/rewards';
import { availablePromotions } from '../../domain/rewards/available-promotions';
import { missionLeaderboard } from '../../domain/rewards/leaderboard';
import { claimMission, missionSummary } from '../../domain/rewards/missions';
import { checkApplicationImages } from '../../domain/rewards/application-images';
import { memberClaimImage } from '../../domain/rewards/claim-images';
import { claimPromotion, promotionClaimList } from '../../domain/rewards/promotion-claims';
import { headers } from '../../../../src/services/headers';
import { catalogueLanguage } from '../../domain/games/language';
import { defineRoute, noInput, type CallRoute } from '../../http/call-route';

/** Promotion titles and covers are answered in the request's language. */
const languageOf = (c: { req: { header(name: string): string | undefined } }) => catalogueLanguage(c.req.header(headers.language));

export const rewardsRoutes: CallRoute<any>[] = [
  defineRoute({
    call: calls.availablePromotions,
    input: noInput,
    handle: ({ member, deps, c }) => availablePromotions(deps.db, member!.id, deps.clock.now(), languageOf(c)),
  }),
  defineRoute({
    call: calls.promotionClaimList,
    input: promotionClaimListInputSchema,
    handle: ({ member, deps, input, c }) => promotionClaimList(deps.db, member!.id, { ...input, language: languageOf(c) }),
  }),
  defineRoute({
    call: calls.promotionClaim,
    input: promotionClaimInputSchema,
    // The images' bytes are checked before the claim; only the data URLs are kept, under the claim's generated id.
    handle: ({ member, deps, input, c }) =>
      claimPromotion(deps.db, member!.id, 'promotionClaim', { ...input, images: checkApplicationImages(input.images), language: languageOf(c) }, deps.clock.now()),
  }),
  defineRoute({
    call: calls.promotionClaimImage,
    input: promotionClaimImageInputSchema,
    handle: ({ member, deps, input }) => memberClaimImage(deps.db, member!.id, input),
  }),
  defineRoute({
    call: calls.raffleClaim,
    input: raffleClaimInputSchema,
    handle: ({ member, deps, input, c }) => claimPromotion(deps.db, member!.id, 'raffleClaim', { ...input, language: languageOf(c) }, deps.clock.now()),
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
