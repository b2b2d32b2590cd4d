import { describe, expect, it } from 'vitest';
import { isRaise, pendingOf } from '../../../src/machines/limit-change/limit-change-rules';
import { modelLimits } from '../../../src/machines/limit-change/limit-change.model';

describe('limit-change rules', () => {
  const limits = modelLimits(true);

  it('calls a higher amount or a removal of a limit in force a raise, and nothing else', () => {
    expect(isRaise(limits, { kind: 'deposit', window: 'day', amount: '1000.01' })).toBe(true);
    expect(isRaise(limits, { kind: 'deposit', window: 'day', amount: null })).toBe(true);
    expect(isRaise(limits, { kind: 'deposit', window: 'day', amount: '1000' })).toBe(false);
    expect(isRaise(limits, { kind: 'deposit', window: 'day', amount: '0' })).toBe(false);
    // No limit yet: any first limit holds at once, and removing nothing is no raise.
    expect(isRaise(limits, { kind: 'wager', window: 'month', amount: '999999' })).toBe(false);
    expect(isRaise(limits, { kind: 'wager', window: 'month', amount: null })).toBe(false);
    expect(isRaise(null, { kind: 'deposit', window: 'day', amount: '5' })).toBe(false);
  });

  it('finds the waiting raise of one kind and window only', () => {
    expect(pendingOf(limits, { kind: 'loss', window: 'week' })).toMatchObject({ amount: '800.00', due: true });
    expect(pendingOf(limits, { kind: 'deposit', window: 'day' })).toBeNull();
    expect(pendingOf(modelLimits(false), { kind: 'loss', window: 'week' })).toBeNull();
  });
});
