/** Wallet calls of the member centre: the wallets, transfers between them and recall-all. */
import { calls } from '../../../../src/services/calls';
import { walletRecallInputSchema, walletTransferInputSchema } from '../../../../src/services/schemas/funds';
import { merchantWallet, recallAll, transferBetweenWallets } from '../../domain/funds/wallets';
import { defineRoute, noInput, type CallRoute } from '../../http/call-route';
import { memberOf } from './member';

export const walletFundsRoutes: CallRoute<any>[] = [
  defineRoute({
    call: calls.merchantWallet,
    input: noInput,
    handle: ({ member, deps }) => merchantWallet(deps.db, memberOf(member).id),
  }),
  defineRoute({
    call: calls.walletTransfer,
    input: walletTransferInputSchema,
    handle: ({ input, member, deps }) => {
      const { requestId, ...transfer } = input;
      return transferBetweenWallets(deps.db, { memberId: memberOf(member).id, requestId, now: deps.clock.now() }, transfer);
    },
  }),
  defineRoute({
    call: calls.walletRecall,
    input: walletRecallInputSchema,
    handle: ({ input, member, deps }) => recallAll(deps.db, { memberId: memberOf(member).id, requestId: input.requestId, now: deps.clock.now() }),
  }),
];
