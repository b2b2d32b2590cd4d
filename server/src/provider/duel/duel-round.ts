/**
 * One paid round at a game's duel table: the table its category calls for,
 * the pick, and the result a round settles. The duel route and the seeded
 * history both play through here.
 */
import type { PlayableGame } from '../catalogue';
import type { RandomSource } from '../random';
import type { InstantResult } from '../rounds/instant-result';
import { playDuel, type DuelOutcome } from './duel-engine';
import { duelTableFor, type DuelTable } from './sides';

export function playDuelRound(
  game: PlayableGame,
  random: RandomSource,
  side: string,
  betCents: bigint,
): { table: DuelTable; outcome: DuelOutcome; result: InstantResult } {
  const table = duelTableFor(game.category, game.gameClassify);
  const outcome = playDuel(table, random, side, betCents);
  const detail = { engine: 'duel', table: table.kind, side, result: outcome.result, reveal: outcome.reveal };
  return { table, outcome, result: { betCents, payoutCents: outcome.payoutCents, detail } };
}
