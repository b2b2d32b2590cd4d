/** Duel tables: sides per category, a real house edge on every pick, and a picture that always agrees with the result. */
import { describe, expect, it } from 'vitest';
import { duelPayout, playDuel, type Card, type DuelReveal } from '../../src/provider/duel/duel-engine';
import { duelTableFor, duelTables, outcomeWeights, type DuelTable } from '../../src/provider/duel/sides';
import { seededRandom } from './seeded-random';

const baccaratPoints = (hand: Card[]) => hand.reduce((sum, card) => sum + (card.rank >= 10 ? 0 : card.rank), 0) % 10;

/** The winner index the picture shows: 0 side A, 1 side B, 2 the tie. */
function shownResult(reveal: DuelReveal): number {
  const compare = (a: number, b: number) => (a > b ? 0 : a < b ? 1 : 2);
  switch (reveal.kind) {
    case 'baccarat':
      expect(reveal.points).toEqual([baccaratPoints(reveal.hands[0]), baccaratPoints(reveal.hands[1])]);
      return compare(...reveal.points);
    case 'dragonTiger':
      return compare(reveal.cards[0].rank, reveal.cards[1].rank);
    case 'cockfight':
      return compare(...reveal.health);
    case 'match':
      return compare(...reveal.score);
  }
}

describe('duel tables', () => {
  it('names the sides by category and classification', () => {
    expect(duelTableFor('LIVE', 'BACCARAT').sides).toEqual(['PLAYER', 'BANKER', 'TIE']);
    expect(duelTableFor('LIVE', 'Dragon Tiger').sides).toEqual(['DRAGON', 'TIGER', 'TIE']);
    expect(duelTableFor('COCKFIGHT', 'SABONG').sides).toEqual(['MERON', 'WALA', 'DRAW']);
    expect(duelTableFor('SPORTS', 'SB').sides).toEqual(['HOME', 'AWAY', 'DRAW']);
    expect(duelTableFor('ESPORTS', 'ES').sides).toEqual(['HOME', 'AWAY', 'DRAW']);
    expect(duelTableFor('PVP', 'BG').sides).toEqual(['PLAYER', 'BANKER', 'TIE']);
  });

  it('gives every pick an exact return below 100 %: sides 97.8 %, the tie 96 %', () => {
    const total = BigInt(outcomeWeights.reduce((sum, weight) => sum + weight, 0));
    const rtp = (table: DuelTable, side: string) =>
      table.sides.reduce((sum, result, index) => sum + BigInt(outcomeWeights[index]) * duelPayout(table, side, result, 10_000n), 0n) / total;
    for (const table of Object.values(duelTables)) {
      expect(rtp(table, table.sides[0])).toBe(9_780n);
      expect(rtp(table, table.sides[1])).toBe(9_780n);
      expect(rtp(table, table.sides[2])).toBe(9_600n);
    }
  });

  it('returns a side’s stake on a tie and rounds pays down to the cent', () => {
    const table = duelTables.baccarat;
    expect(duelPayout(table, 'PLAYER', 'TIE', 333n)).toBe(333n);
    expect(duelPayout(table, 'PLAYER', 'PLAYER', 333n)).toBe(649n);
    expect(duelPayout(table, 'TIE', 'TIE', 333n)).toBe(2_664n);
    expect(duelPayout(table, 'BANKER', 'PLAYER', 333n)).toBe(0n);
  });

  it('draws results at the published weights and shows pictures that agree with them', () => {
    for (const table of Object.values(duelTables)) {
      const random = seededRandom(table.kind.length * 7919);
      const counts = [0, 0, 0];
      const rounds = 20_000;
      for (let round = 0; round < rounds; round++) {
        const outcome = playDuel(table, random, table.sides[round % 3], 100n);
        const index = table.sides.indexOf(outcome.result);
        counts[index]++;
        expect(shownResult(outcome.reveal)).toBe(index);
        expect(outcome.payoutCents).toBe(duelPayout(table, table.sides[round % 3], outcome.result, 100n));
      }
      // Five standard deviations of a binomial share: about ±1.8 points at 20,000 rounds.
      outcomeWeights.forEach((weight, index) => {
        const share = weight / 100;
        expect(Math.abs(counts[index] / rounds - share)).toBeLessThan(5 * Math.sqrt((share * (1 - share)) / rounds));
      });
    }
  });
});
