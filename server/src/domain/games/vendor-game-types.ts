/**
 * The kinds of game (gameClassify) a lobby can filter by, with how many of
 * each: of one vendor, of one category, or of a vendor within a category.
 * The rows counted are the ones the game list shows for the same query (a
 * vendor's launchable games; without a vendor, the category's top-level
 * games), so a type's count is the length of its filtered list.
 */
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { GameCategory, VendorGameTypes } from '../../../../src/services/schemas/games';
import type { Db } from '../../db';
import { games } from '../../db/schema';
import { playable } from './cards';

export interface GameTypesQuery {
  vassalage?: string;
  gameType?: GameCategory;
}

export async function vendorGameTypes(db: Db, query: GameTypesQuery): Promise<VendorGameTypes> {
  const total = count();
  const rows = await db
    .select({ gameClassify: games.gameClassify, count: total })
    .from(games)
    .where(
      and(
        query.gameType ? eq(games.gameType, query.gameType) : undefined,
        query.vassalage ? and(eq(games.vendor, query.vassalage), playable) : isNull(games.parentNodeId),
      ),
    )
    .groupBy(games.gameClassify)
    .orderBy(desc(total), asc(games.gameClassify));
  return { list: rows };
}
