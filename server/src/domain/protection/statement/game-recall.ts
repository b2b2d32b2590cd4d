/** Last-game recall (AGCO 13.1.1): the member's latest round and the nine before it, with their outcome. */
import { desc, eq } from 'drizzle-orm';
import { recallSize, type GameRecall, type RecallRound } from '../../../../../src/services/schemas/statement';
import type { Db } from '../../../db';
import { bets, games } from '../../../db/schema';
import { localisedName } from '../../games/language';
import { money } from '../../records/period';
import { recallOutcome } from './recall-outcome';

export async function gameRecall(db: Db, memberId: number, language: string): Promise<GameRecall> {
  const rows = await db
    .select({
      roundId: bets.roundId,
      gameName: localisedName(language),
      vendor: bets.vendor,
      category: bets.category,
      stake: bets.stake,
      payout: bets.payout,
      status: bets.status,
      createdAt: bets.createdAt,
      detail: bets.detail,
    })
    .from(bets)
    .leftJoin(games, eq(games.nodeId, bets.nodeId))
    .where(eq(bets.memberId, memberId))
    .orderBy(desc(bets.createdAt), desc(bets.id))
    .limit(recallSize);
  return {
    list: rows.map(
      (row): RecallRound => ({
        roundId: row.roundId,
        gameName: row.gameName ?? '',
        vendor: row.vendor,
        category: row.category as RecallRound['category'],
        stake: money(row.stake),
        payout: money(row.payout),
        status: row.status === 'open' ? 'open' : 'settled',
        createdAt: row.createdAt,
        outcome: recallOutcome(row.detail),
      }),
    ),
  };
}
