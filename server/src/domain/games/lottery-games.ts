/**
 * Lottery games as the lottery screens show them: the launch fields, the
 * prize mode they belong to, and the issue open for bets now, computed from
 * the shared draw schedule (every gateway instance names the same issue).
 */
import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { GameCategory, LotteryGame, LotteryMenu } from '../../../../src/services/schemas/games';
import type { Db } from '../../db';
import { bets, gameVendors, games, lotteryMenus, recentGames } from '../../db/schema';
import { openIssue } from '../lottery-schedule';
import { launchTargetOf, selectCards, toGameCard, type CardRow } from './cards';
import { pickText } from './language';

export const lotteryCategories: GameCategory[] = ['LOTT', 'ELOTT'];

/** Prize mode of each lottery account type: the menu it is listed in. */
const prizeModeOf: Record<string, string> = { LOTT: 'LOTT', ELOTT: 'ELOTT', TCG_SEA: 'SEA', TCG_LOTTO_VN: 'VN' };

export function toLotteryGame(row: CardRow, now: number): LotteryGame {
  const card = toGameCard(row);
  const issue = openIssue(card.accountTypeName, now);
  return {
    ...launchTargetOf(card),
    gameName: card.gameName,
    imageUrl: card.imageUrl,
    prizeMode: prizeModeOf[card.accountTypeName] ?? card.gameType,
    drawNo: issue.drawNo,
    nextDrawAt: issue.drawAt,
  };
}

export async function lotteryMenusOf(db: Db, query: { prizeMode: string; language: string; now: number }): Promise<LotteryMenu[]> {
  const menus = await db.select().from(lotteryMenus).where(eq(lotteryMenus.prizeMode, query.prizeMode)).orderBy(asc(lotteryMenus.sort), asc(lotteryMenus.id));
  const codes = [...new Set(menus.flatMap((menu) => menu.gameCodes))];
  const rows = codes.length > 0 ? await selectCards(db, query.language).where(inArray(games.code, codes)) : [];
  const byCode = new Map(rows.map((row) => [row.code, row]));
  return menus.map((menu) => ({
    gameGroupCode: menu.gameGroupCode,
    labelName: pickText(menu.labelName, query.language),
    gameMenus: menu.gameCodes.flatMap((code) => {
      const row = byCode.get(code);
      return row ? [toLotteryGame(row, query.now)] : [];
    }),
  }));
}

const day = 24 * 60 * 60_000;

/** Lottery games by tickets sold in the 24 hours up to now, then in catalogue order. */
export async function popularLottery(db: Db, query: { count: number; language: string; now: number }): Promise<LotteryGame[]> {
  const sold = db
    .select({ nodeId: bets.nodeId, tickets: count().as('tickets') })
    .from(bets)
    .where(and(inArray(bets.category, lotteryCategories), gte(bets.createdAt, query.now - day), lte(bets.createdAt, query.now)))
    .groupBy(bets.nodeId)
    .as('sold');
  const rows = await selectCards(db, query.language)
    .leftJoin(sold, eq(sold.nodeId, games.nodeId))
    .where(inArray(games.gameType, lotteryCategories))
    .orderBy(sql`coalesce(${sold.tickets}, 0) desc`, asc(gameVendors.sort), asc(games.sort), asc(games.nodeId))
    .limit(query.count);
  return rows.map((row) => toLotteryGame(row, query.now));
}

/** The Vietnamese lotteries the member launched lately, newest first. */
export async function recentVnLottery(db: Db, query: { memberId: number; language: string; now: number }): Promise<LotteryGame[]> {
  const rows = await selectCards(db, query.language)
    .innerJoin(recentGames, and(eq(recentGames.nodeId, games.nodeId), eq(recentGames.memberId, query.memberId)))
    .where(eq(games.accountTypeName, 'TCG_LOTTO_VN'))
    .orderBy(desc(recentGames.playedAt), desc(recentGames.nodeId))
    .limit(20);
  return rows.map((row) => toLotteryGame(row, query.now));
}
