/**
 * What a member has used of each limit kind over each rolling window, counted
 * from the ledger (and, for deposits asked for but not yet credited, the
 * waiting deposit requests), so every gateway instance counts alike. One
 * indexed read of the ledger (ledger_member_idx: member, created_at) per kind.
 *
 * deposit: deposits credited. wager: stakes, less stakes refunded (a
 * rollback credits its bet back under the `bet` kind). loss: stakes less
 * payouts, never below zero: a net win does not widen the limit.
 *
 * Money moved into a game vendor's own wallet (transfer-fund) leaves the
 * ledger's sight: the vendor's rounds write no stake rows here. So the move
 * in counts as staked and the move back as returned, for wager and loss
 * alike. That is the conservative reading: it assumes every unit sent may be
 * lost, so a player cannot step around a loss limit by playing in a
 * transferred wallet; the most it overstates is what comes back later, and a
 * transfer back frees that part again. Games launched from the portal stake
 * the main wallet (launch-game.ts), so no unit is counted twice.
 */
import { and, eq, gt, sql, type SQLWrapper } from 'drizzle-orm';
import { limitWindowMs, limitWindows, type LimitKind, type LimitWindow } from '../../../../../src/services/schemas/limits';
import type { Db } from '../../../db';
import { deposits, ledgerEntries } from '../../../db/schema';
import type { Tx } from '../../ledger';
import { toCents } from '../../money';

export type Usage = Record<LimitWindow, bigint>;

/** The counted kinds: ledger kinds, and `game_transfer_in` / `game_transfer_out` for the legs on a game vendor's wallet. */
export const ledgerKinds: Record<LimitKind, string[]> = {
  deposit: ['deposit'],
  wager: ['bet', 'game_transfer_in', 'game_transfer_out'],
  loss: ['bet', 'payout', 'game_transfer_in', 'game_transfer_out'],
};
/** Deposits and payouts count as they are; stakes are debits, counted as positive use. */
const sign: Record<LimitKind, bigint> = { deposit: 1n, wager: -1n, loss: -1n };
const longest = Math.max(...Object.values(limitWindowMs));

interface LedgerColumns {
  kind: SQLWrapper;
  accountTypeId: SQLWrapper;
  amount: SQLWrapper;
}

const vendorLeg = (columns: LedgerColumns) => sql`(${columns.kind} in ('transfer_in', 'transfer_out') and ${columns.accountTypeId} <> 0)`;

/** A ledger row's counted kind: a transfer leg on a game vendor's wallet is `game_<kind>`, anything else its own kind. */
export const countedKindSql = (columns: LedgerColumns) => sql<string>`(case when ${vendorLeg(columns)} then 'game_' || ${columns.kind} else ${columns.kind} end)`;

/** A row's amount as a stake's sign reads it: a move into a vendor's wallet (credited there) reads as a debit, like a stake. */
export const countedAmountSql = (columns: LedgerColumns) => sql<string>`(case when ${vendorLeg(columns)} then -${columns.amount} else ${columns.amount} end)`;

const ledgerColumns: LedgerColumns = { kind: ledgerEntries.kind, accountTypeId: ledgerEntries.accountTypeId, amount: ledgerEntries.amount };

export async function usageOf(db: Db | Tx, memberId: number, kind: LimitKind, now: number): Promise<Usage> {
  const amount = countedAmountSql(ledgerColumns);
  const sums = Object.fromEntries(
    limitWindows.map((window) => [window, sql<string>`coalesce(sum(case when ${ledgerEntries.createdAt} > ${now - limitWindowMs[window]} then ${amount} else 0 end), 0)::text`]),
  ) as Record<LimitWindow, ReturnType<typeof sql<string>>>;
  const counted = sql.join(
    ledgerKinds[kind].map((name) => sql`${name}::text`),
    sql`, `,
  );
  const [row] = await db
    .select(sums)
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.memberId, memberId), gt(ledgerEntries.createdAt, now - longest), sql`${countedKindSql(ledgerColumns)} in (${counted})`));
  const usage = {} as Usage;
  for (const window of limitWindows) {
    const used = sign[kind] * toCents(String(row?.[window] ?? '0'));
    usage[window] = used > 0n ? used : 0n;
  }
  return usage;
}

/** The same usage from sums of the ledger per ledger kind and window, read by a statement that reads more (movement-facts.ts). */
export function usageOfSums(kind: LimitKind, sumOf: (ledgerKind: string, window: LimitWindow) => bigint): Usage {
  const usage = {} as Usage;
  for (const window of limitWindows) {
    const used = sign[kind] * ledgerKinds[kind].reduce((total, ledgerKind) => total + sumOf(ledgerKind, window), 0n);
    usage[window] = used > 0n ? used : 0n;
  }
  return usage;
}

/** Deposit requests still waiting for an operator: asked for, so counted against the deposit limit before they are credited. */
export async function waitingDepositCents(db: Db | Tx, memberId: number): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${deposits.amount}), 0)::text` })
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), eq(deposits.status, 'pending')));
  return toCents(String(row?.total ?? '0'));
}
