/**
 * Pure rules of the withdrawal confirmation (spec §4, §5; api-facts §7.7):
 * exact cent arithmetic for a partial receipt, the proof image limits, and
 * when an item counts as received. Machines may import values only from
 * xstate and pure files like this one, so the limits of the funds schema are
 * repeated here; a unit test keeps both equal.
 */
import type { ConfirmAnswer, ConfirmationItem, WithdrawalConfirmInput } from '../../services/schemas/funds';

/** Same as `moneyTextPattern` of the funds schema: digits, optional two decimals. */
export const amountPattern = /^\d{1,13}(\.\d{1,2})?$/;
/** Same as `proofImageTypes` and `proofImageMaxBytes` of the funds schema. */
export const proofTypes: readonly string[] = ['image/png', 'image/jpeg'];
export const proofMaxBytes = 5 * 1024 * 1024;

/** Failures worth sending again as they were: the answer may not have arrived. */
export const retryableCodes: readonly string[] = ['network.abnormal', 'timeout_retry_please'];

export const confirmCodes = {
  expired: 'withdrawal.confirm.expired',
  exceeds: 'withdrawal.received.exceeds',
  proofRequired: 'withdrawal.proof.required',
  proofType: 'withdrawal.proof.type',
  proofSize: 'withdrawal.proof.size',
  required: 'field.required',
  invalid: 'field.invalid',
  belowMin: 'amount.below.min',
} as const;

/** '12.3' → 1230n, or null when the text is not an amount. */
export function toCents(text: string): bigint | null {
  const value = text.trim();
  if (!amountPattern.test(value)) return null;
  const [whole, fraction = ''] = value.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** 1230n → '12.30'. */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  return `${negative ? '-' : ''}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, '0')}`;
}

/** Why a typed received amount cannot be sent for a withdrawal of `withdrawn`, or null when it can. */
export function amountProblemOf(text: string, withdrawn: string): string | null {
  if (text.trim() === '') return confirmCodes.required;
  const received = toCents(text);
  if (received === null) return confirmCodes.invalid;
  // Nothing received is the "not received" answer, which needs a proof instead.
  if (received === 0n) return confirmCodes.belowMin;
  if (received > (toCents(withdrawn) ?? 0n)) return confirmCodes.exceeds;
  return null;
}

/** What a partial receipt leaves unreceived, shown while typing; null while the text is not an amount within the withdrawal. */
export function remainderOf(withdrawn: string, text: string): string | null {
  const received = toCents(text);
  const total = toCents(withdrawn);
  if (received === null || total === null || received > total) return null;
  return fromCents(total - received);
}

export const isProofTypeRefused = (type: string): boolean => !proofTypes.includes(type);
export const isProofTooLarge = (size: number): boolean => size > proofMaxBytes;

/** Past its deadline a withdrawal counts as received (a forced, non-refundable receipt). */
export const isPastDeadline = (item: Pick<ConfirmationItem, 'deadline'>, now: number): boolean => item.deadline <= now;

/** Whole minutes left to answer, rounded up, never below zero. */
export const minutesLeft = (item: Pick<ConfirmationItem, 'deadline'>, now: number): number => Math.max(0, Math.ceil((item.deadline - now) / 60_000));

/** The call's input for an answer and what was entered for it. */
export function confirmInputOf(answer: ConfirmAnswer, itemId: number | null, amountText: string, proofImage: string | null): WithdrawalConfirmInput {
  const id = itemId ?? 0;
  if (answer === 'partial') return { answer, id, receivedAmount: amountText.trim() };
  if (answer === 'not_received') return { answer, id, proofImage: proofImage ?? '' };
  if (answer === 'received') return { answer, id };
  return { answer: 'all_received' };
}
