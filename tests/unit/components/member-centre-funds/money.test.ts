/** Money of the member centre is exact: decimal strings to cents and back, grouping, charges and the largest withdrawable amount. */
import { describe, expect, it } from 'vitest';
import { formatCents, formatMoney, fromCents, percentOf, toCents } from '../../../../src/components/member-centre/kit/money';
import { breakdownOf, maxWithdrawable } from '../../../../src/components/member-centre/funds/withdraw-rules';
import { quickAmountsOf } from '../../../../src/components/member-centre/funds/deposit-form';

describe('money from decimal strings', () => {
  it('reads and writes cents without floating point', () => {
    expect(toCents('0.1')).toBe(10n);
    expect(toCents('12.3')).toBe(1230n);
    expect(toCents(' 1234.56 ')).toBe(123456n);
    expect(toCents('-5.00')).toBe(-500n);
    expect(toCents('1.234')).toBeNull();
    expect(toCents('abc')).toBeNull();
    expect(toCents(null)).toBeNull();
    expect(fromCents(123456n)).toBe('1234.56');
    expect(fromCents(-7n)).toBe('-0.07');
  });

  it('groups thousands and keeps two places', () => {
    expect(formatMoney('1234567.5')).toBe('1,234,567.50');
    expect(formatMoney('0.1')).toBe('0.10');
    expect(formatMoney('-1000')).toBe('-1,000.00');
    expect(formatMoney('oops')).toBe('—');
    expect(formatCents(99999999999999999n)).toBe('999,999,999,999,999.99');
  });

  it('takes a percentage to the cent, halves up, like the gateway', () => {
    expect(percentOf(123456n, '1.50')).toBe(1852n);
    expect(percentOf(100n, '1.50')).toBe(2n);
    expect(percentOf(10000n, '0')).toBe(0n);
  });
});

describe('withdrawal arithmetic', () => {
  it('shows the charge on top of the amount: the wallet pays both, the bank receives the amount', () => {
    expect(breakdownOf('1234.56', '1.50')).toEqual({ charge: 1852n, total: 125308n, received: 123456n });
    expect(breakdownOf('', '1.50')).toBeNull();
  });

  it('finds the largest amount whose total fits the balance, capped by the maximum', () => {
    const largest = maxWithdrawable('1000.00', '1.50', '500000.00');
    expect(largest + percentOf(largest, '1.50')).toBeLessThanOrEqual(100000n);
    expect(largest + 1n + percentOf(largest + 1n, '1.50')).toBeGreaterThan(100000n);
    expect(maxWithdrawable('900000.00', '0', '500000.00')).toBe(50000000n);
    expect(maxWithdrawable('0.00', '1.50', '500000.00')).toBe(0n);
  });
});

describe('quick deposit amounts', () => {
  it('offers presets inside the channel limits only', () => {
    expect(quickAmountsOf({ minAmount: '200.00', maxAmount: '5000.00' })).toEqual(['200', '500', '1000', '5000']);
    expect(quickAmountsOf({ minAmount: '100.00', maxAmount: '1000000.00' })).toHaveLength(6);
  });
});
