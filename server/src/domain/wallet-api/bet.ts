/**
 * POST /wallet/v1/bet: a round's stake. The session must be open (a bet
 * keeps it alive), the game one the provider may serve, the round new; the
 * stake, the bets row and the answer commit together. A balance that cannot
 * cover the stake refuses it with the balance, and nothing is kept of it: the
 * same transaction may be sent again once the player has the money.
 */
import { toCents } from '../money';
import type { WalletContext } from './context';
import { WalletError, walletErrorCodes } from './errors';
import { runMoneyCall, type CallResult, type FramedCall } from './money-call';
import { openRound, type RoundPlayer } from './rounds';
import { stakeRefusal } from './stake-refusal';
import { fingerprintOf, recordCall, roundCalls } from './transactions';

export interface BetInput {
  requestId: string;
  transactionId: string;
  token: string;
  roundId: string;
  gameCode: string;
  amount: string;
  detail?: Record<string, unknown>;
}

export const roundTaken = () => new WalletError(walletErrorCodes.roundExists, 409);

export async function placeBet(context: WalletContext, input: BetInput): Promise<CallResult> {
  const { providerId, now } = context;
  const cents = toCents(input.amount);
  const call: FramedCall = {
    providerId,
    requestId: input.requestId,
    transactionId: input.transactionId,
    kind: 'bet',
    roundId: input.roundId,
    fingerprint: fingerprintOf(['bet', input.roundId, input.gameCode, cents.toString()]),
    session: { token: input.token, now },
  };
  const currency = await context.currency();
  let player: RoundPlayer | undefined;
  try {
    return await runMoneyCall(
      context,
      call,
      async (tx, seen, openSession) => {
        // A round with a bet already (another transaction id, or one rolled back and removed) takes no other.
        if (roundCalls(seen, input.roundId).bet) throw roundTaken();
        const session = await openSession();
        player = session;
        const game = await context.allowedGame(tx, providerId, input.gameCode);
        // Another provider's round of the same id collides on the unique keys, and the frame answers round.exists.
        const balance = await openRound(tx, { player: session, game, roundId: input.roundId, stakeCents: cents, detail: input.detail, now });
        const answer = { transactionId: input.transactionId, roundId: input.roundId, gameCode: game.code, balance, currency };
        await recordCall(tx, call, { memberId: session.memberId, cents, answer, now });
        return answer;
      },
      roundTaken,
    );
  } catch (error) {
    throw await stakeRefusal(context, error, player, currency);
  }
}
