/** The catalogue seed: big enough to page and filter for real, consistent, and idempotent (it runs at every start). */
import { count, eq, isNotNull, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Db } from '../../src/db';
import { gameVendors, games, lotteryMenus, pvpRooms } from '../../src/db/schema';
import { seedGames } from '../../src/seed/games';
import { describeOnBothDatabases } from '../databases';

async function rowCounts(db: Db) {
  const counted = async (table: typeof games | typeof gameVendors | typeof pvpRooms | typeof lotteryMenus) => Number((await db.select({ rows: count() }).from(table))[0].rows);
  return { vendors: await counted(gameVendors), games: await counted(games), rooms: await counted(pvpRooms), menus: await counted(lotteryMenus) };
}

describeOnBothDatabases('game catalogue seed', (gateway) => {
  it('seeds at least 400 games, with vendors in every lane', async () => {
    const { db } = gateway();
    const perLane = await db
      .select({ lane: sql<string>`coalesce(${gameVendors.groupCode}, ${gameVendors.category})`, vendors: count() })
      .from(gameVendors)
      .groupBy(sql`1`);
    const lanes = Object.fromEntries(perLane.map((row) => [row.lane, Number(row.vendors)]));
    expect(lanes.RNG).toBeGreaterThanOrEqual(6);
    expect(lanes).toMatchObject({ LIVE: 4, FISH: 3, PVP: 3, SPORTS: 3, ESPORTS: 5, COCKFIGHT: 2, LOTT: 1, ELOTT: 1 });
    const perCategory = Object.fromEntries(
      (await db.select({ type: games.gameType, games: count() }).from(games).groupBy(games.gameType)).map((row) => [row.type, Number(row.games)]),
    );
    expect(Object.values(perCategory).reduce((sum, value) => sum + value, 0)).toBeGreaterThanOrEqual(400);
    expect(Math.ceil(perCategory.RNG / 42)).toBeGreaterThanOrEqual(3);
    for (const category of ['LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT']) expect(perCategory[category]).toBeGreaterThan(0);
  });

  it('keeps the catalogue consistent: engines, sub-games, lobbies, rooms and lottery types', async () => {
    const { db } = gateway();
    const rows = await db.select().from(games);
    const engines: Record<string, string> = { RNG: 'slot', FISH: 'slot', LOTT: 'lotto', ELOTT: 'lotto' };
    expect(rows.every((game) => game.engine === (engines[game.gameType] ?? 'duel'))).toBe(true);
    expect(rows.filter((game) => game.launchMode === 'seamless').every((game) => game.vendor === 'XSP')).toBe(true);
    expect(rows.every((game) => game.names.EN && game.names.TY)).toBe(true);

    const subGames = await db.select().from(games).where(isNotNull(games.parentNodeId));
    const parents = new Map(rows.map((game) => [game.nodeId, game]));
    expect(subGames.length).toBeGreaterThanOrEqual(5);
    expect(subGames.every((game) => parents.get(game.parentNodeId as number)?.isGame === 'VASSALAGE')).toBe(true);

    const vendors = await db.select().from(gameVendors);
    const codes = new Set(rows.map((game) => game.code));
    expect(vendors.filter((vendor) => vendor.lobbyCode).every((vendor) => codes.has(vendor.lobbyCode as string))).toBe(true);

    const lottery = rows.filter((game) => game.engine === 'lotto');
    expect(new Set(lottery.map((game) => game.accountTypeName))).toEqual(new Set(['LOTT', 'ELOTT', 'TCG_SEA', 'TCG_LOTTO_VN']));
    expect(lottery.every((game) => game.defaultPlayType)).toBe(true);

    const pvpGames = rows.filter((game) => game.gameType === 'PVP');
    for (const game of pvpGames) {
      const rooms = await db.select().from(pvpRooms).where(eq(pvpRooms.nodeId, game.nodeId)).orderBy(pvpRooms.sort);
      expect(rooms.length).toBeGreaterThanOrEqual(3);
      expect(rooms.length).toBeLessThanOrEqual(4);
      const stakes = rooms.map((room) => Number(room.minBet));
      expect(stakes).toEqual([...stakes].sort((a, b) => a - b));
      expect(new Set(stakes).size).toBe(stakes.length);
    }
  });

  it('changes nothing when it runs again, and leaves the node id serial past the seeded ids', async () => {
    const { db } = gateway();
    const before = await rowCounts(db);
    await seedGames(db);
    await seedGames(db);
    expect(await rowCounts(db)).toEqual(before);
    const [added] = await db
      .insert(games)
      .values({ code: 'TEST_EXTRA_GAME', vendor: 'PG', gameType: 'RNG', gameClassify: 'SLOT', names: { EN: 'Extra' }, accountTypeName: 'PG', engine: 'slot', createdAt: 0 })
      .returning({ nodeId: games.nodeId });
    const [{ highest }] = await db.select({ highest: sql<number>`max(${games.nodeId})` }).from(games);
    expect(added.nodeId).toBe(Number(highest));
    expect(added.nodeId).toBeGreaterThan(6100);
  });
});
