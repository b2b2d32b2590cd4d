/** Lottery bets: which picks are valid, which win, and the edge of each bet type. */
import { describe, expect, it } from 'vitest';
import { digitsDrawn, picksAreValid, playTypes, ticketWins } from '../../src/provider/lotto/play-types';

/** Every possible draw of the last three digits, to count winners exactly. */
const allTails = Array.from({ length: 1000 }, (_, value) => [Math.floor(value / 100), Math.floor(value / 10) % 10, value % 10]);

describe('lottery bet types', () => {
  it('draws five digits for the Vietnam lottery, the digits a game’s code names, and three otherwise', () => {
    expect(digitsDrawn({ accountTypeName: 'TCG_LOTTO_VN', code: 'VN_MIEN_BAC' })).toBe(5);
    expect(digitsDrawn({ accountTypeName: 'ELOTT', code: 'ELOTT_QUICK_4D' })).toBe(4);
    expect(digitsDrawn({ accountTypeName: 'TCG_SEA', code: 'SEA_LOTTO_5D' })).toBe(5);
    expect(digitsDrawn({ accountTypeName: 'LOTT', code: 'LOTT_SWERTRES_3D' })).toBe(3);
    expect(digitsDrawn({ accountTypeName: 'LOTT', code: 'LOTT_EZ2_2D' })).toBe(3);
    expect(digitsDrawn({ accountTypeName: 'ELOTT', code: 'ELOTT_FAST_1M' })).toBe(3);
  });

  it('checks the count, the range and, for BOX, that the digits differ', () => {
    expect(picksAreValid(playTypes.STRAIGHT, [1, 2, 3])).toBe(true);
    expect(picksAreValid(playTypes.STRAIGHT, [1, 1, 9])).toBe(true);
    expect(picksAreValid(playTypes.STRAIGHT, [1, 2])).toBe(false);
    expect(picksAreValid(playTypes.STRAIGHT, [1, 2, 10])).toBe(false);
    expect(picksAreValid(playTypes.BOX, [4, 4, 2])).toBe(false);
    expect(picksAreValid(playTypes.TWO, [0, 9])).toBe(true);
    expect(picksAreValid(playTypes.TWO, [0.5, 9])).toBe(false);
  });

  it('matches the last digits of the draw: in order, or in any order for BOX', () => {
    expect(ticketWins(playTypes.STRAIGHT, [7, 0, 3], [1, 4, 7, 0, 3])).toBe(true);
    expect(ticketWins(playTypes.STRAIGHT, [3, 0, 7], [7, 0, 3])).toBe(false);
    expect(ticketWins(playTypes.BOX, [3, 0, 7], [7, 0, 3])).toBe(true);
    expect(ticketWins(playTypes.TWO, [0, 3], [7, 0, 3])).toBe(true);
    expect(ticketWins(playTypes.TWO, [7, 0], [7, 0, 3])).toBe(false);
  });

  it('keeps a house edge of about 5 % on every bet type', () => {
    const returnOf = (type: keyof typeof playTypes, picks: number[]) =>
      (allTails.filter((tail) => ticketWins(playTypes[type], picks, tail)).length * playTypes[type].payMultiple) / 1000;
    expect(returnOf('STRAIGHT', [1, 2, 3])).toBe(0.95);
    expect(returnOf('BOX', [1, 2, 3])).toBeCloseTo(0.948, 10);
    expect(returnOf('TWO', [4, 5])).toBe(0.95);
  });
});
