/**
 * The slot's maths, on the fruit machine: line evaluation, the exact return
 * to player computed from the reel strips, its agreement with a brute-force
 * enumeration of every stop on a small machine, and with a long seeded
 * simulation.
 */
import { describe, expect, it } from 'vitest';
import { lineMultiple } from '../../src/provider/slot/evaluate';
import { buildStrip, type SlotMachine, type SymbolId } from '../../src/provider/slot/machine';
import { theoreticalRtp } from '../../src/provider/slot/rtp';
import { spinSlot, windowAt } from '../../src/provider/slot/spin';
import { fruitTheme } from '../../src/provider/slot/themes/fruit';
import { seededRandom } from './seeded-random';

/** The fruit machine, the first theme; every theme shares its evaluation and spin (slot-themes.test.ts checks each one's figures). */
const demoSlot = fruitTheme.machine;

describe('slot lines', () => {
  const pay = (...symbols: SymbolId[]) => lineMultiple(demoSlot, symbols);

  it('pays the leftmost run of three or more, wilds standing in', () => {
    expect(pay('bell', 'bell', 'bell', 'cherry', 'bell')).toEqual({ symbol: 'bell', count: 3, multiple: 20 });
    expect(pay('wild', 'seven', 'wild', 'seven', 'lemon')).toEqual({ symbol: 'seven', count: 4, multiple: 250 });
    expect(pay('cherry', 'cherry', 'lemon', 'cherry', 'cherry')).toBeNull();
    expect(pay('lemon', 'cherry', 'cherry', 'cherry', 'cherry')).toBeNull();
  });

  it('pays wilds alone by their own row when that is worth more', () => {
    expect(pay('wild', 'wild', 'wild', 'cherry', 'plum')).toEqual({ symbol: 'wild', count: 3, multiple: 100 });
    expect(pay('wild', 'wild', 'wild', 'wild', 'wild')).toEqual({ symbol: 'wild', count: 5, multiple: 2500 });
    expect(pay('wild', 'wild', 'seven', 'seven', 'seven')).toEqual({ symbol: 'seven', count: 5, multiple: 1000 });
  });

  it('lets a scatter break a line', () => {
    expect(pay('bar', 'bar', 'scatter', 'bar', 'bar')).toBeNull();
    expect(pay('wild', 'wild', 'scatter', 'bar', 'bar')).toBeNull();
  });

  it('spreads each symbol along its strip so no window shows two scatters of one reel', () => {
    for (const strip of demoSlot.reels) {
      const scatters = strip.flatMap((symbol, index) => (symbol === 'scatter' ? [index] : []));
      expect(scatters).toHaveLength(1);
    }
    expect(
      buildStrip([
        ['bell', 2],
        ['bar', 1],
      ]),
    ).toEqual(['bell', 'bar', 'bell']);
  });

  it('pays each win in whole cents rounded down, and the payout is their sum', () => {
    const random = seededRandom(7);
    for (let round = 0; round < 2000; round++) {
      const outcome = spinSlot(demoSlot, random, 37n);
      for (const win of outcome.lineWins) expect(win.cents).toBe((37n * BigInt(win.multiple)) / 10n);
      expect(outcome.payoutCents).toBe(outcome.lineWins.reduce((sum, win) => sum + win.cents, outcome.scatter?.cents ?? 0n));
      expect(outcome.window).toEqual(windowAt(demoSlot, outcome.stops));
    }
  });
});

describe('slot return to player', () => {
  it('computes the exact figure by enumeration, between 94 % and 97 %', () => {
    const rtp = theoreticalRtp(demoSlot);
    expect(rtp.denominator).toBe(demoSlot.reels.reduce((product, strip) => product * BigInt(strip.length), 1n));
    expect(rtp.value).toBeGreaterThan(0.94);
    expect(rtp.value).toBeLessThan(0.97);
  });

  it('agrees exactly with a brute-force walk over every stop of a small machine', () => {
    const small: SlotMachine = {
      ...demoSlot,
      reels: [
        buildStrip([
          ['wild', 1],
          ['seven', 1],
          ['bell', 2],
          ['scatter', 1],
          ['cherry', 1],
        ]),
        buildStrip([
          ['seven', 2],
          ['wild', 1],
          ['cherry', 2],
          ['scatter', 1],
        ]),
        buildStrip([
          ['bell', 2],
          ['seven', 1],
          ['scatter', 1],
          ['wild', 1],
        ]),
        buildStrip([
          ['seven', 1],
          ['bell', 1],
          ['cherry', 2],
          ['scatter', 1],
          ['wild', 1],
        ]),
        buildStrip([
          ['scatter', 1],
          ['seven', 2],
          ['bell', 2],
          ['wild', 1],
        ]),
      ],
    };
    const lines = BigInt(small.lines.length);
    let numerator = 0n;
    let stops = 0n;
    const walk = (reel: number, chosen: number[]) => {
      if (reel === small.reels.length) {
        // Replays the stops through the real spin, with a bet of one cent per line so every win is a whole number of cents.
        const fixed = [...chosen];
        const outcome = spinSlot(small, { int: () => fixed.shift()! }, lines);
        numerator += outcome.payoutCents;
        stops++;
        return;
      }
      for (let stop = 0; stop < small.reels[reel].length; stop++) walk(reel + 1, [...chosen, stop]);
    };
    walk(0, []);
    const exact = theoreticalRtp(small);
    expect(exact.denominator).toBe(stops);
    expect(exact.numerator * lines).toBe(numerator);
  });

  it('agrees with 400,000 seeded spins within four standard errors', () => {
    const spins = 400_000;
    const bet = 100n;
    const random = seededRandom(20261124);
    let paid = 0;
    let squares = 0;
    for (let round = 0; round < spins; round++) {
      const ratio = Number(spinSlot(demoSlot, random, bet).payoutCents) / Number(bet);
      paid += ratio;
      squares += ratio * ratio;
    }
    const simulated = paid / spins;
    const standardError = Math.sqrt((squares / spins - simulated * simulated) / spins);
    const theoretical = theoreticalRtp(demoSlot).value;
    console.info(
      `slot RTP: theoretical ${(theoretical * 100).toFixed(3)} %, simulated ${(simulated * 100).toFixed(3)} % over ${spins} spins (standard error ${(standardError * 100).toFixed(3)} points)`,
    );
    expect(Math.abs(simulated - theoretical)).toBeLessThan(4 * standardError);
    expect(standardError).toBeLessThan(0.005);
  });
});
