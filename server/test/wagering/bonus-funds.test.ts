/** The wagering arithmetic and the steps of bonus money, without a database. */
import { describe, expect, it } from 'vitest';
import { closeMet, lockedTotal, stake, win, type OpenFunds } from '../../src/domain/wagering/bonus-funds';
import { requiredCents, weightedCents } from '../../src/domain/wagering/terms';

const funds = (id: number, locked: bigint, wagered = 0n, required = 10_000n): OpenFunds => ({ id, locked, wagered, required });

describe('wagering terms', () => {
  it('owes the multiple of the bonus, or of the bonus and its deposit, rounded down to the cent', () => {
    expect(requiredCents({ multiple: '15', base: 'bonus' }, 50_000n, 99_999n)).toBe(750_000n);
    expect(requiredCents({ multiple: '7.5', base: 'bonus' }, 10_001n, 0n)).toBe(75_007n);
    expect(requiredCents({ multiple: '2.5', base: 'bonus_plus_deposit' }, 10_000n, 30_000n)).toBe(100_000n);
  });

  it('counts each category by its weight, a category not named in full', () => {
    const stakes = [
      { category: 'LIVE', cents: 10_000n },
      { category: 'LOTT', cents: 999n },
      { category: 'RNG', cents: 3_000n },
      { category: 'FISH', cents: 33n },
    ];
    expect(weightedCents(stakes, { LIVE: 20, LOTT: 0, FISH: 50 })).toBe(2_000n + 0n + 3_000n + 16n);
  });
});

describe('bonus money', () => {
  it('pays a stake from the oldest bonus first, then the next, then the own money', () => {
    const step = stake([funds(1, 3_000n), funds(2, 2_000n)], 4_000n);
    expect(step.open.map((open) => open.locked)).toEqual([0n, 1_000n]);
    expect(stake(step.open, 5_000n).open.map((open) => open.locked)).toEqual([0n]);
  });

  it('closes a spent bonus as lost at the next stake; the win of the round that spent it comes back to it first', () => {
    const spent = stake([funds(1, 1_000n), funds(2, 500n)], 1_000n).open;
    const won = win(spent, 2_500n);
    expect(won.map((open) => open.locked)).toEqual([2_500n, 500n]);
    const next = stake(spent, 100n);
    expect(next.closed).toEqual([{ id: 1, status: 'lost', closedAmount: 0n, wagered: 0n }]);
    expect(next.open.map((open) => [open.id, open.locked])).toEqual([[2, 400n]]);
  });

  it('releases the bonus money of a requirement whose turnover is reached', () => {
    const step = closeMet([funds(1, 700n, 10_000n), funds(2, 300n, 9_999n)]);
    expect(step.closed).toEqual([{ id: 1, status: 'met', closedAmount: 700n, wagered: 10_000n }]);
    expect(lockedTotal(step.open)).toBe(300n);
  });
});
