/** Confirmation of receipt of paid withdrawals: the waiting list and the member's answer. */
import { calls } from '../../../../src/services/calls';
import { withdrawalConfirmInputSchema } from '../../../../src/services/schemas/funds';
import { confirmWithdrawal, withdrawalConfirmations } from '../../domain/funds/confirmations';
import { defineRoute, noInput, type CallRoute } from '../../http/call-route';
import { memberOf } from './member';

export const confirmationRoutes: CallRoute<any>[] = [
  defineRoute({
    call: calls.withdrawalConfirmations,
    input: noInput,
    handle: ({ member, deps }) => withdrawalConfirmations(deps.db, memberOf(member).id, deps.clock.now()),
  }),
  defineRoute({
    call: calls.withdrawalConfirm,
    input: withdrawalConfirmInputSchema,
    handle: ({ input, member, deps }) => confirmWithdrawal(deps.db, memberOf(member).id, input, deps.clock.now()),
  }),
];
