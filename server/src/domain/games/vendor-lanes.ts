/**
 * The home page's vendor lanes: one lane per category, hot vendors first,
 * then by sort. Esports and cockfight vendors are filed under SPORTS with a
 * group; they get their own ESPORTS and COCKFIGHT lanes (api-facts §7.4),
 * so the portal needs no regrouping.
 *
 * A card launches its vendor's lobby game (live studios, sportsbooks,
 * arenas, lottery), opens the popup of its VASSALAGE container, or (slots,
 * fishing, PvP) leads to the vendor's list: then it carries no game.
 */
import { and, asc, count, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { gameCategories, type VendorCard, type VendorLane } from '../../../../src/services/schemas/games';
import type { Db } from '../../db';
import { gameVendors, games } from '../../db/schema';
import { playable, selectCards, toGameCard, type CardRow } from './cards';
import { vendorLogoPath } from './image-paths';

type Vendor = typeof gameVendors.$inferSelect;

const laneOf = (vendor: Vendor): string => vendor.groupCode ?? vendor.category;

function cardOf(vendor: Vendor, entry: CardRow | undefined, gameCount: number): VendorCard {
  const common = { vendorName: vendor.name, isHot: vendor.isHot, logoUrl: vendorLogoPath(vendor.code), gameCount, vendor: vendor.code, vassalage: vendor.code };
  if (entry) {
    const game = toGameCard(entry);
    return {
      ...common,
      nodeId: game.nodeId,
      gameType: game.gameType,
      isGame: game.isGame,
      code: game.code,
      gameCode: game.gameCode,
      defaultPlayType: game.defaultPlayType,
      accountTypeName: game.accountTypeName,
      launchMode: game.launchMode,
      gameClassify: game.gameClassify,
      maintenance: game.maintenance,
    };
  }
  return {
    ...common,
    nodeId: 0,
    gameType: laneOf(vendor),
    isGame: '',
    code: '',
    gameCode: '',
    defaultPlayType: null,
    accountTypeName: vendor.code,
    launchMode: 'iframe',
    gameClassify: '',
    maintenance: vendor.maintenance,
  };
}

export async function vendorLanes(db: Db, language: string): Promise<{ data: { lanes: VendorLane[] } }> {
  const vendors = await db.select().from(gameVendors).orderBy(desc(gameVendors.isHot), asc(gameVendors.sort), asc(gameVendors.code));
  const counts = await db.select({ vendor: games.vendor, total: count() }).from(games).where(playable).groupBy(games.vendor);
  const lobbyCodes = vendors.flatMap((vendor) => (vendor.lobbyCode ? [vendor.lobbyCode] : []));
  const containerVendors = vendors.filter((vendor) => vendor.isGame === 'VASSALAGE').map((vendor) => vendor.code);
  const entryFilters = [
    lobbyCodes.length > 0 ? inArray(games.code, lobbyCodes) : undefined,
    containerVendors.length > 0 ? and(inArray(games.vendor, containerVendors), eq(games.isGame, 'VASSALAGE'), isNull(games.parentNodeId)) : undefined,
  ].filter((filter) => filter !== undefined);
  const entries = entryFilters.length > 0 ? await selectCards(db, language).where(or(...entryFilters)).orderBy(games.sort) : [];

  const totalOf = new Map(counts.map((row) => [row.vendor, row.total]));
  const lanes = new Map<string, VendorCard[]>();
  for (const vendor of vendors) {
    const entry =
      vendor.isGame === 'VASSALAGE'
        ? entries.find((row) => row.vendor === vendor.code && row.isGame === 'VASSALAGE')
        : entries.find((row) => row.code === vendor.lobbyCode);
    const lane = laneOf(vendor);
    lanes.set(lane, [...(lanes.get(lane) ?? []), cardOf(vendor, entry, totalOf.get(vendor.code) ?? 0)]);
  }
  const order = (title: string) => (gameCategories as readonly string[]).indexOf(title);
  return {
    data: {
      lanes: [...lanes.entries()].sort(([a], [b]) => order(a) - order(b)).map(([title, cards]) => ({ title, gameClassify: '', cards })),
    },
  };
}
