/**
 * A slot machine: 5 reels, 3 rows, 10 win lines. Each reel is a strip of
 * symbols with its own weights (rarer high symbols on the outer reels); a
 * spin stops every strip at a uniformly drawn position and shows that
 * position and the two after it. Line pays are multiples of the line bet
 * (bet ÷ lines), scatter pays multiples of the whole bet anywhere in view.
 * The themes (themes/) are machines of this shape with their own symbols,
 * strips and pays.
 */
export type SymbolId = string;

export interface SlotMachine {
  /** One strip per reel, read top to bottom and wrapping around. */
  reels: readonly (readonly SymbolId[])[];
  rows: number;
  /** Row index on each reel, left to right. */
  lines: readonly (readonly number[])[];
  /** Line bet multiples for 3, 4 and 5 of a kind from the left; the scatter has none. */
  pays: Readonly<Partial<Record<SymbolId, readonly [number, number, number]>>>;
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

/** The ten lines every theme plays: the three rows, two V shapes, two steps, and three zigzags. */
export const tenLines: readonly (readonly number[])[] = [
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
];

export interface MachineRecipe {
  /** Every symbol of the machine, in the order `reelCounts` counts them. */
  symbols: readonly SymbolId[];
  /** How many of each symbol (in `symbols` order) every reel's strip holds. */
  reelCounts: readonly (readonly number[])[];
  pays: Readonly<Partial<Record<SymbolId, readonly [number, number, number]>>>;
  wild: SymbolId;
  scatter: SymbolId;
  scatterPays: Readonly<Record<number, number>>;
}

export function machineFrom(recipe: MachineRecipe): SlotMachine {
  for (const counts of recipe.reelCounts) {
    if (counts.length !== recipe.symbols.length) throw new Error('every reel counts every symbol');
  }
  return {
    reels: recipe.reelCounts.map((counts) =>
      buildStrip(recipe.symbols.map((symbol, index) => [symbol, counts[index]] as const).filter(([, count]) => count > 0)),
    ),
    rows: 3,
    lines: tenLines,
    pays: recipe.pays,
    wild: recipe.wild,
    scatter: recipe.scatter,
    scatterPays: recipe.scatterPays,
  };
}
