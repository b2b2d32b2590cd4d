/** The art of one catalogue entry, or null when the code is not in the catalogue (the portal then shows its default icon). */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { gameVendors, games } from '../../db/schema';
import { gameIconSvg } from './art/game-icon';
import { vendorLogoSvg } from './art/vendor-logo';

export async function gameIconOf(db: Db, code: string): Promise<string | null> {
  const [game] = await db
    .select({ code: games.code, name: sql<string>`${games.names} ->> 'EN'`, vendor: games.vendor, gameClassify: games.gameClassify })
    .from(games)
    .where(eq(games.code, code))
    .limit(1);
  return game ? gameIconSvg(game) : null;
}

export async function vendorLogoOf(db: Db, code: string): Promise<string | null> {
  const [vendor] = await db.select().from(gameVendors).where(eq(gameVendors.code, code)).limit(1);
  return vendor ? vendorLogoSvg({ code: vendor.code, name: vendor.name, lane: vendor.groupCode ?? vendor.category }) : null;
}
