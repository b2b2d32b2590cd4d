/**
 * A member's favourite games. Toggles are limited to one a second per member
 * (api-facts §7.4) through one conditional upsert on favourite_toggles: the
 * row is written only when the last toggle is at least a second old, so
 * every gateway instance sharing the database shares the limit, and two
 * toggles racing on one member cannot both pass.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { GameCard, GameCategory } from '../../../../src/services/schemas/games';
import type { Db } from '../../db';
import { favouriteGames, favouriteToggles, games } from '../../db/schema';
import { DomainError } from '../../http/domain-error';
import { selectCards, toGameCard } from './cards';

export const toggleIntervalMs = 1000;

export interface FavouriteKey {
  nodeId: number;
  vendor: string;
  gameType: string;
}

export async function favouriteIds(db: Db, memberId: number): Promise<string[]> {
  const rows = await db
    .select({ nodeId: favouriteGames.nodeId })
    .from(favouriteGames)
    .where(eq(favouriteGames.memberId, memberId))
    .orderBy(desc(favouriteGames.createdAt), desc(favouriteGames.nodeId));
  return rows.map((row) => String(row.nodeId));
}

export async function favouriteList(
  db: Db,
  query: { memberId: number; gameType?: GameCategory; pageNo: number; pageSize: number; language: string },
): Promise<{ content: GameCard[]; pageNum: number; totalPages: number }> {
  const where = and(eq(favouriteGames.memberId, query.memberId), query.gameType ? eq(games.gameType, query.gameType) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(favouriteGames).innerJoin(games, eq(games.nodeId, favouriteGames.nodeId)).where(where);
  const rows = await selectCards(db, query.language)
    .innerJoin(favouriteGames, eq(favouriteGames.nodeId, games.nodeId))
    .where(where)
    .orderBy(desc(favouriteGames.createdAt), desc(favouriteGames.nodeId))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  return { content: rows.map(toGameCard), pageNum: query.pageNo, totalPages: Math.ceil(total / query.pageSize) };
}

/** Adds or removes one favourite and answers the new id list; the game must be the one the portal names. */
export async function toggleFavourite(db: Db, memberId: number, key: FavouriteKey, add: boolean, now: number): Promise<string[]> {
  const [game] = await db.select({ vendor: games.vendor, gameType: games.gameType }).from(games).where(eq(games.nodeId, key.nodeId)).limit(1);
  if (!game || game.vendor !== key.vendor || game.gameType !== key.gameType) throw new DomainError(errorCodes.gameNotFound, 400);
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(favouriteToggles)
      .values({ memberId, lastAt: now })
      .onConflictDoUpdate({
        target: favouriteToggles.memberId,
        set: { lastAt: now },
        setWhere: sql`${favouriteToggles.lastAt} <= ${now - toggleIntervalMs}`,
      })
      .returning({ memberId: favouriteToggles.memberId });
    if (claimed.length === 0) throw new DomainError(errorCodes.favouriteTooFrequent, 429);
    if (add) await tx.insert(favouriteGames).values({ memberId, nodeId: key.nodeId, createdAt: now }).onConflictDoNothing();
    else await tx.delete(favouriteGames).where(and(eq(favouriteGames.memberId, memberId), eq(favouriteGames.nodeId, key.nodeId)));
  });
  return favouriteIds(db, memberId);
}
