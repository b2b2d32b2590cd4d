/** Team betting: the bets of the caller's tree (or one downline), by category and period, paged, with totals over the whole filter. */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { TeamBetting } from '../../../../src/services/schemas/agent';
import type { GameCategory } from '../../../../src/services/schemas/games';
import type { Db } from '../../db';
import { bets, games, members } from '../../db/schema';
import { localisedName } from '../games/language';
import { betProfit, betTotalsColumns, toTotals } from '../records/bet-totals';
import { checkPeriod, money, offsetOf, pageOf, type Paging, type Period } from '../records/period';
import { teamBets } from './team-sums';
import { emptyPage, teamScope } from './team-scope';

export interface TeamBettingQuery extends Period, Paging {
  account: string;
  category: GameCategory | '';
  language: string;
}

export async function teamBetting(db: Db, agentId: number, query: TeamBettingQuery): Promise<TeamBetting> {
  checkPeriod(query);
  const scope = await teamScope(db, agentId, query.account);
  if (scope.ids.length === 0) return { ...emptyPage, pageNo: query.pageNo, summary: toTotals(undefined) };
  const where = and(teamBets(scope.ids, query), query.category ? eq(bets.category, query.category) : undefined) as SQL;
  const rows = await db
    .select({
      roundId: bets.roundId,
      memberId: bets.memberId,
      account: members.account,
      category: bets.category,
      vendor: bets.vendor,
      gameName: localisedName(query.language),
      stake: bets.stake,
      payout: bets.payout,
      profit: betProfit,
      status: bets.status,
      createdAt: bets.createdAt,
    })
    .from(bets)
    .innerJoin(members, eq(members.id, bets.memberId))
    .leftJoin(games, eq(games.nodeId, bets.nodeId))
    .where(where)
    .orderBy(desc(bets.createdAt), desc(bets.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const [totals] = await db.select(betTotalsColumns).from(bets).where(where);
  const summary = toTotals(totals);
  const list = rows.map(({ memberId, ...row }) => ({
    ...row,
    level: scope.levels.get(memberId) ?? 0,
    gameName: row.gameName ?? '',
    stake: money(row.stake),
    payout: money(row.payout),
    profit: money(row.profit),
    status: row.status as 'open' | 'settled',
  }));
  return { ...pageOf(list, summary.count, query), summary: { count: summary.count, stake: summary.stake, payout: summary.payout, profit: summary.profit } };
}
