/**
 * Confirmation of receipt of paid withdrawals (spec §4, api-facts §7.7): the
 * list awaiting the member's answer, and the answer. Each takes the client
 * and the caller's abort signal and returns the validated answer.
 */
import type { ApiContext } from './session.api';
import {
  withdrawalConfirmationsSchema,
  withdrawalConfirmResultSchema,
  type WithdrawalConfirmations,
  type WithdrawalConfirmInput,
  type WithdrawalConfirmResult,
} from './schemas/funds';

export const loadWithdrawalConfirmations = ({ http, signal }: ApiContext): Promise<WithdrawalConfirmations> =>
  http.call('withdrawalConfirmations', { schema: withdrawalConfirmationsSchema, signal });

export const confirmWithdrawal = ({ http, signal }: ApiContext, input: WithdrawalConfirmInput): Promise<WithdrawalConfirmResult> =>
  http.call('withdrawalConfirm', { data: { ...input }, schema: withdrawalConfirmResultSchema, signal });
