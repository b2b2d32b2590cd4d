/** Amount checks shared by every money request: positive, within limits, refused per field. */
import { errorCodes } from '../../../../src/services/error-codes';
import { DomainError } from '../../http/domain-error';
import { fromCents, toCents } from '../money';

/** The typed amount in cents; zero is refused like an amount below the minimum. */
export function positiveCents(text: string, field = 'amount'): bigint {
  const cents = toCents(text);
  if (cents <= 0n) throw new DomainError(errorCodes.amountBelowMin, 400, { minAmount: '0.01' }, { [field]: errorCodes.amountBelowMin });
  return cents;
}

/** Refuses an amount outside [min, max]; the answer's value carries both limits for the message. */
export function checkLimits(cents: bigint, limits: { minAmount: string; maxAmount: string }, field = 'amount'): void {
  const min = toCents(limits.minAmount);
  const max = toCents(limits.maxAmount);
  const value = { minAmount: fromCents(min), maxAmount: fromCents(max) };
  if (cents < min) throw new DomainError(errorCodes.amountBelowMin, 400, value, { [field]: errorCodes.amountBelowMin });
  if (cents > max) throw new DomainError(errorCodes.amountAboveMax, 400, value, { [field]: errorCodes.amountAboveMax });
}

/** Money from a numeric(18,2) column, normalised to two places. */
export const money = (text: string): string => fromCents(toCents(text));
