/**
 * The stakes a table accepts: fixed steps of the game's minimum bet, so a
 * cheap game and a high-roller game offer the same choices at their scale.
 * A stake outside the list is refused (bet.invalid).
 */
import type { GameEngine } from '../db/schema';
import { toCents } from '../domain/money';

const steps: Record<GameEngine, readonly bigint[]> = {
  slot: [1n, 2n, 5n, 10n, 20n, 50n, 100n],
  duel: [1n, 5n, 10n, 50n, 100n, 500n],
  lotto: [1n, 2n, 5n, 10n, 20n, 50n],
};

/** A catalogue row without a usable minimum bet plays from 1.00. */
export function betSizes(engine: GameEngine, minBet: string): bigint[] {
  const minimum = toCents(minBet);
  return steps[engine].map((step) => step * (minimum > 0n ? minimum : 100n));
}
