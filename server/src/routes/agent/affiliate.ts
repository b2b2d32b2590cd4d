/** The affiliate application, a member's way to become an agent (the operator decides: operator.ts). */
import { calls } from '../../../../src/services/calls';
import { affiliateApplyInputSchema } from '../../../../src/services/schemas/agent';
import { affiliateApplication, applyForAffiliate } from '../../domain/agent/affiliate-application';
import { defineRoute, noInput, type CallRoute } from '../../http/call-route';
import { memberOf } from '../funds/member';

export const affiliateRoutes: CallRoute<any>[] = [
  defineRoute({
    call: calls.affiliateApplication,
    input: noInput,
    handle: ({ member, deps }) => affiliateApplication(deps.db, memberOf(member)),
  }),
  defineRoute({
    call: calls.affiliateApply,
    input: affiliateApplyInputSchema,
    handle: ({ input, member, deps }) => applyForAffiliate(deps.db, memberOf(member), input, deps.clock.now()),
  }),
];
