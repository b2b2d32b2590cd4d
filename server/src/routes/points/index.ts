/** Points calls: the member's point balance and the points mall (goods, redemptions, details, conversion). */
import { calls } from '../../../../src/services/calls';
import { headers } from '../../../../src/services/headers';
import {
  pointConvertInputSchema,
  pointDetailsInputSchema,
  pointRedeemHistoryInputSchema,
  pointRedeemInputSchema,
  pointRewardsInputSchema,
} from '../../../../src/services/schemas/points';
import { catalogueLanguage } from '../../domain/games/language';
import { pointBalanceOf } from '../../domain/points';
import { convertPoints, pointConfig, pointDetails, redeemHistory, redeemReward, rewardsList } from '../../domain/points/mall';
import { defineRoute, noInput, type CallRoute } from '../../http/call-route';
import { memberOf } from '../funds/member';


type Ctx = { c: { req: { header(name: string): string | undefined } } };
const languageOf = ({ c }: Ctx) => catalogueLanguage(c.req.header(headers.language), 'EN');

export const pointsRoutes: CallRoute<any>[] = [
  defineRoute({
    call: calls.pointBalance,
    input: noInput,
    handle: ({ member, deps }) => pointBalanceOf(deps.db, memberOf(member).id),
  }),
  defineRoute({
    call: calls.pointRewards,
    input: pointRewardsInputSchema,
    handle: (ctx) => rewardsList(ctx.deps.db, ctx.input, languageOf(ctx)),
  }),
  defineRoute({
    call: calls.pointRedeem,
    input: pointRedeemInputSchema,
    handle: (ctx) => redeemReward(ctx.deps.db, memberOf(ctx.member), ctx.input, ctx.deps.clock.now(), languageOf(ctx)),
  }),
  defineRoute({
    call: calls.pointRedeemHistory,
    input: pointRedeemHistoryInputSchema,
    handle: (ctx) => redeemHistory(ctx.deps.db, memberOf(ctx.member).id, ctx.input, languageOf(ctx)),
  }),
  defineRoute({
    call: calls.pointConfig,
    input: noInput,
    handle: ({ deps }) => pointConfig(deps.db),
  }),
  defineRoute({
    call: calls.pointDetails,
    input: pointDetailsInputSchema,
    handle: ({ member, deps, input }) => pointDetails(deps.db, memberOf(member).id, input),
  }),
  defineRoute({
    call: calls.pointConvert,
    input: pointConvertInputSchema,
    handle: ({ member, deps, input }) => convertPoints(deps.db, memberOf(member), input, deps.clock.now()),
  }),
];
