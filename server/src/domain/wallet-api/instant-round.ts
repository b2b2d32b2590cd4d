/**
 * POST /wallet/v1/round: a round whose result the provider knows when it
 * stakes (a spin, a duel), its stake and its payout in one call, as
 * seamless wallets offer for instant games ("bet and win"). It is the bet
 * and the closing win of bet.ts and win.ts done in one transaction: the same
 * checks (an open session, a game the provider may serve, a new round, the
 * player's limits, breaks and bonus wagering through the movements), the same
 * ledger keys (`bet:<round>`, `payout:<round>`), and the same two kept calls,
 * so a /win sent later with the win's transaction id answers as its replay.
 * A refused stake keeps nothing, the payout included: the provider shows the
 * refusal, never the outcome it drew.
 */
import { fromCents, toCents } from '../money';
import { roundTaken } from './bet';
import type { WalletContext } from './context';
import { walletError } from './errors';
import { runMoneyCall, type CallResult, type FramedCall } from './money-call';
import type { RoundPlayer } from './rounds';
import { settleInstantRound } from './settled-round';
import { stakeRefusal } from './stake-refusal';
import { fingerprintOf, recordCalls, roundCalls } from './transactions';

export interface InstantRoundInput {
  requestId: string;
  /** The bet's transaction id; the call is kept under it. */
  transactionId: string;
  winTransactionId: string;
  token: string;
  roundId: string;
  gameCode: string;
  amount: string;
  win: string;
  detail?: Record<string, unknown>;
}

export async function playInstantRound(context: WalletContext, input: InstantRoundInput): Promise<CallResult> {
  const { providerId, now } = context;
  const stakeCents = toCents(input.amount);
  const payoutCents = toCents(input.win);
  const call: FramedCall & { alsoTransaction: string } = {
    providerId,
    requestId: input.requestId,
    transactionId: input.transactionId,
    kind: 'bet',
    roundId: input.roundId,
    fingerprint: fingerprintOf(['round', input.roundId, input.gameCode, stakeCents.toString(), payoutCents.toString()]),
    alsoTransaction: input.winTransactionId,
    session: { token: input.token, now },
  };
  // The win is kept as /win would keep a closing win, so that call sent later is its replay.
  const winCall = { ...call, requestId: null, transactionId: input.winTransactionId, kind: 'win' as const, fingerprint: fingerprintOf(['win', input.roundId, payoutCents.toString(), true]) };
  const currency = await context.currency();
  let player: RoundPlayer | undefined;
  try {
    return await runMoneyCall(
      context,
      call,
      async (tx, seen, openSession) => {
        if (roundCalls(seen, input.roundId).bet) throw roundTaken();
        if (input.winTransactionId === input.transactionId || seen.some((row) => row.transactionId === input.winTransactionId)) throw walletError.conflict();
        const session = await openSession();
        player = session;
        const game = await context.allowedGame(tx, providerId, input.gameCode);
        const result = { betCents: stakeCents, payoutCents, detail: input.detail ?? {} };
        const balance = await settleInstantRound(tx, { session, game, roundId: input.roundId, now, result });
        const win = fromCents(payoutCents);
        const answer = { transactionId: input.transactionId, winTransactionId: input.winTransactionId, roundId: input.roundId, gameCode: game.code, win, balance, currency };
        const winAnswer = { transactionId: input.winTransactionId, roundId: input.roundId, amount: win, roundClosed: true, balance, currency };
        await recordCalls(tx, [
          { call, memberId: session.memberId, cents: stakeCents, answer, now },
          { call: winCall, memberId: session.memberId, cents: payoutCents, answer: winAnswer, now },
        ]);
        return answer;
      },
      roundTaken,
    );
  } catch (error) {
    throw await stakeRefusal(context, error, player, currency);
  }
}
