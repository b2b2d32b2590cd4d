/**
 * Hot games (isHot 1), by popularity rank (their sort), optionally of one
 * vendor; VASSALAGE containers and sub-games as in the game list.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { GameCard } from '../../../../src/services/schemas/games';
import type { Db } from '../../db';
import { gameVendors, games } from '../../db/schema';
import { playable, selectCards, toGameCard } from './cards';

export async function hotGames(db: Db, query: { vassalage?: string; language: string }): Promise<{ list: GameCard[] }> {
  const rows = await selectCards(db, query.language)
    .where(and(eq(games.isHot, 1), query.vassalage ? and(eq(games.vendor, query.vassalage), playable) : isNull(games.parentNodeId)))
    .orderBy(games.sort, gameVendors.sort, games.nodeId);
  return { list: rows.map(toGameCard) };
}
