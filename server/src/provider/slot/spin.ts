/**
 * One spin: a pure function of the random source and the bet. Each win is
 * paid in whole cents, rounded down, and the payout is their sum, so every
 * amount the page shows adds up to what the wallet receives.
 */
import type { RandomSource } from '../random';
import { lineMultiple, lineSymbols, scatterMultiple } from './evaluate';
import type { SlotMachine, SymbolId } from './machine';

export interface LineWin {
  /** Index into the machine's lines. */
  line: number;
  symbol: SymbolId;
  count: number;
  multiple: number;
  cents: bigint;
}

export interface SlotOutcome {
  stops: number[];
  /** `window[reel][row]`. */
  window: SymbolId[][];
  lineWins: LineWin[];
  scatter: { count: number; multiple: number; cents: bigint } | null;
  payoutCents: bigint;
}

export function windowAt(machine: SlotMachine, stops: readonly number[]): SymbolId[][] {
  return machine.reels.map((strip, reel) => Array.from({ length: machine.rows }, (_, row) => strip[(stops[reel] + row) % strip.length]));
}

export function spinSlot(machine: SlotMachine, random: RandomSource, betCents: bigint): SlotOutcome {
  const stops = machine.reels.map((strip) => random.int(strip.length));
  const window = windowAt(machine, stops);
  const lineCount = BigInt(machine.lines.length);
  const lineWins: LineWin[] = [];
  machine.lines.forEach((line, index) => {
    const win = lineMultiple(machine, lineSymbols(window, line));
    if (win) lineWins.push({ line: index, ...win, cents: (betCents * BigInt(win.multiple)) / lineCount });
  });
  const scatterCount = window.flat().filter((symbol) => symbol === machine.scatter).length;
  const scatterPay = scatterMultiple(machine, scatterCount);
  const scatter = scatterPay > 0 ? { count: scatterCount, multiple: scatterPay, cents: betCents * BigInt(scatterPay) } : null;
  const payoutCents = lineWins.reduce((sum, win) => sum + win.cents, scatter?.cents ?? 0n);
  return { stops, window, lineWins, scatter, payoutCents };
}
