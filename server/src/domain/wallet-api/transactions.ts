/**
 * A provider's money calls, each kept with the answer it got. A request id
 * or a transaction id seen before answers that first answer and moves
 * nothing; the same id with other content (another amount, round or game) is
 * a conflict, never a replay. A `void` bet row is a rollback that came first:
 * the bet it names is refused when it arrives.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db';
import { walletTransactions } from '../../db/schema';
import type { Tx } from '../ledger';
import { fromCents } from '../money';
import { WalletError, walletError, walletErrorCodes } from './errors';

export type MoneyKind = 'bet' | 'win' | 'rollback' | 'close';

export interface MoneyCall {
  providerId: string;
  requestId: string;
  transactionId: string;
  kind: MoneyKind;
  roundId: string;
  /** What the call asks for, beyond its ids: equal fingerprints make a replay. */
  fingerprint: string;
}

export type WalletAnswer = Record<string, unknown>;

export const fingerprintOf = (parts: readonly unknown[]): string => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

export type StoredTransaction = typeof walletTransactions.$inferSelect;

/**
 * What the wallet already holds about a call, in one read: rows with its
 * transaction id or request id (a replay, or a conflict), and the round's
 * bet and win. A rollback also names its bet's transaction id.
 */
export async function seenCalls(db: Db | Tx, call: MoneyCall, alsoTransaction?: string): Promise<StoredTransaction[]> {
  // Named (one text per shape): PostgreSQL parses and plans it once per connection.
  const name = alsoTransaction ? 'wallet_calls_seen_2' : 'wallet_calls_seen_1';
  return db
    .select()
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.providerId, call.providerId),
        or(
          inArray(walletTransactions.transactionId, alsoTransaction ? [call.transactionId, alsoTransaction] : [call.transactionId]),
          eq(walletTransactions.requestId, call.requestId),
          and(eq(walletTransactions.roundId, call.roundId), inArray(walletTransactions.kind, ['bet', 'win'])),
        ),
      ),
    )
    .prepare(name)
    .execute();
}

/** The first answer to this call among the rows seen, or null when it is new; throws when the ids say it is a different call. */
export function earlierAnswer(seen: readonly StoredTransaction[], call: MoneyCall): WalletAnswer | null {
  const byTransaction = seen.find((row) => row.transactionId === call.transactionId);
  const byRequest = seen.find((row) => row.requestId === call.requestId);
  if (byRequest && byRequest !== byTransaction) throw walletError.conflict();
  if (!byTransaction) return null;
  if (byTransaction.status === 'void') throw call.kind === 'bet' ? new WalletError(walletErrorCodes.betRolledBack, 409) : walletError.conflict();
  if (byTransaction.kind !== call.kind || byTransaction.fingerprint !== call.fingerprint) throw walletError.conflict();
  return byTransaction.answer;
}

/** The round's bet (whatever became of it) and whether it has a win, among the rows seen. */
export function roundCalls(seen: readonly StoredTransaction[], roundId: string): { bet: StoredTransaction | null; won: boolean } {
  const ofRound = seen.filter((row) => row.roundId === roundId);
  return { bet: ofRound.find((row) => row.kind === 'bet') ?? null, won: ofRound.some((row) => row.kind === 'win') };
}

export interface CallRecord {
  /** A call's second movement (the win of an instant round) keeps no request id of its own: the request is its bet's. */
  call: Omit<MoneyCall, 'requestId'> & { requestId: string | null };
  memberId: number | null;
  cents: bigint;
  answer: WalletAnswer;
  targetTransactionId?: string;
  now: number;
}

/** Keeps calls with their answers, in one statement however many. */
export async function recordCalls(tx: Tx, records: readonly CallRecord[]): Promise<void> {
  const rows = records.map(({ call, ...row }) => ({
    providerId: call.providerId,
    transactionId: call.transactionId,
    requestId: call.requestId,
    kind: call.kind,
    roundId: call.roundId,
    memberId: row.memberId,
    amount: fromCents(row.cents),
    targetTransactionId: row.targetTransactionId ?? null,
    fingerprint: call.fingerprint,
    answer: row.answer,
    createdAt: row.now,
  }));
  // Named by the row count, the one thing that changes its text.
  await tx.insert(walletTransactions).values(rows).prepare(`wallet_calls_record_${rows.length}`).execute();
}

export async function recordCall(
  tx: Tx,
  call: MoneyCall,
  row: { memberId: number | null; cents: bigint; answer: WalletAnswer; targetTransactionId?: string; now: number },
): Promise<void> {
  await recordCalls(tx, [{ call, ...row }]);
}

/** The game a round was staked on, as its bet's answer names it. */
export const gameCodeOfBet = (bet: StoredTransaction): string => String(bet.answer.gameCode ?? '');
