/**
 * What a window of symbols pays, as multiples: line wins in line bets,
 * the scatter win in whole bets. Shared by the spin and by the exact RTP
 * computation, so the figure we publish is the one the reels pay.
 */
import type { SlotMachine, SymbolId } from './machine';

export interface LineMultiple {
  /** Which symbol the line pays for and how many from the left. */
  symbol: SymbolId;
  count: number;
  multiple: number;
}

/**
 * A line pays its leftmost run: the first symbol that is not a wild, with
 * the wilds standing in for it. A run of wilds alone pays the wild's row
 * when that is worth more. A scatter ends every run.
 */
export function lineMultiple(machine: SlotMachine, symbols: readonly SymbolId[]): LineMultiple | null {
  const { wild, scatter, pays } = machine;
  let wildRun = 0;
  while (wildRun < symbols.length && symbols[wildRun] === wild) wildRun++;
  const target = symbols[wildRun];
  let run = wildRun;
  if (target !== undefined && target !== scatter) {
    while (run < symbols.length && (symbols[run] === target || symbols[run] === wild)) run++;
  }
  const viaTarget = target !== undefined && target !== scatter ? payFor(pays[target], run) : 0;
  const viaWild = payFor(pays[wild], wildRun);
  if (viaTarget === 0 && viaWild === 0) return null;
  return viaWild > viaTarget ? { symbol: wild, count: wildRun, multiple: viaWild } : { symbol: target!, count: run, multiple: viaTarget };
}

const payFor = (row: readonly [number, number, number] | undefined, count: number): number => (row && count >= 3 ? row[count - 3] : 0);

export const scatterMultiple = (machine: SlotMachine, count: number): number => machine.scatterPays[count] ?? 0;

/** `window[reel][row]`. */
export const lineSymbols = (window: readonly (readonly SymbolId[])[], line: readonly number[]): SymbolId[] => line.map((row, reel) => window[reel][row]);
