/**
 * Money in the member centre: amounts arrive as decimal strings ('1234.50')
 * and are compared, summed and charged as whole cents in BigInt, so no
 * floating-point error reaches what a member reads or sends. Grouping is
 * written out by hand: Intl would need a Number first.
 */
const decimalPattern = /^(-)?(\d{1,16})(?:\.(\d{1,2}))?$/;

/** '12.3' → 1230n; null for anything that is not a decimal with at most two places. */
export function toCents(text: string | null | undefined): bigint | null {
  const match = decimalPattern.exec((text ?? '').trim());
  if (!match) return null;
  const [, minus, whole, fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return minus ? -cents : cents;
}

/** 1230n → '12.30', the form the gateway reads. */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  const text = `${absolute / 100n}.${(absolute % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** 123456n → '1,234.56'. */
export function formatCents(cents: bigint): string {
  const [whole, fraction] = fromCents(cents).split('.');
  return `${whole.startsWith('-') ? `-${group(whole.slice(1))}` : group(whole)}.${fraction}`;
}

/** '1234.5' → '1,234.50'; text that is not an amount shows as a dash. */
export function formatMoney(text: string | null | undefined): string {
  const cents = toCents(text);
  return cents === null ? '—' : formatCents(cents);
}

/**
 * A percentage of an amount, to the cent, halves rounded up: the penalty
 * charge of a withdrawal ('1.50' % of 100.00 → 1.50).
 */
export function percentOf(cents: bigint, percent: string): bigint {
  const hundredths = toCents(percent);
  if (hundredths === null || hundredths <= 0n || cents <= 0n) return 0n;
  return (cents * hundredths + 5_000n) / 10_000n;
}

/** The smaller of two amounts in cents. */
export const minCents = (a: bigint, b: bigint): bigint => (a < b ? a : b);
