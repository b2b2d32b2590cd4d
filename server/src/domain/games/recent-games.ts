/** The member's recently launched games, newest first (the provider writes recent_games at every launch). */
import { and, desc, eq } from 'drizzle-orm';
import type { GameCard } from '../../../../src/services/schemas/games';
import type { Db } from '../../db';
import { games, recentGames } from '../../db/schema';
import { selectCards, toGameCard } from './cards';

export const recentLimit = 20;

export async function recentGamesOf(db: Db, memberId: number, language: string): Promise<{ list: GameCard[]; totalPages: number }> {
  const rows = await selectCards(db, language)
    .innerJoin(recentGames, and(eq(recentGames.nodeId, games.nodeId), eq(recentGames.memberId, memberId)))
    .orderBy(desc(recentGames.playedAt), desc(recentGames.nodeId))
    .limit(recentLimit);
  return { list: rows.map(toGameCard), totalPages: rows.length > 0 ? 1 : 0 };
}
