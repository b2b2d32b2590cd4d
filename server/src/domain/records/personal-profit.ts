/**
 * Personal profit over a period: bets per category and in total, and the
 * money that came in and went out through the ledger. Withdrawals are net of
 * reversals: a rejected withdrawal gave its money back and was never paid.
 */
import { and, eq } from 'drizzle-orm';
import { gameCategories } from '../../../../src/services/schemas/games';
import type { PersonalProfit } from '../../../../src/services/schemas/records';
import type { Db } from '../../db';
import { bets } from '../../db/schema';
import { fromCents, toCents } from '../money';
import { betTotalsColumns, toTotals } from './bet-totals';
import { ledgerSumsByKind } from './ledger-rows';
import { checkPeriod, within, type Period } from './period';

export async function personalProfit(db: Db, memberId: number, period: Period): Promise<PersonalProfit> {
  checkPeriod(period);
  const where = and(eq(bets.memberId, memberId), within(bets.createdAt, period));
  const perCategory = await db
    .select({ category: bets.category, ...betTotalsColumns })
    .from(bets)
    .where(where)
    .groupBy(bets.category);
  const [total] = await db.select(betTotalsColumns).from(bets).where(where);
  const byCategory = new Map(perCategory.map((row) => [row.category, toTotals(row)]));
  const known: readonly string[] = gameCategories;
  const categories = [...gameCategories, ...perCategory.map((row) => row.category).filter((category) => !known.includes(category))].map((category) => ({
    category,
    ...toTotals(undefined),
    ...byCategory.get(category),
  }));
  const sums = await ledgerSumsByKind(db, memberId, period, ['deposit', 'withdraw', 'withdraw_reversal', 'bonus', 'bonus_forfeit', 'rebate']);
  const cents = (kind: string) => toCents(sums.get(kind) ?? '0');
  return {
    categories,
    total: toTotals(total),
    deposits: fromCents(cents('deposit')),
    withdrawals: fromCents(-(cents('withdraw') + cents('withdraw_reversal'))),
    // A forfeited bonus was given back: bonuses are net of forfeits.
    bonus: fromCents(cents('bonus') + cents('bonus_forfeit')),
    rebate: fromCents(cents('rebate')),
  };
}
