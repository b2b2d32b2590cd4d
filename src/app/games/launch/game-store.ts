/**
 * Where the opened game is kept for the game page (spec §2: the first
 * address is stored, then the page opens): sessionStorage, so a reload of
 * the page finds it, plus listeners, so the page follows a new launch
 * while it is already on screen.
 */
import * as v from 'valibot';
import type { StoredGame } from '../../../machines/game-launch/game-launch-rules';
import { launchTargetSchema } from '../../../services/schemas/games';

export const storedGameKey = 'launchedGame';

const storedGameSchema = v.object({
  address: v.pipe(v.string(), v.minLength(1)),
  name: v.string(),
  mode: v.picklist(['iframe', 'seamless']),
  target: v.object({ ...launchTargetSchema.entries, gameName: v.optional(v.string()) }),
});

export interface GameStore {
  read(): StoredGame | null;
  write(game: StoredGame): void;
  subscribe(listener: () => void): () => void;
}

export function createGameStore(storage: Pick<Storage, 'getItem' | 'setItem'>): GameStore {
  const listeners = new Set<() => void>();
  // The same object for the same text, so React's external-store reads stay stable.
  let cache: { text: string | null; game: StoredGame | null } = { text: null, game: null };
  return {
    read() {
      const text = storage.getItem(storedGameKey);
      if (text === cache.text) return cache.game;
      let game: StoredGame | null = null;
      try {
        const parsed = v.safeParse(storedGameSchema, JSON.parse(text ?? 'null'));
        game = parsed.success ? parsed.output : null;
      } catch {
        game = null;
      }
      cache = { text, game };
      return game;
    },
    write(game) {
      storage.setItem(storedGameKey, JSON.stringify(game));
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
