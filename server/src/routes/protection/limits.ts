/** Safer play limits: the member's limits with what each window has used, setting one, confirming or cancelling a waiting raise. */
import { calls } from '../../../../src/services/calls';
import { limitTargetSchema, setLimitInputSchema } from '../../../../src/services/schemas/limits';
import { cancelPendingLimit, confirmLimit, setLimit } from '../../domain/protection/limits/change-limit';
import { declineLimitOffer, limitsOf } from '../../domain/protection/limits/limits-view';
import { defineRoute, noInput, type CallRoute } from '../../http/call-route';

export const limitsRoutes: CallRoute<any>[] = [
  defineRoute({ call: calls.playerLimits, input: noInput, handle: ({ member, deps }) => limitsOf(deps.db, member!.id, deps.clock.now()) }),
  defineRoute({ call: calls.playerLimitSet, input: setLimitInputSchema, handle: ({ member, deps, input }) => setLimit(deps.db, member!.id, input, deps.clock.now()) }),
  defineRoute({ call: calls.playerLimitConfirm, input: limitTargetSchema, handle: ({ member, deps, input }) => confirmLimit(deps.db, member!.id, input, deps.clock.now()) }),
  defineRoute({ call: calls.playerLimitCancel, input: limitTargetSchema, handle: ({ member, deps, input }) => cancelPendingLimit(deps.db, member!.id, input, deps.clock.now()) }),
  defineRoute({ call: calls.playerLimitOfferDecline, input: noInput, handle: ({ member, deps }) => declineLimitOffer(deps.db, member!.id, deps.clock.now()) }),
];
