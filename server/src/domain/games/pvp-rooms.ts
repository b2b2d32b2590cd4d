/**
 * PvP rooms with how many players are around: the distinct members who
 * launched the room's game in the last ten minutes (recent_games keeps one
 * row per member and game, so counting rows counts members).
 */
import { and, asc, count, eq, gte, inArray } from 'drizzle-orm';
import type { PvpRoom } from '../../../../src/services/schemas/games';
import type { Db } from '../../db';
import { gameVendors, games, pvpRooms, recentGames } from '../../db/schema';
import { localisedName } from './language';

export const onlineWindowMs = 10 * 60_000;

export async function roomList(db: Db, query: { nodeId?: number; language: string; now: number }): Promise<{ list: PvpRoom[] }> {
  const rooms = await db
    .select({
      roomId: pvpRooms.roomId,
      nodeId: pvpRooms.nodeId,
      roomName: pvpRooms.name,
      gameName: localisedName(query.language),
      minBet: pvpRooms.minBet,
      maxPlayers: pvpRooms.maxPlayers,
    })
    .from(pvpRooms)
    .innerJoin(games, eq(games.nodeId, pvpRooms.nodeId))
    .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
    .where(query.nodeId !== undefined ? eq(pvpRooms.nodeId, query.nodeId) : undefined)
    .orderBy(asc(gameVendors.sort), asc(games.sort), asc(pvpRooms.sort), asc(pvpRooms.roomId));
  const nodeIds = [...new Set(rooms.map((room) => room.nodeId))];
  const online =
    nodeIds.length === 0
      ? []
      : await db
          .select({ nodeId: recentGames.nodeId, players: count() })
          .from(recentGames)
          .where(and(inArray(recentGames.nodeId, nodeIds), gte(recentGames.playedAt, query.now - onlineWindowMs)))
          .groupBy(recentGames.nodeId);
  const playersAt = new Map(online.map((row) => [row.nodeId, row.players]));
  return { list: rooms.map((room) => ({ ...room, minBet: Number(room.minBet), onlinePlayers: playersAt.get(room.nodeId) ?? 0 })) };
}
