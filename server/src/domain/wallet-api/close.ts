/**
 * POST /wallet/v1/round/close: the round is over with whatever it paid (a
 * lost lottery ticket at its draw, a round whose win did not close it). The
 * bets row settles, and with it the points and the VIP rank; like a win, it
 * needs no open session.
 */
import { walletBalance } from './balances';
import type { WalletContext } from './context';
import { walletError } from './errors';
import { runMoneyCall, type CallResult } from './money-call';
import { notOpenBecause, settleRound } from './rounds';
import { fingerprintOf, gameCodeOfBet, recordCall, roundCalls, type MoneyCall } from './transactions';

export interface CloseInput {
  requestId: string;
  transactionId: string;
  roundId: string;
  detail?: Record<string, unknown>;
}

export async function closeRound(context: WalletContext, input: CloseInput): Promise<CallResult> {
  const { providerId, now } = context;
  const call: MoneyCall = {
    providerId,
    requestId: input.requestId,
    transactionId: input.transactionId,
    kind: 'close',
    roundId: input.roundId,
    fingerprint: fingerprintOf(['close', input.roundId]),
  };
  const currency = await context.currency();
  return runMoneyCall(
    context,
    call,
    async (tx, seen) => {
      const { bet } = roundCalls(seen, input.roundId);
      if (!bet) throw walletError.roundNotFound();
      if (bet.status !== 'done') throw walletError.roundRolledBack();
      const settled = await settleRound(tx, input.roundId, { gameCode: gameCodeOfBet(bet), payoutCents: 0n, close: true, detail: input.detail, now });
      if (!settled) throw await notOpenBecause(tx, input.roundId);
      const { round } = settled;
      const answer = { transactionId: input.transactionId, roundId: input.roundId, balance: settled.balance ?? (await walletBalance(tx, round)), currency };
      await recordCall(tx, call, { memberId: round.memberId, cents: 0n, answer, now });
      return answer;
    },
    walletError.conflict,
  );
}
