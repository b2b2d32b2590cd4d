/**
 * A provider's money calls, each kept with the answer it got. A request id
 * or a transaction id seen before answers that first answer and moves
 * nothing; the same id with other content (another amount, round or game) is
 * a conflict, never a replay. A `void` bet row is a rollback that came first:
 * the bet it names is refused when it arrives.
 */
import { createHash } from 'node:crypto';
import { and, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { prepared, type Slots, type Statement } from '../../db/prepared';
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

const transactionColumns = getTableColumns(walletTransactions);

type SeenValues = { providerId: string; transactionId: string; alsoTransaction: string; requestId: string; roundId: string };

/** The rows a call's ids and round name: its transaction ids' and request id's rows (a replay, or a conflict), and the round's bet and win. */
export const seenWhere = ($: Slots<SeenValues>) =>
  and(
    eq(walletTransactions.providerId, $.providerId),
    or(
      sql`${walletTransactions.transactionId} in (${$.transactionId}, ${$.alsoTransaction})`,
      eq(walletTransactions.requestId, $.requestId),
      and(eq(walletTransactions.roundId, $.roundId), inArray(walletTransactions.kind, ['bet', 'win'])),
    ),
  );

const seenStatement = prepared<SeenValues>()('wallet_calls_seen', transactionColumns, (db, columns, $) => db.select(columns).from(walletTransactions).where(seenWhere($)));

/**
 * What the wallet already holds about a call, in one read: rows with its
 * transaction id or request id (a replay, or a conflict), and the round's
 * bet and win. A rollback also names its bet's transaction id.
 */
export async function seenCalls(db: Db | Tx, call: MoneyCall, alsoTransaction?: string): Promise<StoredTransaction[]> {
  const { providerId, transactionId, requestId, roundId } = call;
  // One text for both shapes: a call with one transaction id names it twice.
  return seenStatement(db, { providerId, transactionId, alsoTransaction: alsoTransaction ?? transactionId, requestId, roundId });
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

const recordFields = ['providerId', 'transactionId', 'requestId', 'kind', 'roundId', 'memberId', 'amount', 'targetTransactionId', 'fingerprint', 'answer', 'createdAt'] as const;
type RecordRow = Record<(typeof recordFields)[number], unknown>;
const recordStatements = new Map<number, Statement<Record<string, unknown>, Record<string, never>>>();

/** The insert of `count` calls, its slots named by field and row (`kind1`): one text, and one statement, per count. */
function recordStatement(count: number) {
  let statement = recordStatements.get(count);
  if (!statement) {
    statement = prepared<Record<string, unknown>>()(`wallet_calls_record_${count}`, {}, (db, _, $) =>
      db.insert(walletTransactions).values(Array.from({ length: count }, (_, index) => Object.fromEntries(recordFields.map((field) => [field, $[`${field}${index}`]])) as never)),
    );
    recordStatements.set(count, statement);
  }
  return statement;
}

/** Keeps calls with their answers, in one statement however many. */
export async function recordCalls(tx: Tx, records: readonly CallRecord[]): Promise<void> {
  const values: Record<string, unknown> = {};
  records.forEach(({ call, ...row }, index) => {
    const fields: RecordRow = {
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
    };
    for (const field of recordFields) values[`${field}${index}`] = fields[field];
  });
  await recordStatement(records.length)(tx, values);
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
