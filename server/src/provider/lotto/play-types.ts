/**
 * Lottery bets. Every draw is a row of digits 0-9 (see digitsDrawn);
 * every bet is on the last digits of the row. Pays are multiples of the stake with a house
 * edge of about 5 %:
 *   STRAIGHT  three digits in order      1 in 1000  pays 950×  (95.0 %)
 *   BOX       three different digits,    6 in 1000  pays 158×  (94.8 %)
 *             in any order
 *   TWO       the last two in order      1 in 100   pays 95×   (95.0 %)
 */
import type { RandomSource } from '../random';

export const playTypeCodes = ['STRAIGHT', 'BOX', 'TWO'] as const;
export type PlayTypeCode = (typeof playTypeCodes)[number];

export interface PlayType {
  code: PlayTypeCode;
  /** How many digits the player picks (the last ones of the draw). */
  picks: number;
  /** The picks must all differ (and may match in any order). */
  anyOrder: boolean;
  payMultiple: number;
}

export const playTypes: Record<PlayTypeCode, PlayType> = {
  STRAIGHT: { code: 'STRAIGHT', picks: 3, anyOrder: false, payMultiple: 950 },
  BOX: { code: 'BOX', picks: 3, anyOrder: true, payMultiple: 158 },
  TWO: { code: 'TWO', picks: 2, anyOrder: false, payMultiple: 95 },
};

export const isPlayType = (code: string): code is PlayTypeCode => (playTypeCodes as readonly string[]).includes(code);

/**
 * Digits in a draw: five for the Vietnam lottery; a game whose code names
 * its digits (…_4D, …_5D) draws that many; three otherwise, the fewest every
 * bet type needs.
 */
export function digitsDrawn(game: { accountTypeName: string; code: string }): number {
  if (game.accountTypeName === 'TCG_LOTTO_VN') return 5;
  const named = /(?:^|_)(\d)D(?:_|$)/.exec(game.code);
  return Math.max(3, Math.min(6, named ? Number(named[1]) : 3));
}

export function picksAreValid(playType: PlayType, picks: readonly number[]): boolean {
  if (picks.length !== playType.picks || !picks.every((digit) => Number.isInteger(digit) && digit >= 0 && digit <= 9)) return false;
  return !playType.anyOrder || new Set(picks).size === picks.length;
}

export function ticketWins(playType: PlayType, picks: readonly number[], numbers: readonly number[]): boolean {
  const tail = numbers.slice(-playType.picks);
  if (!playType.anyOrder) return tail.every((digit, index) => digit === picks[index]);
  const sorted = (digits: readonly number[]) => [...digits].sort((a, b) => a - b).join();
  return sorted(tail) === sorted(picks);
}

export const drawNumbers = (random: RandomSource, count: number): number[] => Array.from({ length: count }, () => random.int(10));
