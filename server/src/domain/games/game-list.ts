/**
 * The lobby's game list with every filter of the spec, paged in SQL.
 *
 * Meanings chosen where the spec names a filter without defining it:
 * - minBet / minLineNum: the games playable with that bet / that many lines,
 *   i.e. whose minimum is at most the value.
 * - gameName: case-insensitive "contains", on the name in the asked language
 *   and on the English name.
 * - VASSALAGE: a category listing shows the container game (its card opens
 *   the popup) and hides its sub-games; listing one vendor (vassalage) shows
 *   what can be launched, so the sub-games and not the container. That is
 *   how the popup fills itself from the ordinary list call.
 */
import { and, count, eq, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { GameCategory, GameList } from '../../../../src/services/schemas/games';
import type { Db } from '../../db';
import { gameVendors, games } from '../../db/schema';
import { catalogueOrder, playable, selectCards, toGameCard } from './cards';
import { localisedName } from './language';
import { containing } from '../../db/like';

export interface GameListQuery {
  gameType?: GameCategory;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  /** Decimal text, at most two places. */
  minBet?: string;
  minLineNum?: number;
  pageNo: number;
  pageSize: number;
  language: string;
}

function conditions(query: GameListQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [
    query.gameType ? eq(games.gameType, query.gameType) : undefined,
    query.vassalage ? and(eq(games.vendor, query.vassalage), playable) : isNull(games.parentNodeId),
    query.gameClassify ? eq(games.gameClassify, query.gameClassify) : undefined,
    query.minBet !== undefined ? lte(games.minBet, query.minBet) : undefined,
    query.minLineNum !== undefined ? lte(games.minLineNum, query.minLineNum) : undefined,
  ];
  if (query.gameName) {
    const pattern = containing(query.gameName);
    filters.push(or(ilike(localisedName(query.language), pattern), ilike(sql`${games.names} ->> 'EN'`, pattern)));
  }
  return and(...filters);
}

export async function listGames(db: Db, query: GameListQuery): Promise<GameList> {
  const where = conditions(query);
  const [{ total }] = await db.select({ total: count() }).from(games).innerJoin(gameVendors, eq(gameVendors.code, games.vendor)).where(where);
  const rows = await selectCards(db, query.language)
    .where(where)
    .orderBy(...catalogueOrder)
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  return {
    games: rows.map(toGameCard),
    totalCount: total,
    totalPages: Math.ceil(total / query.pageSize),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
}
