/**
 * What the member may claim now, per product type: the settled bets above
 * the last claim's `throughBetId`, times the type's rate. A claim covers a
 * run of bet ids; a lottery ticket still waiting for its draw stops the run,
 * so a ticket that settles later is never skipped by a claim made meanwhile.
 */
import { and, eq, gt, isNull, lt, max, min, ne, or, sql } from 'drizzle-orm';
import type { ClaimableRebate } from '../../../../src/services/schemas/records';
import type { Db } from '../../db';
import { bets, rebateClaims } from '../../db/schema';
import type { Tx } from '../ledger';
import { fromCents, toCents } from '../money';
import { numericSum } from './period';
import { rebateCents, rebateRates } from './rebate-rates';

export interface ClaimableType {
  productType: string;
  rate: string;
  validStake: string;
  amount: string;
  minClaim: string;
  claimable: boolean;
  /** The highest bet id the claim would cover (0: none). */
  throughBetId: number;
  cents: bigint;
}

async function unclaimedStakes(db: Db | Tx, memberId: number): Promise<Map<string, { stake: string; through: number }>> {
  const last = db
    .select({ productType: rebateClaims.productType, through: max(rebateClaims.throughBetId).as('through') })
    .from(rebateClaims)
    .where(eq(rebateClaims.memberId, memberId))
    .groupBy(rebateClaims.productType)
    .as('last_claims');
  const open = db
    .select({ category: bets.category, firstOpen: min(bets.id).as('first_open') })
    .from(bets)
    .where(and(eq(bets.memberId, memberId), ne(bets.status, 'settled')))
    .groupBy(bets.category)
    .as('open_bets');
  const rows = await db
    .select({ category: bets.category, stake: numericSum(bets.stake), through: max(bets.id) })
    .from(bets)
    .leftJoin(last, eq(last.productType, bets.category))
    .leftJoin(open, eq(open.category, bets.category))
    .where(
      and(
        eq(bets.memberId, memberId),
        eq(bets.status, 'settled'),
        gt(bets.id, sql`coalesce(${last.through}, 0)`),
        or(isNull(open.firstOpen), lt(bets.id, open.firstOpen)),
      ),
    )
    .groupBy(bets.category);
  return new Map(rows.map((row) => [row.category, { stake: row.stake, through: row.through ?? 0 }]));
}

export async function claimableTypes(db: Db | Tx, memberId: number): Promise<ClaimableType[]> {
  // One after the other: inside a claim's transaction both run on its one connection.
  const rates = await rebateRates(db);
  const stakes = await unclaimedStakes(db, memberId);
  return rates.map((rate) => {
    const unclaimed = stakes.get(rate.productType);
    const stakeCents = toCents(unclaimed?.stake ?? '0');
    const cents = rebateCents(stakeCents, rate.rateMilli);
    return {
      productType: rate.productType,
      rate: rate.rate,
      validStake: fromCents(stakeCents),
      amount: fromCents(cents),
      minClaim: rate.minClaim,
      claimable: cents > 0n && cents >= toCents(rate.minClaim),
      throughBetId: unclaimed?.through ?? 0,
      cents,
    };
  });
}

export async function claimableRebate(db: Db, memberId: number): Promise<ClaimableRebate> {
  const [types, [last]] = await Promise.all([
    claimableTypes(db, memberId),
    db.select({ at: max(rebateClaims.createdAt) }).from(rebateClaims).where(eq(rebateClaims.memberId, memberId)),
  ]);
  const total = types.filter((type) => type.claimable).reduce((sum, type) => sum + type.cents, 0n);
  return {
    list: types.map(({ productType, rate, validStake, amount, minClaim, claimable }) => ({ productType, rate, validStake, amount, minClaim, claimable })),
    total: fromCents(total),
    lastClaimAt: last?.at === null || last?.at === undefined ? null : Number(last.at),
  };
}
