/**
 * Turnover that earns VIP ranks: the stakes of settled bets, all time (the
 * running sum the database keeps beside the bets) and in the current UTC
 * month.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { bets, memberTurnovers } from '../../db/schema';
import type { Tx } from '../ledger';
import { toCents } from '../money';

/** Start of the UTC calendar month holding `now`. */
export const monthStartUtc = (now: number): number => {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
};

const stakeSum = sql<string>`coalesce(sum(${bets.stake}), 0)::text`;

export async function totalTurnoverCents(db: Db | Tx, memberId: number): Promise<bigint> {
  const [row] = await db.select({ sum: sql<string>`${memberTurnovers.settledStake}::text` }).from(memberTurnovers).where(eq(memberTurnovers.memberId, memberId));
  return toCents(row?.sum ?? '0');
}

export async function monthlyTurnoverCents(db: Db | Tx, memberId: number, now: number): Promise<bigint> {
  const [row] = await db
    .select({ sum: stakeSum })
    .from(bets)
    .where(and(eq(bets.memberId, memberId), eq(bets.status, 'settled'), gte(bets.settledAt, monthStartUtc(now))));
  return toCents(row?.sum ?? '0');
}
