/**
 * POST /wallet/v1/win: a round's payout (0 for a round that paid nothing),
 * closing the round when the provider says so. It settles what a bet
 * started, so it needs no open session: a win lands after the player's
 * session ended. One win per round; a rolled-back or closed round takes none.
 */
import { toCents } from '../money';
import { walletBalance } from './balances';
import type { WalletContext } from './context';
import { WalletError, walletError, walletErrorCodes } from './errors';
import { runMoneyCall, type CallResult } from './money-call';
import { notOpenBecause, roundStatus, settleRound } from './rounds';
import { fingerprintOf, gameCodeOfBet, recordCall, roundCalls, type MoneyCall } from './transactions';

export interface WinInput {
  requestId: string;
  transactionId: string;
  roundId: string;
  amount: string;
  closeRound: boolean;
  detail?: Record<string, unknown>;
}

export async function placeWin(context: WalletContext, input: WinInput): Promise<CallResult> {
  const { providerId, now } = context;
  const cents = toCents(input.amount);
  const call: MoneyCall = {
    providerId,
    requestId: input.requestId,
    transactionId: input.transactionId,
    kind: 'win',
    roundId: input.roundId,
    fingerprint: fingerprintOf(['win', input.roundId, cents.toString(), input.closeRound]),
  };
  const currency = await context.currency();
  return runMoneyCall(
    context,
    call,
    async (tx, seen) => {
      const { bet, won } = roundCalls(seen, input.roundId);
      if (!bet) throw walletError.roundNotFound();
      if (bet.status !== 'done') throw walletError.roundRolledBack();
      // A round paid already: closed by that win, or still open for its close.
      if (won) throw (await roundStatus(tx, input.roundId)) === 'settled' ? walletError.roundClosed() : new WalletError(walletErrorCodes.winExists, 409);
      const settled = await settleRound(tx, input.roundId, { gameCode: gameCodeOfBet(bet), payoutCents: cents, close: input.closeRound, detail: input.detail, now });
      if (!settled) throw await notOpenBecause(tx, input.roundId);
      const { round } = settled;
      const balance = settled.balance ?? (await walletBalance(tx, round));
      const answer = { transactionId: input.transactionId, roundId: input.roundId, amount: input.amount, roundClosed: input.closeRound, balance, currency };
      await recordCall(tx, call, { memberId: round.memberId, cents, answer, now });
      return answer;
    },
    walletError.conflict,
  );
}
