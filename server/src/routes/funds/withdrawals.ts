/** Withdrawal calls: settings, bank accounts, the payment password, requests and records, transfer to upline. */
import * as v from 'valibot';
import { calls } from '../../../../src/services/calls';
import {
  bankAccountInputSchema,
  pageInputEntries,
  paymentPasswordInputSchema,
  transferUplineInputSchema,
  withdrawInputSchema,
} from '../../../../src/services/schemas/funds';
import { addBankAccount, bankAccountsOf } from '../../domain/funds/bank-accounts';
import { setPaymentPassword } from '../../domain/funds/payment-password';
import { transferToUpline } from '../../domain/funds/transfer-upline';
import { requestWithdrawal, withdrawRecords, withdrawSettings } from '../../domain/funds/withdrawals';
import { defineRoute, noInput, type CallRoute } from '../../http/call-route';
import { memberOf } from './member';

export const withdrawalRoutes: CallRoute<any>[] = [
  defineRoute({
    call: calls.withdrawSettings,
    input: noInput,
    handle: ({ member, deps }) => withdrawSettings(deps.db, memberOf(member).id, deps.clock.now()),
  }),
  defineRoute({
    call: calls.bankAccounts,
    input: noInput,
    handle: ({ member, deps }) => bankAccountsOf(deps.db, memberOf(member).id),
  }),
  defineRoute({
    call: calls.bankAccountAdd,
    input: bankAccountInputSchema,
    handle: ({ input, member, deps }) => addBankAccount(deps.db, memberOf(member).id, input, deps.clock.now()),
  }),
  defineRoute({
    call: calls.paymentPassword,
    input: paymentPasswordInputSchema,
    handle: ({ input, member, deps }) => setPaymentPassword(deps.db, memberOf(member), input, deps.clock.now()),
  }),
  defineRoute({
    call: calls.withdraw,
    input: withdrawInputSchema,
    handle: ({ input, member, deps }) => {
      const { requestId, ...withdrawal } = input;
      return requestWithdrawal(deps.db, memberOf(member), { requestId, now: deps.clock.now() }, withdrawal);
    },
  }),
  defineRoute({
    call: calls.withdrawRecords,
    input: v.object(pageInputEntries),
    handle: ({ input, member, deps }) => withdrawRecords(deps.db, memberOf(member).id, input),
  }),
  defineRoute({
    call: calls.transferUpline,
    input: transferUplineInputSchema,
    handle: ({ input, member, deps }) => {
      const { requestId, ...transfer } = input;
      return transferToUpline(deps.db, memberOf(member), { requestId, now: deps.clock.now() }, transfer);
    },
  }),
];
