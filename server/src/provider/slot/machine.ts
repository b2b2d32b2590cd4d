/**
 * The demo slot: 5 reels, 3 rows, 10 win lines. Each reel is a strip of
 * symbols with its own weights (rarer high symbols on the outer reels); a
 * spin stops every strip at a uniformly drawn position and shows that
 * position and the two after it. Line pays are multiples of the line bet
 * (bet ÷ lines), scatter pays multiples of the whole bet anywhere in view.
 */
export const symbolIds = ['cherry', 'lemon', 'orange', 'plum', 'bell', 'bar', 'seven', 'wild', 'scatter'] as const;
export type SymbolId = (typeof symbolIds)[number];

export interface SlotMachine {
  /** One strip per reel, read top to bottom and wrapping around. */
  reels: readonly (readonly SymbolId[])[];
  rows: number;
  /** Row index on each reel, left to right. */
  lines: readonly (readonly number[])[];
  /** Line bet multiples for 3, 4 and 5 of a kind from the left. */
  pays: Partial<Record<SymbolId, readonly [number, number, number]>>;
  /** Stands for every symbol but the scatter; a line of wilds alone pays the wild's own row. */
  wild: SymbolId;
  /** Pays wherever it shows, by how many are in view, as multiples of the whole bet. */
  scatter: SymbolId;
  scatterPays: Readonly<Record<number, number>>;
}

/**
 * Spreads each symbol evenly along its strip (smooth weighted round robin),
 * so a strip never bunches its scatters and the same counts always give the
 * same strip.
 */
export function buildStrip(counts: readonly (readonly [SymbolId, number])[]): SymbolId[] {
  const total = counts.reduce((sum, [, count]) => sum + count, 0);
  const credit = counts.map(() => 0);
  const strip: SymbolId[] = [];
  for (let position = 0; position < total; position++) {
    let pick = 0;
    counts.forEach(([, count], index) => {
      credit[index] += count;
      if (credit[index] > credit[pick]) pick = index;
    });
    credit[pick] -= total;
    strip.push(counts[pick][0]);
  }
  return strip;
}

/** How many of each symbol every reel's strip holds, in `symbolIds` order: cherry, lemon, orange, plum, bell, bar, seven, wild, scatter. */
const reelCounts = [
  [7, 7, 6, 5, 4, 3, 2, 1, 1],
  [7, 6, 6, 5, 4, 3, 2, 2, 1],
  [6, 6, 6, 5, 4, 3, 2, 2, 1],
  [7, 6, 6, 5, 4, 3, 2, 1, 1],
  [7, 7, 6, 5, 4, 3, 1, 1, 1],
];

export const demoSlot: SlotMachine = {
  reels: reelCounts.map((counts) => buildStrip(symbolIds.map((symbol, index) => [symbol, counts[index]] as const))),
  rows: 3,
  lines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
    [0, 0, 1, 2, 2],
    [2, 2, 1, 0, 0],
    [1, 0, 0, 0, 1],
    [1, 2, 2, 2, 1],
    [1, 0, 1, 2, 1],
  ],
  pays: {
    cherry: [9, 20, 50],
    lemon: [9, 20, 50],
    orange: [12, 40, 100],
    plum: [15, 45, 150],
    bell: [20, 70, 200],
    bar: [30, 120, 400],
    seven: [50, 250, 1000],
    wild: [100, 500, 2500],
  },
  wild: 'wild',
  scatter: 'scatter',
  scatterPays: { 3: 3, 4: 15, 5: 100 },
};
