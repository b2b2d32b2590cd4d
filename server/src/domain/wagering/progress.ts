/**
 * Turnover towards a requirement, from the bets table: the stakes of bets
 * placed since the claim and settled, weighted by game category. A lottery
 * ticket counts once its draw has settled it.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { bets } from '../../db/schema';
import type { Tx } from '../ledger';
import { toCents } from '../money';
import { weightedCents } from './terms';

export interface Measured {
  memberId: number;
  createdAt: number;
  weights: Record<string, number>;
}

export async function wageredCents(db: Db | Tx, requirement: Measured): Promise<bigint> {
  const rows = await db
    .select({ category: bets.category, stake: sql<string>`coalesce(sum(${bets.stake}), 0)::text` })
    .from(bets)
    .where(and(eq(bets.memberId, requirement.memberId), eq(bets.status, 'settled'), gte(bets.createdAt, requirement.createdAt)))
    .groupBy(bets.category);
  return weightedCents(
    rows.map((row) => ({ category: row.category, cents: toCents(row.stake) })),
    requirement.weights,
  );
}
