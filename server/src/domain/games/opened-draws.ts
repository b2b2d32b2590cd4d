/** Results of drawn lottery issues (lottery_draws written by the draw job) whose time has come, newest first. */
import { and, desc, eq, isNotNull, lte } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { OpenedDraw } from '../../../../src/services/schemas/games';
import type { Db } from '../../db';
import { games, lotteryDraws } from '../../db/schema';
import { DomainError } from '../../http/domain-error';
import { localisedName } from './language';

export async function openedDraws(
  db: Db,
  query: { gameCode?: string; accountTypeName?: string; count: number; language: string; now: number },
): Promise<OpenedDraw[]> {
  if (query.gameCode) {
    const [game] = await db.select({ code: games.code }).from(games).where(eq(games.code, query.gameCode)).limit(1);
    if (!game) throw new DomainError(errorCodes.gameNotFound, 400);
  }
  const rows = await db
    .select({
      gameCode: lotteryDraws.gameCode,
      gameName: localisedName(query.language),
      drawNo: lotteryDraws.drawNo,
      numbers: lotteryDraws.numbers,
      drawAt: lotteryDraws.drawAt,
      drawnAt: lotteryDraws.drawnAt,
    })
    .from(lotteryDraws)
    .innerJoin(games, eq(games.code, lotteryDraws.gameCode))
    .where(
      and(
        eq(lotteryDraws.status, 'drawn'),
        isNotNull(lotteryDraws.numbers),
        lte(lotteryDraws.drawAt, query.now),
        query.gameCode ? eq(lotteryDraws.gameCode, query.gameCode) : undefined,
        query.accountTypeName ? eq(games.accountTypeName, query.accountTypeName) : undefined,
      ),
    )
    .orderBy(desc(lotteryDraws.drawAt), desc(lotteryDraws.id))
    .limit(query.count);
  return rows.map((row) => ({
    gameCode: row.gameCode,
    gameName: row.gameName,
    drawNo: row.drawNo,
    numbers: row.numbers ?? [],
    openedAt: row.drawnAt ?? row.drawAt,
  }));
}
