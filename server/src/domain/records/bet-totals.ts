/**
 * Count, stake, payout and profit of a set of bets, in SQL numeric. A
 * lottery ticket before its draw counts its stake but no profit yet: its
 * payout is unknown, and a loss it may not be.
 */
import { count, sql, type SQL } from 'drizzle-orm';
import type { ProfitTotals } from '../../../../src/services/schemas/records';
import { bets } from '../../db/schema';
import { money, numericSum } from './period';

/** payout − stake of one settled bet, zero while it is open. */
export const betProfit: SQL<string> = sql<string>`case when ${bets.status} = 'settled' then ${bets.payout} - ${bets.stake} else 0 end`;

export const betTotalsColumns = {
  count: count(),
  stake: numericSum(bets.stake),
  payout: numericSum(bets.payout),
  profit: numericSum(betProfit),
};

export const toTotals = (row: { count: number | string; stake: string; payout: string; profit: string } | undefined): ProfitTotals => ({
  count: Number(row?.count ?? 0),
  stake: money(row?.stake),
  payout: money(row?.payout),
  profit: money(row?.profit),
});
