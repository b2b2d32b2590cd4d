/**
 * A stake's first statement: what the wallet already holds about the call
 * (seenCalls) and the player's session, used (its idle time reset, as
 * useSession does) in the same round trip. The session is touched even when
 * the call turns out to be a replay, which keeps it alive as a first copy
 * did; a refusal rolls the touch back with the rest of the transaction.
 */
import { getTableColumns, sql, type Column } from 'drizzle-orm';
import { prepared } from '../../db/prepared';
import { playSessions, walletTransactions } from '../../db/schema';
import type { Tx } from '../ledger';
import { closedReason, sessionIdleMs, type PlaySession } from './play-sessions';
import { hashSecret } from './secrets';
import { seenWhere, type MoneyCall, type StoredTransaction } from './transactions';

const callColumns = getTableColumns(walletTransactions);
const sessionColumns = getTableColumns(playSessions);
const prefixed = (prefix: string, columns: Record<string, Column>): Record<string, Column> =>
  Object.fromEntries(Object.entries(columns).map(([key, column]) => [`${prefix}${key}`, column]));
const qualified = (alias: string, columns: Record<string, Column>) =>
  sql.join(
    Object.values(columns).map((column) => sql`${sql.identifier(alias)}.${sql.identifier(column.name)}`),
    sql`, `,
  );

type Values = { providerId: string; transactionId: string; alsoTransaction: string; requestId: string; roundId: string; idHash: string; now: number; expiresAt: number };

// One row per call seen (or one row with none), each carrying the session when it is open.
const seenWithSession = prepared<Values>()(
  'wallet_calls_seen_session',
  { ...prefixed('call.', callColumns), ...prefixed('session.', sessionColumns) },
  (_, __, $) =>
    sql`with touched as (
      update ${playSessions} set expires_at = ${$.expiresAt}::bigint
      where id_hash = ${$.idHash}::text and expires_at > ${$.now}::bigint and portal_ends_at > ${$.now}::bigint returning *),
    seen as (select * from ${walletTransactions} where ${seenWhere($)})
    select ${qualified('seen', callColumns)}, ${qualified('touched', sessionColumns)}
    from (select 1) as one left join touched on true left join seen on true`,
);

const pick = <T>(row: Record<string, unknown>, prefix: string, keys: readonly string[]): T => Object.fromEntries(keys.map((key) => [key, row[`${prefix}${key}`]])) as T;
const callKeys = Object.keys(callColumns);
const sessionKeys = Object.keys(sessionColumns);

export interface SeenWithSession {
  seen: StoredTransaction[];
  /** The open session; its refusal (token.ended, token.expired, token.invalid) when it is not. */
  session(): Promise<PlaySession>;
}

export async function seenCallsWithSession(tx: Tx, call: MoneyCall, alsoTransaction: string | undefined, token: string, now: number): Promise<SeenWithSession> {
  const idHash = hashSecret(token);
  const { providerId, transactionId, requestId, roundId } = call;
  const rows = (await seenWithSession(tx, {
    providerId,
    transactionId,
    alsoTransaction: alsoTransaction ?? transactionId,
    requestId,
    roundId,
    idHash,
    now,
    expiresAt: now + sessionIdleMs,
  })) as Record<string, unknown>[];
  const seen = rows.filter((row) => row['call.id'] !== null).map((row) => pick<StoredTransaction>(row, 'call.', callKeys));
  const open = rows[0]?.['session.idHash'] ? pick<PlaySession>(rows[0], 'session.', sessionKeys) : null;
  return { seen, session: async () => open ?? Promise.reject(await closedReason(tx, idHash, now)) };
}
