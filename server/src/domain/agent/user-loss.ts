/**
 * User loss (profit and loss by member): for every member of the caller's
 * tree who played or moved money in the period, the bets' result and the
 * deposits, withdrawals and bonuses, with totals over all of them.
 */
import { inArray } from 'drizzle-orm';
import type { UserLoss } from '../../../../src/services/schemas/agent';
import type { ProfitTotals } from '../../../../src/services/schemas/records';
import type { Db } from '../../db';
import { members } from '../../db/schema';
import { fromCents, toCents } from '../money';
import { toTotals } from '../records/bet-totals';
import { checkPeriod, offsetOf, pageOf, type Paging, type Period } from '../records/period';
import { addFlows, betTotalsByMember, flowsByMember, flowTexts, noFlows } from './team-sums';
import { teamScope } from './team-scope';

export interface UserLossQuery extends Period, Paging {
  account: string;
}

export async function userLoss(db: Db, agentId: number, query: UserLossQuery): Promise<UserLoss> {
  checkPeriod(query);
  const scope = await teamScope(db, agentId, query.account);
  const betsOf = await betTotalsByMember(db, scope.ids, query);
  const flowsOf = await flowsByMember(db, scope.ids, query);
  const activeIds = [...new Set([...betsOf.keys(), ...flowsOf.keys()])];
  const accounts = activeIds.length === 0 ? [] : await db.select({ id: members.id, account: members.account }).from(members).where(inArray(members.id, activeIds));
  const rows = accounts
    .sort((a, b) => a.account.localeCompare(b.account))
    .map(({ id, account }) => {
      const totals = betsOf.get(id) ?? toTotals(undefined);
      return {
        account,
        level: scope.levels.get(id) ?? 0,
        bets: totals.count,
        stake: totals.stake,
        payout: totals.payout,
        profit: totals.profit,
        ...flowTexts(flowsOf.get(id) ?? noFlows()),
      };
    });
  const betTotals = sumTotals([...betsOf.values()]);
  const totals = { bets: betTotals.count, stake: betTotals.stake, payout: betTotals.payout, profit: betTotals.profit, ...flowTexts(addFlows(flowsOf.values())) };
  const start = offsetOf(query);
  return { ...pageOf(rows.slice(start, start + query.pageSize), rows.length, query), totals };
}

function sumTotals(list: ProfitTotals[]): ProfitTotals {
  const add = (pick: (totals: ProfitTotals) => string) => fromCents(list.reduce((sum, totals) => sum + toCents(pick(totals)), 0n));
  return { count: list.reduce((sum, totals) => sum + totals.count, 0), stake: add((t) => t.stake), payout: add((t) => t.payout), profit: add((t) => t.profit) };
}
