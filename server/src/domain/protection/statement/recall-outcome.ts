/**
 * What a round's outcome was, read from the detail its provider kept on the
 * bets row: the slot's reels and winning lines, the side picked at a table
 * and the side that won, the lottery picks and the numbers drawn. A detail
 * of an engine this gateway does not know answers `plain`: the round is
 * still listed with its stake and payout.
 */
import type { RecallOutcome } from '../../../../../src/services/schemas/statement';

type Detail = Record<string, unknown>;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const numbers = (value: unknown): number[] | null => (Array.isArray(value) && value.every(isNumber) ? value : null);
const text = (value: unknown): string => (typeof value === 'string' || isNumber(value) ? String(value) : '');
const grid = (value: unknown): string[][] | null =>
  Array.isArray(value) && value.length > 0 && value.every((reel) => Array.isArray(reel) && reel.every((symbol) => typeof symbol === 'string')) ? (value as string[][]) : null;

function lineWins(value: unknown): { line: number; symbol: string; count: number }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((win: Detail) => (win && isNumber(win.line) && typeof win.symbol === 'string' && isNumber(win.count) ? [{ line: win.line, symbol: win.symbol, count: win.count }] : []));
}

export function recallOutcome(detail: Detail): RecallOutcome {
  switch (detail.engine) {
    case 'slot':
      return { kind: 'slot', theme: text(detail.theme), reels: grid(detail.reels), lineWins: lineWins(detail.lineWins), scatter: isNumber(detail.scatter) ? detail.scatter : 0 };
    case 'duel':
      return { kind: 'duel', table: text(detail.table), side: text(detail.side), result: text(detail.result) };
    case 'lotto':
      return { kind: 'lotto', drawNo: text(detail.drawNo), playType: text(detail.playType), picks: numbers(detail.picks) ?? [], numbers: numbers(detail.numbers) };
    default:
      return { kind: 'plain' };
  }
}
