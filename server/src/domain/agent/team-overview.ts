/** Team overview: the size of the caller's tree and what it did in the period. */
import { and, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import type { TeamOverview } from '../../../../src/services/schemas/agent';
import type { Db } from '../../db';
import { bets, members, wallets } from '../../db/schema';
import { checkPeriod, money, numericSum, within, type Period } from '../records/period';
import { addFlows, betTotalsOf, flowsByMember, flowTexts, teamBets } from './team-sums';
import { teamScope } from './team-scope';

export async function teamOverview(db: Db, agentId: number, period: Period): Promise<TeamOverview> {
  checkPeriod(period);
  const { rows, ids } = await teamScope(db, agentId);
  const totals = await betTotalsOf(db, ids, period);
  const flows = flowTexts(addFlows((await flowsByMember(db, ids, period)).values()));
  let newMembers = 0;
  let activeMembers = 0;
  let teamBalance = '0.00';
  if (ids.length > 0) {
    const [registered] = await db
      .select({ rows: sql<number>`count(*)::int` })
      .from(members)
      .where(and(inArray(members.id, ids), within(members.createdAt, period)));
    const [active] = await db.select({ rows: countDistinct(bets.memberId) }).from(bets).where(teamBets(ids, period));
    const [balance] = await db
      .select({ sum: numericSum(wallets.balance) })
      .from(wallets)
      .where(and(inArray(wallets.memberId, ids), eq(wallets.accountTypeId, 0)));
    newMembers = Number(registered?.rows ?? 0);
    activeMembers = Number(active?.rows ?? 0);
    teamBalance = money(balance?.sum);
  }
  return {
    members: rows.length,
    directMembers: rows.filter((row) => row.level === 1).length,
    newMembers,
    activeMembers,
    deposits: flows.deposits,
    withdrawals: flows.withdrawals,
    stake: totals.stake,
    payout: totals.payout,
    profit: totals.profit,
    teamBalance,
  };
}
