/**
 * A signed amount of a ledger row or a profit: credits green with a plus,
 * debits red with a minus, zero plain. The sign is read from the decimal
 * text itself, never through a float.
 */
import { formatCents, toCents } from '../kit/money';
import './records.css';

export type AmountTone = 'credit' | 'debit' | 'zero';

export function toneOf(amount: string): AmountTone {
  const cents = toCents(amount) ?? 0n;
  return cents > 0n ? 'credit' : cents < 0n ? 'debit' : 'zero';
}

/** '+1,234.50', '−12.00' (a real minus sign), '0.00'. */
export function signedText(amount: string): string {
  const cents = toCents(amount);
  if (cents === null) return '—';
  if (cents > 0n) return `+${formatCents(cents)}`;
  if (cents < 0n) return `\u2212${formatCents(-cents)}`;
  return formatCents(0n);
}

export function SignedAmount({ amount, testId }: { amount: string; testId?: string }) {
  return (
    <span className={`mc-signed is-${toneOf(amount)}`} data-testid={testId} data-amount={amount}>
      {signedText(amount)}
    </span>
  );
}
