/**
 * A game as every listing answers it (GameCard of schemas/games.ts): the
 * catalogue row joined with its vendor. A game is under maintenance when it
 * or its vendor is.
 */
import { eq, sql } from 'drizzle-orm';
import type { GameCard, LaunchTarget } from '../../../../src/services/schemas/games';
import type { Db } from '../../db';
import { gameVendors, games } from '../../db/schema';
import { gameIconPath } from './image-paths';
import { localisedName } from './language';

export const cardColumns = (language: string) => ({
  nodeId: games.nodeId,
  code: games.code,
  vendor: games.vendor,
  vendorName: gameVendors.name,
  gameType: games.gameType,
  gameClassify: games.gameClassify,
  gameName: localisedName(language),
  isGame: games.isGame,
  defaultPlayType: games.defaultPlayType,
  accountTypeName: games.accountTypeName,
  launchMode: games.launchMode,
  minBet: games.minBet,
  minLineNum: games.minLineNum,
  isHot: games.isHot,
  maintenance: sql<boolean>`(${games.maintenance} or ${gameVendors.maintenance})`,
});

/** Games joined with their vendors, selecting card columns; callers add joins, filters and order. */
export const selectCards = (db: Db, language: string) =>
  db.select(cardColumns(language)).from(games).innerJoin(gameVendors, eq(gameVendors.code, games.vendor));

export type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

export const toGameCard = (row: CardRow): GameCard => ({
  nodeId: row.nodeId,
  gameType: row.gameType,
  isGame: row.isGame ?? '',
  code: row.code,
  gameCode: row.code,
  defaultPlayType: row.defaultPlayType,
  accountTypeName: row.accountTypeName,
  vendor: row.vendor,
  vassalage: row.vendor,
  launchMode: row.launchMode,
  maintenance: Boolean(row.maintenance),
  gameName: row.gameName,
  vendorName: row.vendorName,
  gameClassify: row.gameClassify,
  imageUrl: gameIconPath(row.code),
  // A display figure of a numeric(18,2) text, never summed.
  minBet: Number(row.minBet),
  minLineNum: row.minLineNum,
  isHot: row.isHot,
});

/** Games a player can launch: anything but a VASSALAGE container. */
export const playable = sql`${games.isGame} is distinct from 'VASSALAGE'`;

/** Catalogue order: hot games first, then each vendor's ranking, vendors interleaved in lane order. */
export const catalogueOrder = [sql`${games.isHot} desc`, games.sort, gameVendors.sort, games.nodeId];

/** What a launch needs of a card: the fields the portal sends back to open it. */
export const launchTargetOf = (card: GameCard): LaunchTarget => ({
  nodeId: card.nodeId,
  gameType: card.gameType,
  isGame: card.isGame,
  code: card.code,
  gameCode: card.gameCode,
  defaultPlayType: card.defaultPlayType,
  accountTypeName: card.accountTypeName,
  vendor: card.vendor,
  vassalage: card.vassalage,
  launchMode: card.launchMode,
  maintenance: card.maintenance,
});
