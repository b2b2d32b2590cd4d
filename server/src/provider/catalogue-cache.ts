/**
 * The catalogue rows a round reads, kept until the content version moves: every change to games or
 * game_vendors (maintenance included) raises it (drizzle/0009_content_versions.sql), so a round never
 * plays on a row older than the version it read. A round reads the version (shared by the requests in
 * flight, or pushed on the embedded database) instead of the game row.
 */
import { contentVersionReader } from '../cache/content-version';
import type { Db } from '../db';
import { findGame, type PlayableGame } from './catalogue';

export type GameByCode = (code: string) => Promise<PlayableGame | null>;

export function cachedGames(db: Db): GameByCode {
  const contentVersion = contentVersionReader(db);
  let held: { version: number; games: Map<string, Promise<PlayableGame | null>> } | null = null;
  return async (code) => {
    const version = await contentVersion();
    if (held?.version !== version) held = { version, games: new Map() };
    const games = held.games;
    let game = games.get(code);
    if (!game) {
      game = findGame(db, { code });
      games.set(code, game);
      // A failed read is not kept: the next round reads again.
      game.catch(() => games.delete(code));
    }
    return game;
  };
}
