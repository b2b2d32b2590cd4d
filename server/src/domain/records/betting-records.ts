/** The caller's bets with the game's name, by category and period, paged, with totals over the whole filter. */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { GameCategory } from '../../../../src/services/schemas/games';
import type { BettingRecords } from '../../../../src/services/schemas/records';
import type { Db } from '../../db';
import { bets, games } from '../../db/schema';
import { localisedName } from '../games/language';
import { betProfit, betTotalsColumns, toTotals } from './bet-totals';
import { checkPeriod, money, offsetOf, pageOf, within, type Paging, type Period } from './period';

export interface BettingRecordsQuery extends Period, Paging {
  category: GameCategory | '';
  language: string;
}

export async function bettingRecords(db: Db, memberId: number, query: BettingRecordsQuery): Promise<BettingRecords> {
  checkPeriod(query);
  const where = and(eq(bets.memberId, memberId), within(bets.createdAt, query), query.category ? eq(bets.category, query.category) : undefined) as SQL;
  const rows = await db
    .select({
      id: bets.id,
      roundId: bets.roundId,
      gameName: localisedName(query.language),
      vendor: bets.vendor,
      category: bets.category,
      stake: bets.stake,
      payout: bets.payout,
      profit: betProfit,
      status: bets.status,
      createdAt: bets.createdAt,
    })
    .from(bets)
    .leftJoin(games, eq(games.nodeId, bets.nodeId))
    .where(where)
    .orderBy(desc(bets.createdAt), desc(bets.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const [totals] = await db.select(betTotalsColumns).from(bets).where(where);
  const summary = toTotals(totals);
  const list = rows.map((row) => ({
    ...row,
    gameName: row.gameName ?? '',
    stake: money(row.stake),
    payout: money(row.payout),
    profit: money(row.profit),
  }));
  return { ...pageOf(list, summary.count, query), summary };
}
