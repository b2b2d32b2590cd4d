/**
 * Rounds a provider opened and never finished (it died, or lost the round
 * between its bet and its win): after `olderThanMs`, the gateway ends them
 * itself, as the provider would have. A round with no win is rolled back
 * (the stake refunded once, by the same refundRound a provider's rollback
 * uses, so a later rollback refunds nothing and a later win is refused); a
 * round that paid a win but was never closed is closed with what it paid.
 * Each is recorded as a wallet transaction of the provider's round
 * (`sweep:<roundId>`, no request id), so reconciliation shows who ended it.
 *
 * Claimed in the database: each round is taken in its own transaction with
 * `FOR UPDATE SKIP LOCKED` on its bets row, so two instances never end the
 * same round, and a provider call on that round waits for the sweep and then
 * finds it ended.
 */
import { and, asc, eq, exists, lt, sql } from 'drizzle-orm';
import { bets, walletTransactions } from '../../db/schema';
import type { GatewayDeps } from '../../http/context';
import { fromCents, toCents } from '../money';
import { refundRound, settleRound } from './rounds';
import { fingerprintOf, gameCodeOfBet } from './transactions';

export interface SweepOptions {
  /** How long a round may stay open: well past the longest round (a lottery ticket waits for its draw, ten minutes at most). */
  olderThanMs: number;
  /** Rounds ended per run at most; the rest wait for the next. */
  batchSize: number;
}

export const defaultSweepOptions: SweepOptions = { olderThanMs: 6 * 60 * 60_000, batchSize: 100 };

export interface SweepRun {
  rolledBack: number;
  closed: number;
  refunded: bigint;
}

type Deps = Pick<GatewayDeps, 'db' | 'clock'>;

/** Ends one abandoned round, if one is left that no other instance holds; says what became of it. */
async function sweepOne(deps: Deps, cutoff: number): Promise<{ kind: 'rollback' | 'close'; refunded: bigint } | null> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [round] = await tx
      .select({ roundId: bets.roundId })
      .from(bets)
      .where(
        and(
          eq(bets.status, 'open'),
          lt(bets.createdAt, cutoff),
          exists(tx.select({ one: sql`1` }).from(walletTransactions).where(and(eq(walletTransactions.roundId, bets.roundId), eq(walletTransactions.kind, 'bet')))),
        ),
      )
      .orderBy(asc(bets.createdAt))
      .limit(1)
      .for('update', { of: bets, skipLocked: true });
    if (!round) return null;
    const calls = await tx.select().from(walletTransactions).where(eq(walletTransactions.roundId, round.roundId));
    const bet = calls.find((call) => call.kind === 'bet' && call.status === 'done');
    if (!bet) return null;
    const won = calls.some((call) => call.kind === 'win');
    const gameCode = gameCodeOfBet(bet);
    const record = (kind: 'rollback' | 'close', cents: bigint, answer: Record<string, unknown>) =>
      tx.insert(walletTransactions).values({
        providerId: bet.providerId,
        transactionId: `sweep:${round.roundId}`,
        requestId: null,
        kind,
        roundId: round.roundId,
        memberId: bet.memberId,
        amount: fromCents(cents),
        targetTransactionId: kind === 'rollback' ? bet.transactionId : null,
        fingerprint: fingerprintOf(['sweep', kind, round.roundId]),
        answer: { ...answer, roundId: round.roundId, endedBy: 'gateway' },
        createdAt: now,
      });
    if (won) {
      const settled = await settleRound(tx, round.roundId, { gameCode, payoutCents: 0n, close: true, detail: { endedBy: 'gateway' }, now });
      if (!settled) return null;
      await record('close', 0n, {});
      return { kind: 'close', refunded: 0n };
    }
    const refunded = await refundRound(tx, round.roundId, { gameCode, now });
    if (!refunded) return null;
    const cents = toCents(refunded.round.stake);
    await tx.update(walletTransactions).set({ status: 'rolled_back' }).where(eq(walletTransactions.id, bet.id));
    await record('rollback', cents, { refunded: fromCents(cents), balance: refunded.balance });
    return { kind: 'rollback', refunded: cents };
  });
}

export async function sweepAbandonedRounds(deps: Deps, options: SweepOptions = defaultSweepOptions): Promise<SweepRun> {
  const cutoff = deps.clock.now() - options.olderThanMs;
  const run: SweepRun = { rolledBack: 0, closed: 0, refunded: 0n };
  for (let index = 0; index < options.batchSize; index++) {
    const ended = await sweepOne(deps, cutoff);
    if (!ended) break;
    if (ended.kind === 'rollback') run.rolledBack += 1;
    else run.closed += 1;
    run.refunded += ended.refunded;
  }
  return run;
}
