/** The confirmation's pure rules: exact cents, the partial amount's refusals, the remainder, the proof limits and the deadline. */
import { describe, expect, it } from 'vitest';
import {
  amountPattern,
  amountProblemOf,
  confirmInputOf,
  fromCents,
  isPastDeadline,
  isProofTooLarge,
  isProofTypeRefused,
  minutesLeft,
  proofMaxBytes,
  proofTypes,
  remainderOf,
  toCents,
} from '../../../src/machines/withdrawal-confirmation/withdrawal-confirmation-rules';
import { moneyTextPattern, proofImageMaxBytes, proofImageTypes } from '../../../src/services/schemas/funds';

describe('withdrawal confirmation rules', () => {
  it('repeats the funds schema limits exactly', () => {
    expect(amountPattern.source).toBe(moneyTextPattern.source);
    expect([...proofTypes]).toEqual([...proofImageTypes]);
    expect(proofMaxBytes).toBe(proofImageMaxBytes);
  });

  it('counts in whole cents, without floating point', () => {
    expect(toCents('0.1')).toBe(10n);
    expect(toCents(' 12.30 ')).toBe(1230n);
    expect(toCents('12.345')).toBeNull();
    expect(toCents('-1')).toBeNull();
    expect(fromCents(toCents('0.10')! + toCents('0.20')!)).toBe('0.30');
    expect(fromCents(-5n)).toBe('-0.05');
  });

  it('refuses an empty, malformed, zero or too large received amount', () => {
    expect(amountProblemOf('', '100.00')).toBe('field.required');
    expect(amountProblemOf('abc', '100.00')).toBe('field.invalid');
    expect(amountProblemOf('0.00', '100.00')).toBe('amount.below.min');
    expect(amountProblemOf('100.01', '100.00')).toBe('withdrawal.received.exceeds');
    expect(amountProblemOf('100', '100.00')).toBeNull();
    expect(amountProblemOf('0.01', '100.00')).toBeNull();
  });

  it('shows the remainder while it is an amount within the withdrawal', () => {
    expect(remainderOf('100.00', '40')).toBe('60.00');
    expect(remainderOf('0.30', '0.1')).toBe('0.20');
    expect(remainderOf('100.00', '100.01')).toBeNull();
    expect(remainderOf('100.00', '4.')).toBeNull();
  });

  it('accepts png and jpg up to 5 MB only', () => {
    expect(isProofTypeRefused('image/png')).toBe(false);
    expect(isProofTypeRefused('image/jpeg')).toBe(false);
    expect(isProofTypeRefused('image/gif')).toBe(true);
    expect(isProofTypeRefused('')).toBe(true);
    expect(isProofTooLarge(5 * 1024 * 1024)).toBe(false);
    expect(isProofTooLarge(5 * 1024 * 1024 + 1)).toBe(true);
  });

  it('counts a withdrawal as received from its deadline on', () => {
    const item = { deadline: 30 * 60_000 };
    expect(isPastDeadline(item, item.deadline - 1)).toBe(false);
    expect(isPastDeadline(item, item.deadline)).toBe(true);
    expect(minutesLeft(item, 0)).toBe(30);
    expect(minutesLeft(item, 29 * 60_000 + 1)).toBe(1);
    expect(minutesLeft(item, item.deadline + 5)).toBe(0);
  });

  it('builds the call input of each answer', () => {
    expect(confirmInputOf('received', 7, '', null)).toEqual({ answer: 'received', id: 7 });
    expect(confirmInputOf('partial', 7, ' 40.00 ', null)).toEqual({ answer: 'partial', id: 7, receivedAmount: '40.00' });
    expect(confirmInputOf('not_received', 7, '', 'data:image/png;base64,AA==')).toEqual({ answer: 'not_received', id: 7, proofImage: 'data:image/png;base64,AA==' });
    expect(confirmInputOf('all_received', null, '', null)).toEqual({ answer: 'all_received' });
  });
});
