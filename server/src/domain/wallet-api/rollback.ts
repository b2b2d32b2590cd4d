/**
 * POST /wallet/v1/rollback: the provider takes a bet back (its round could
 * not be played). The stake is refunded exactly once, however many
 * rollbacks name the bet; a rollback that arrives before its bet leaves the
 * bet's id void, so the bet is refused when it comes; a round that already
 * paid a win or closed cannot be rolled back. Like a win, it needs no open
 * session.
 */
import { eq } from 'drizzle-orm';
import { walletTransactions } from '../../db/schema';
import type { Tx } from '../ledger';
import { fromCents, toCents } from '../money';
import type { WalletContext } from './context';
import { walletError, walletErrorCodes } from './errors';
import { runMoneyCall, type CallResult } from './money-call';
import { notOpenBecause, refundRound } from './rounds';
import { fingerprintOf, gameCodeOfBet, recordCall, roundCalls, type MoneyCall, type StoredTransaction } from './transactions';

export interface RollbackInput {
  requestId: string;
  transactionId: string;
  roundId: string;
  betTransactionId: string;
}

interface Refund {
  memberId: number | null;
  cents: bigint;
  balance: string | null;
}

async function refundBet(tx: Tx, context: WalletContext, input: RollbackInput, seen: StoredTransaction[]): Promise<Refund> {
  const { providerId, now } = context;
  const bet = seen.find((row) => row.transactionId === input.betTransactionId);
  if (!bet) {
    // The bet has not arrived (or never will): its id is spent now, and the bet will be refused.
    await tx.insert(walletTransactions).values({
      providerId,
      transactionId: input.betTransactionId,
      kind: 'bet',
      roundId: input.roundId,
      status: 'void',
      fingerprint: 'void',
      createdAt: now,
    });
    return { memberId: null, cents: 0n, balance: null };
  }
  if (bet.kind !== 'bet' || bet.roundId !== input.roundId) throw walletError.conflict();
  // Rolled back already, by another rollback of this bet that got here first.
  if (bet.status !== 'done') return { memberId: bet.memberId, cents: 0n, balance: null };
  if (roundCalls(seen, bet.roundId).won) throw walletError.roundClosed();
  const refunded = await refundRound(tx, bet.roundId, { gameCode: gameCodeOfBet(bet), now });
  if (!refunded) {
    const why = await notOpenBecause(tx, bet.roundId);
    // Gone: a rollback of this bet under another id removed the round a moment ago.
    if (why.code === walletErrorCodes.roundRolledBack) return { memberId: bet.memberId, cents: 0n, balance: null };
    throw why;
  }
  const { round, balance } = refunded;
  await tx.update(walletTransactions).set({ status: 'rolled_back' }).where(eq(walletTransactions.id, bet.id));
  return { memberId: round.memberId, cents: toCents(round.stake), balance };
}

export async function rollBack(context: WalletContext, input: RollbackInput): Promise<CallResult> {
  const call: MoneyCall & { alsoTransaction: string } = {
    alsoTransaction: input.betTransactionId,
    providerId: context.providerId,
    requestId: input.requestId,
    transactionId: input.transactionId,
    kind: 'rollback',
    roundId: input.roundId,
    fingerprint: fingerprintOf(['rollback', input.roundId, input.betTransactionId]),
  };
  const currency = await context.currency();
  return runMoneyCall(
    context,
    call,
    async (tx, seen) => {
      const refund = await refundBet(tx, context, input, seen);
      // The balance is known when this rollback moved money; one that refunded nothing answers none.
      const answer = { transactionId: input.transactionId, roundId: input.roundId, refunded: fromCents(refund.cents), balance: refund.balance, currency };
      await recordCall(tx, call, { memberId: refund.memberId, cents: refund.cents, answer, targetTransactionId: input.betTransactionId, now: context.now });
      return answer;
    },
    walletError.conflict,
  );
}
