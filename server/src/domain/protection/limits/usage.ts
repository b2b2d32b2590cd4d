/**
 * What a member has used of each limit kind over each rolling window, counted
 * from the ledger (and, for deposits asked for but not yet credited, the
 * waiting deposit requests), so every gateway instance counts alike. One
 * indexed read of the ledger (ledger_member_idx: member, created_at) per kind.
 *
 * deposit: deposits credited. wager: stakes, less stakes refunded (a
 * rollback credits its bet back under the `bet` kind). loss: stakes less
 * payouts, never below zero: a net win does not widen the limit.
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { limitWindowMs, limitWindows, type LimitKind, type LimitWindow } from '../../../../../src/services/schemas/limits';
import type { Db } from '../../../db';
import { deposits, ledgerEntries } from '../../../db/schema';
import type { Tx } from '../../ledger';
import { toCents } from '../../money';

export type Usage = Record<LimitWindow, bigint>;

const ledgerKinds: Record<LimitKind, string[]> = { deposit: ['deposit'], wager: ['bet'], loss: ['bet', 'payout'] };
/** Deposits and payouts count as they are; stakes are debits, counted as positive use. */
const sign: Record<LimitKind, bigint> = { deposit: 1n, wager: -1n, loss: -1n };
const longest = Math.max(...Object.values(limitWindowMs));

export async function usageOf(db: Db | Tx, memberId: number, kind: LimitKind, now: number): Promise<Usage> {
  const sums = Object.fromEntries(
    limitWindows.map((window) => [window, sql<string>`coalesce(sum(case when ${ledgerEntries.createdAt} > ${now - limitWindowMs[window]} then ${ledgerEntries.amount} else 0 end), 0)::text`]),
  ) as Record<LimitWindow, ReturnType<typeof sql<string>>>;
  const [row] = await db
    .select(sums)
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.memberId, memberId), gt(ledgerEntries.createdAt, now - longest), inArray(ledgerEntries.kind, ledgerKinds[kind])));
  const usage = {} as Usage;
  for (const window of limitWindows) {
    const used = sign[kind] * toCents(String(row?.[window] ?? '0'));
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
