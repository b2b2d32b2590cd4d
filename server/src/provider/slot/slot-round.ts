/**
 * One paid spin of a game's slot: the theme its catalogue row calls for,
 * the spin, and the result a round settles (stake, payout, and the detail
 * the bets row keeps). The spin route and the seeded history both play
 * through here, so a seeded round is a round like any other.
 */
import type { PlayableGame } from '../catalogue';
import type { RandomSource } from '../random';
import type { InstantResult } from '../rounds/instant-result';
import { spinSlot, type SlotOutcome } from './spin';
import { slotThemeFor } from './themes';

export function playSlotRound(game: PlayableGame, random: RandomSource, betCents: bigint): { outcome: SlotOutcome; result: InstantResult } {
  const theme = slotThemeFor(game);
  const outcome = spinSlot(theme.machine, random, betCents);
  const detail = {
    engine: 'slot',
    theme: theme.id,
    stops: outcome.stops,
    // What the player saw, for the last-game recall; the stops alone need this theme's strips to read.
    reels: outcome.window,
    lineWins: outcome.lineWins.map(({ line, symbol, count }) => ({ line, symbol, count })),
    scatter: outcome.scatter?.count ?? 0,
  };
  return { outcome, result: { betCents, payoutCents: outcome.payoutCents, detail } };
}
