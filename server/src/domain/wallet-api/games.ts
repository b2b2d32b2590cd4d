/**
 * The games a provider may move money for: a game of the catalogue that its
 * row in wallet_provider_games names, or any game when that row is '*'. The
 * bets row files a round under the vendor's group (ESPORTS, COCKFIGHT) over
 * the game's own category, as the records pages expect.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ContentVersionRead } from '../../cache/content-version';
import type { Db } from '../../db';
import { gameVendors, games, walletProviderGames } from '../../db/schema';
import type { Tx } from '../ledger';
import { WalletError, walletErrorCodes } from './errors';

export interface RoundGame {
  nodeId: number;
  code: string;
  vendor: string;
  category: string;
}

/** The game by its code (a bet names it) or its node id (a player token is bound to one). */
export async function allowedGame(db: Db | Tx, providerId: string, game: { code: string } | { nodeId: number }): Promise<RoundGame> {
  const [row] = await db
    .select({
      nodeId: games.nodeId,
      code: games.code,
      vendor: games.vendor,
      category: sql<string>`coalesce(${gameVendors.groupCode}, ${games.gameType})`,
      allowed: sql<boolean>`exists (select 1 from ${walletProviderGames} where ${and(
        eq(walletProviderGames.providerId, providerId),
        sql`${walletProviderGames.gameCode} in ('*', ${games.code})`,
      )})`,
    })
    .from(games)
    .leftJoin(gameVendors, eq(gameVendors.code, games.vendor))
    .where('code' in game ? eq(games.code, game.code) : eq(games.nodeId, game.nodeId));
  if (!row) throw new WalletError(walletErrorCodes.gameNotFound, 404);
  if (!row.allowed) throw new WalletError(walletErrorCodes.gameNotAllowed, 403);
  return { nodeId: row.nodeId, code: row.code, vendor: row.vendor, category: row.category };
}

export type AllowedGames = (tx: Db | Tx, providerId: string, gameCode: string, now: number) => Promise<RoundGame>;

/**
 * allowedGame with the answer kept per provider and game until the content
 * version moves (the catalogue and the providers' games raise it), so a game
 * taken from a provider is refused by every instance from its next call; a
 * refusal is never kept.
 */
export function cachedAllowedGames(contentVersion: ContentVersionRead): AllowedGames {
  const known = new Map<string, { game: RoundGame; version: number }>();
  return async (tx, providerId, gameCode) => {
    const key = `${providerId}\n${gameCode}`;
    const version = await contentVersion();
    const held = known.get(key);
    if (held?.version === version) return held.game;
    const game = await allowedGame(tx, providerId, { code: gameCode });
    known.set(key, { game, version });
    return game;
  };
}

/**
 * The staked game as the cache knows it, read before the money call's
 * transaction opens: the cache asks the pool for the content version, and a
 * transaction that waits on the pool while holding one of its connections
 * starves it once every connection does so. Null when the game is refused:
 * the transaction reads it again and refuses in its own order (a replay
 * still answers first).
 */
export function gameBeforeTransaction(context: { db: Db; providerId: string; now: number; allowedGame: AllowedGames }, gameCode: string): Promise<RoundGame | null> {
  return context.allowedGame(context.db, context.providerId, gameCode, context.now).catch(() => null);
}
