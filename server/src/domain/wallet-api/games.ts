/**
 * The games a provider may move money for: a game of the catalogue that its
 * row in wallet_provider_games names, or any game when that row is '*'. The
 * bets row files a round under the vendor's group (ESPORTS, COCKFIGHT) over
 * the game's own category, as the records pages expect.
 */
import { and, eq, sql } from 'drizzle-orm';
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

/** The game a bet names, if the provider may serve it, as this request's content version knew it. */
export type AllowedGames = (tx: Db | Tx, providerId: string, gameCode: string) => Promise<RoundGame>;

/**
 * allowedGame with the answer kept per provider and game until the content
 * version moves (the catalogue and the providers' games raise it), so a game
 * taken from a provider is refused by every instance from its next call; a
 * refusal is never kept.
 */
export function cachedAllowedGames(): (tx: Db | Tx, providerId: string, gameCode: string, version: number) => Promise<RoundGame> {
  const known = new Map<string, { game: RoundGame; version: number }>();
  return async (tx, providerId, gameCode, version) => {
    const key = `${providerId}\n${gameCode}`;
    const held = known.get(key);
    if (held?.version === version) return held.game;
    const game = await allowedGame(tx, providerId, { code: gameCode });
    known.set(key, { game, version });
    return game;
  };
}
