/**
 * The amount field's rule, built from the limits the page shows: a decimal
 * with at most two places, above zero, within min and max, and not above
 * the balance it is taken from. Messages are the gateway's own error codes,
 * so a refusal from either side reads the same.
 */
import * as v from 'valibot';
import { moneyTextPattern } from '../../../services/schemas/funds';
import { toCents } from './money';

export interface AmountLimits {
  /** Decimal strings; null or absent: no such limit. */
  min?: string | null;
  max?: string | null;
  /** What the amount is taken from. */
  available?: string | null;
}

const within = (limit: string | null | undefined, holds: (amount: bigint, bound: bigint) => boolean) => (text: string) => {
  const bound = toCents(limit);
  const amount = toCents(text);
  return bound === null || amount === null || holds(amount, bound);
};

export function amountRule(limits: AmountLimits = {}) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'field.required'),
    v.regex(moneyTextPattern, 'field.invalid'),
    v.check((text) => (toCents(text) ?? 0n) > 0n, 'field.invalid'),
    v.check(within(limits.min, (amount, min) => amount >= min), 'amount.below.min'),
    v.check(within(limits.max, (amount, max) => amount <= max), 'amount.above.max'),
    v.check(within(limits.available, (amount, available) => amount <= available), 'wallet.insufficient.balance'),
  );
}
