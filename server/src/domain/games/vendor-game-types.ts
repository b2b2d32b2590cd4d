/** The kinds of game (gameClassify) a vendor offers, with how many of each: the filter chips of a vendor's page. */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { VendorGameTypes } from '../../../../src/services/schemas/games';
import type { Db } from '../../db';
import { games } from '../../db/schema';
import { playable } from './cards';

export async function vendorGameTypes(db: Db, vassalage: string): Promise<VendorGameTypes> {
  const total = count();
  const rows = await db
    .select({ gameClassify: games.gameClassify, count: total })
    .from(games)
    .where(and(eq(games.vendor, vassalage), playable))
    .groupBy(games.gameClassify)
    .orderBy(desc(total), asc(games.gameClassify));
  return { list: rows };
}
