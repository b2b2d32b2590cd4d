/**
 * The whole demo catalogue, assembled from the data files: every vendor's
 * games numbered from its node base, with category, engine, launch mode and
 * parent ids filled in. Built once, the same on every start.
 */
import type { GameCategory, GameEngine } from '../../db/schema/games';
import { fishGames } from './fish-games';
import { inhouseGames } from './inhouse-games';
import { liveTables } from './live-tables';
import { lotteryGames, lotteryMenuSeeds } from './lottery-games';
import { pvpGames, pvpRoomSeeds } from './pvp-games';
import { rngGames, rngRecipes } from './rng-games';
import { createTitleBook } from './slot-names';
import { sportsLobby } from './sports-lobbies';
import type { GameDraft, GameSeed, VendorSeed } from './types';
import { inhouseVendor, vendorSeeds } from './vendors';

/** How the demo provider plays each category (reels, one-round tables, scheduled draws). */
export const engineOf: Record<GameCategory, GameEngine> = {
  RNG: 'slot',
  FISH: 'slot',
  LIVE: 'duel',
  PVP: 'duel',
  SPORTS: 'duel',
  ESPORTS: 'duel',
  COCKFIGHT: 'duel',
  LOTT: 'lotto',
  ELOTT: 'lotto',
};

/** Release dates are fixed so listings answer the same everywhere. */
const catalogueEpoch = Date.UTC(2025, 0, 1);
const minute = 60_000;

function draftsOf(vendor: VendorSeed, titles: ReturnType<typeof createTitleBook>): GameDraft[] {
  switch (vendor.category) {
    case 'RNG': {
      if (vendor.code === inhouseVendor) return inhouseGames;
      const recipe = rngRecipes.find((entry) => entry.vendor === vendor.code);
      if (!recipe) throw new Error(`no RNG recipe for vendor ${vendor.code}`);
      return rngGames(recipe, titles);
    }
    case 'LIVE':
      return liveTables(vendor);
    case 'FISH':
      return fishGames[vendor.code] ?? [];
    case 'PVP':
      return pvpGames(vendor.code);
    case 'LOTT':
    case 'ELOTT':
      return lotteryGames[vendor.category];
    default:
      return [sportsLobby(vendor)];
  }
}

function buildGames(): GameSeed[] {
  const titles = createTitleBook();
  const built = vendorSeeds.flatMap((vendor) =>
    draftsOf(vendor, titles).map((draft, index): GameSeed & { parentCode?: string } => {
      const nodeId = vendor.nodeBase + index + 1;
      const gameType = draft.gameType ?? vendor.category;
      return {
        nodeId,
        code: draft.code,
        vendor: vendor.code,
        gameType,
        gameClassify: draft.gameClassify,
        names: draft.names,
        minBet: draft.minBet,
        minLineNum: draft.minLineNum ?? 1,
        isGame: draft.isGame ?? null,
        parentNodeId: null,
        parentCode: draft.parentCode,
        accountTypeName: draft.accountTypeName ?? vendor.code,
        defaultPlayType: draft.defaultPlayType ?? null,
        isHot: draft.isHot ?? 0,
        maintenance: draft.maintenance ?? false,
        engine: engineOf[gameType],
        launchMode: vendor.code === inhouseVendor ? 'seamless' : 'iframe',
        sort: index + 1,
        createdAt: catalogueEpoch + nodeId * minute,
      };
    }),
  );
  const nodeIdOf = new Map(built.map((game) => [game.code, game.nodeId]));
  return built.map(({ parentCode, ...game }) => ({ ...game, parentNodeId: parentCode ? (nodeIdOf.get(parentCode) ?? null) : null }));
}

/** Data mistakes (a duplicate code, a lobby or menu naming a missing game) stop the start-up, loudly. */
function checked(games: GameSeed[]): GameSeed[] {
  const codes = new Set<string>();
  const nodeIds = new Set<number>();
  for (const game of games) {
    if (codes.has(game.code) || nodeIds.has(game.nodeId)) throw new Error(`catalogue: duplicate game ${game.code} / ${game.nodeId}`);
    codes.add(game.code);
    nodeIds.add(game.nodeId);
  }
  const named = [
    ...vendorSeeds.flatMap((vendor) => (vendor.lobbyCode ? [vendor.lobbyCode] : [])),
    ...lotteryMenuSeeds.flatMap((menu) => menu.gameCodes),
    ...pvpRoomSeeds.map((room) => room.gameCode),
  ];
  const missing = named.filter((code) => !codes.has(code));
  if (missing.length > 0) throw new Error(`catalogue: unknown game codes ${missing.join(', ')}`);
  return games;
}

export const gameSeeds: readonly GameSeed[] = checked(buildGames());
