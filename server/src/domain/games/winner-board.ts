/**
 * The winners board: the biggest winning rounds (payout above stake) of the
 * last thirty days from the bets table, largest payout first, the newest
 * first on ties. A window rather than all time: a jackpot (or the seeded
 * history of a fresh install) leaves the board after a month, and the
 * board always shows who is winning now. Accounts are masked: they are
 * shown to everyone.
 */
import { and, desc, eq, gt, gte, lte } from 'drizzle-orm';
import type { WinnerEntry } from '../../../../src/services/schemas/games';
import type { Db } from '../../db';
import { bets, games, members } from '../../db/schema';
import { centsToNumber, toCents } from '../money';
import { gameIconPath } from './image-paths';
import { localisedName } from './language';

/** "demo" → "de***o": enough to recognise oneself, not enough to find anyone. */
export function maskAccount(account: string): string {
  if (account.length <= 3) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-1)}`;
}

export const winnerWindowMs = 30 * 24 * 60 * 60 * 1000;

export async function winnerBoard(db: Db, query: { gameCategory?: string; limit: number; language: string; now: number }): Promise<{ list: WinnerEntry[] }> {
  const rows = await db
    .select({
      account: members.account,
      payout: bets.payout,
      createdAt: bets.createdAt,
      gameName: localisedName(query.language),
      nodeId: games.nodeId,
      code: games.code,
      vendor: games.vendor,
      gameType: games.gameType,
    })
    .from(bets)
    .innerJoin(games, eq(games.nodeId, bets.nodeId))
    .innerJoin(members, eq(members.id, bets.memberId))
    .where(
      and(
        eq(bets.status, 'settled'),
        gt(bets.payout, bets.stake),
        gte(bets.createdAt, query.now - winnerWindowMs),
        lte(bets.createdAt, query.now),
        query.gameCategory ? eq(bets.category, query.gameCategory) : undefined,
      ),
    )
    .orderBy(desc(bets.payout), desc(bets.createdAt), desc(bets.id))
    .limit(query.limit);
  return {
    list: rows.map((row) => ({
      vo: {
        customerName: maskAccount(row.account),
        winAmount: centsToNumber(toCents(row.payout)),
        gameName: row.gameName,
        nodeId: row.nodeId,
        vendor: row.vendor,
        gameType: row.gameType,
        imageUrl: gameIconPath(row.code),
        winTime: row.createdAt,
      },
    })),
  };
}
