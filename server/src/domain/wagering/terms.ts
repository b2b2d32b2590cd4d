/**
 * Wagering arithmetic, pure: the turnover a bonus owes, and how much of the
 * stakes placed since the claim counts towards it. A stake counts by its
 * game category's weight (percent; a category the terms do not name counts
 * in full), rounded down to the cent per category.
 */
import type { WageringBase, WageringTerms } from '../../../../src/services/schemas/wagering';
import { toCents } from '../money';

export type { WageringTerms };

/** multiple × (bonus, or bonus + deposit), in cents, rounded down: '7.5' × 100.01 → 750.07. */
export function requiredCents(terms: { multiple: string; base: WageringBase }, bonusCents: bigint, depositCents: bigint): bigint {
  const base = terms.base === 'bonus_plus_deposit' ? bonusCents + depositCents : bonusCents;
  return (base * toCents(terms.multiple)) / 100n;
}

/** The percent of a stake in `category` that counts. */
export const weightOf = (weights: Readonly<Record<string, number>>, category: string): number => weights[category] ?? 100;

/** Stakes per category → the turnover they count for. */
export function weightedCents(stakes: Iterable<{ category: string; cents: bigint }>, weights: Readonly<Record<string, number>>): bigint {
  let total = 0n;
  for (const { category, cents } of stakes) total += (cents * BigInt(weightOf(weights, category))) / 100n;
  return total;
}
