/**
 * One duel round: draw which side wins from the weights, pay the pick, and
 * dress the result for the page (cards, a fight, a score) so what the
 * player sees always agrees with what was paid. Pure in (random, side, bet).
 */
import type { RandomSource } from '../random';
import { outcomeWeights, sidePayHundredths, tiePayHundredths, type DuelTable } from './sides';

export interface Card {
  /** 1 (ace) to 13 (king). */
  rank: number;
  /** 0 spades, 1 hearts, 2 diamonds, 3 clubs. */
  suit: number;
}

export type DuelReveal =
  | { kind: 'baccarat'; hands: [Card[], Card[]]; points: [number, number] }
  | { kind: 'dragonTiger'; cards: [Card, Card] }
  | { kind: 'cockfight'; health: [number, number] }
  | { kind: 'match'; score: [number, number] };

export interface DuelOutcome {
  /** The winning side code, or the tie's. */
  result: string;
  reveal: DuelReveal;
  payoutCents: bigint;
}

/** Index 0 or 1: that side won; 2: the tie. */
function drawResult(random: RandomSource): 0 | 1 | 2 {
  const total = outcomeWeights.reduce((sum, weight) => sum + weight, 0);
  let ticket = random.int(total);
  for (const index of [0, 1, 2] as const) {
    if (ticket < outcomeWeights[index]) return index;
    ticket -= outcomeWeights[index];
  }
  return 2;
}

const card = (random: RandomSource): Card => ({ rank: random.int(13) + 1, suit: random.int(4) });
const baccaratPoints = (hand: Card[]) => hand.reduce((sum, { rank }) => sum + (rank >= 10 ? 0 : rank), 0) % 10;
/** -1, 0 or 1 as side A's figure is below, equal to or above side B's; mapped to the result index. */
const resultOf = (a: number, b: number): 0 | 1 | 2 => (a > b ? 0 : a < b ? 1 : 2);

/** Deals until the picture shows the drawn result; each try is a fresh deal, so the pictures of a result are evenly likely. */
function revealFor(table: DuelTable, result: 0 | 1 | 2, random: RandomSource): DuelReveal {
  for (;;) {
    switch (table.kind) {
      case 'baccarat': {
        const hands: [Card[], Card[]] = [
          [card(random), card(random)],
          [card(random), card(random)],
        ];
        const points: [number, number] = [baccaratPoints(hands[0]), baccaratPoints(hands[1])];
        if (resultOf(...points) === result) return { kind: 'baccarat', hands, points };
        break;
      }
      case 'dragonTiger': {
        const cards: [Card, Card] = [card(random), card(random)];
        if (resultOf(cards[0].rank, cards[1].rank) === result) return { kind: 'dragonTiger', cards };
        break;
      }
      case 'cockfight': {
        // The loser ends at zero; a draw is a double knock-out.
        const left = result === 0 ? 10 + random.int(81) : 0;
        const right = result === 1 ? 10 + random.int(81) : 0;
        return { kind: 'cockfight', health: [left, right] };
      }
      case 'match': {
        const score: [number, number] = [random.int(5), random.int(5)];
        if (resultOf(...score) === result) return { kind: 'match', score };
        break;
      }
    }
  }
}

/** What a pick returns in cents, rounded down: a winning side 1.95×, a side on a tie its stake, the tie 8×. */
export function duelPayout(table: DuelTable, side: string, result: string, betCents: bigint): bigint {
  const tie = table.sides[2];
  if (result === tie) return side === tie ? (betCents * tiePayHundredths) / 100n : betCents;
  return side === result ? (betCents * sidePayHundredths) / 100n : 0n;
}

export function playDuel(table: DuelTable, random: RandomSource, side: string, betCents: bigint): DuelOutcome {
  const index = drawResult(random);
  const result = table.sides[index];
  return { result, reveal: revealFor(table, index, random), payoutCents: duelPayout(table, side, result, betCents) };
}
