/**
 * The exact return to player of a machine, as a fraction over all stop
 * combinations (the product of the strip lengths).
 *
 * Every line shows one symbol per reel, and with a uniform stop that symbol
 * follows the strip's symbol counts, independently reel by reel. By
 * linearity of expectation every line returns the same, so the line part is
 * the weighted sum over all symbol tuples (9⁵ of them, not 30⁵ stop
 * combinations). The scatter part needs the whole window: per reel we count
 * the stops showing 0, 1, 2… scatters and combine the reels.
 */
import { lineMultiple, scatterMultiple } from './evaluate';
import type { SlotMachine, SymbolId } from './machine';

export interface ExactRtp {
  numerator: bigint;
  denominator: bigint;
  /** For display and tolerances only. */
  value: number;
}

function symbolCounts(strip: readonly SymbolId[]): [SymbolId, bigint][] {
  const counts = new Map<SymbolId, bigint>();
  for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0n) + 1n);
  return [...counts];
}

/** Σ over symbol tuples of (ways to show the tuple) × line multiple. */
function lineNumerator(machine: SlotMachine): bigint {
  const perReel = machine.reels.map(symbolCounts);
  const tuple: SymbolId[] = [];
  const walk = (reel: number, ways: bigint): bigint => {
    if (reel === perReel.length) return ways * BigInt(lineMultiple(machine, tuple)?.multiple ?? 0);
    let total = 0n;
    for (const [symbol, count] of perReel[reel]) {
      tuple[reel] = symbol;
      total += walk(reel + 1, ways * count);
    }
    return total;
  };
  return walk(0, 1n);
}

/** ways[k]: stop combinations showing k scatters in the window. */
function scatterWays(machine: SlotMachine): bigint[] {
  let ways = [1n];
  for (const strip of machine.reels) {
    const reelWays: bigint[] = [];
    for (let stop = 0; stop < strip.length; stop++) {
      let shown = 0;
      for (let row = 0; row < machine.rows; row++) if (strip[(stop + row) % strip.length] === machine.scatter) shown++;
      reelWays[shown] = (reelWays[shown] ?? 0n) + 1n;
    }
    const next: bigint[] = [];
    ways.forEach((before, k) => reelWays.forEach((here = 0n, j) => (next[k + j] = (next[k + j] ?? 0n) + before * here)));
    ways = next.map((value) => value ?? 0n);
  }
  return ways;
}

export function theoreticalRtp(machine: SlotMachine): ExactRtp {
  const denominator = machine.reels.reduce((product, strip) => product * BigInt(strip.length), 1n);
  const scatter = scatterWays(machine).reduce((sum, ways, count) => sum + ways * BigInt(scatterMultiple(machine, count)), 0n);
  const numerator = lineNumerator(machine) + scatter;
  // Ten decimal places are plenty for a percentage.
  const value = Number((numerator * 10n ** 10n) / denominator) / 1e10;
  return { numerator, denominator, value };
}
