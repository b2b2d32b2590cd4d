/**
 * The provider's view of the catalogue: a game with what playing it needs
 * (engine, stakes, the category its bets are filed under) and whether it or
 * its vendor is under maintenance right now.
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { gameVendors, games, type GameEngine } from '../db/schema';
import type { ProviderTx as Tx } from './deps';

export interface PlayableGame {
  nodeId: number;
  code: string;
  vendor: string;
  /** Where the game's bets are filed: the vendor's group (ESPORTS, COCKFIGHT) over the game's category. */
  category: string;
  gameClassify: string;
  names: Record<string, string>;
  minBet: string;
  accountTypeName: string;
  defaultPlayType: string | null;
  engine: GameEngine;
  maintenance: boolean;
}

async function selectGames(db: Db | Tx, where: SQL | undefined): Promise<PlayableGame[]> {
  const rows = await db
    .select({ game: games, vendorMaintenance: gameVendors.maintenance, groupCode: gameVendors.groupCode })
    .from(games)
    .leftJoin(gameVendors, eq(gameVendors.code, games.vendor))
    .where(where)
    .orderBy(asc(games.sort), asc(games.nodeId));
  return rows.map(({ game, vendorMaintenance, groupCode }) => ({
    nodeId: game.nodeId,
    code: game.code,
    vendor: game.vendor,
    category: groupCode ?? game.gameType,
    gameClassify: game.gameClassify,
    names: game.names,
    minBet: game.minBet,
    accountTypeName: game.accountTypeName,
    defaultPlayType: game.defaultPlayType,
    engine: game.engine,
    maintenance: game.maintenance || vendorMaintenance === true,
  }));
}

export async function findGame(db: Db | Tx, key: { nodeId: number } | { code: string }): Promise<PlayableGame | null> {
  const [game] = await selectGames(db, 'nodeId' in key ? eq(games.nodeId, key.nodeId) : eq(games.code, key.code));
  return game ?? null;
}

/** The lottery games drawn on one schedule (LOTT, ELOTT, TCG_SEA, TCG_LOTTO_VN), in menu order. */
export const lotteryGamesOf = (db: Db | Tx, accountTypeName: string): Promise<PlayableGame[]> =>
  selectGames(db, and(eq(games.engine, 'lotto'), eq(games.accountTypeName, accountTypeName)));

export const allLotteryGames = (db: Db | Tx): Promise<PlayableGame[]> => selectGames(db, eq(games.engine, 'lotto'));

export const gameName = (game: PlayableGame, language: string): string => game.names[language] ?? game.names.EN ?? Object.values(game.names)[0] ?? game.code;
