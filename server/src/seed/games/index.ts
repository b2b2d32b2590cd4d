/**
 * Seeds the game catalogue: vendors, games, PvP rooms and lottery menus.
 * Vendors, games and menus have natural keys, so a conflicting insert does
 * nothing; rooms have none, so a game gets its rooms only while it has none.
 * Games carry fixed node ids (bookmarks, favourites and tests keep working
 * across restarts), and the serial is moved past them afterwards.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { gameVendors, games, lotteryMenus, pvpRooms } from '../../db/schema';
import { gameSeeds } from './catalogue';
import { lotteryMenuSeeds } from './lottery-games';
import { pvpRoomSeeds } from './pvp-games';
import { vendorSeeds } from './vendors';

/** Rows per insert statement: well under PostgreSQL's 65535 bound parameters. */
const batchSize = 200;

export async function seedGames(db: Db): Promise<void> {
  await db
    .insert(gameVendors)
    .values(vendorSeeds.map(({ nodeBase: _nodeBase, ...vendor }) => ({ ...vendor, isHot: vendor.isHot ?? 0, maintenance: vendor.maintenance ?? false })))
    .onConflictDoNothing();
  for (let start = 0; start < gameSeeds.length; start += batchSize) {
    await db.insert(games).values(gameSeeds.slice(start, start + batchSize)).onConflictDoNothing();
  }
  await db.execute(sql`select setval(pg_get_serial_sequence('games', 'node_id'), greatest((select max(node_id) from games), 1))`);
  await seedRooms(db);
  await db.insert(lotteryMenus).values(lotteryMenuSeeds).onConflictDoNothing();
}

async function seedRooms(db: Db): Promise<void> {
  const nodeIdOf = new Map(gameSeeds.map((game) => [game.code, game.nodeId]));
  const roomGames = [...new Set(pvpRoomSeeds.map((room) => nodeIdOf.get(room.gameCode) as number))];
  const furnished = new Set((await db.selectDistinct({ nodeId: pvpRooms.nodeId }).from(pvpRooms).where(inArray(pvpRooms.nodeId, roomGames))).map((row) => row.nodeId));
  const missing = pvpRoomSeeds
    .map(({ gameCode, ...room }) => ({ ...room, nodeId: nodeIdOf.get(gameCode) as number }))
    .filter((room) => !furnished.has(room.nodeId));
  if (missing.length > 0) await db.insert(pvpRooms).values(missing);
}
