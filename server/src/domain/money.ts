/**
 * Exact money: amounts travel as decimal strings with at most two places and
 * are computed as whole cents in BigInt, so no floating-point error can reach
 * a balance. numeric(18,2) columns hold the same strings.
 */
const decimalPattern = /^-?\d{1,16}(\.\d{1,2})?$/;

export const isMoneyText = (text: string): boolean => decimalPattern.test(text);

/** '12.3' → 1230n; throws on anything that is not a decimal with at most two places. */
export function toCents(text: string | number): bigint {
  const value = typeof text === 'number' ? text.toFixed(2) : text.trim();
  if (!decimalPattern.test(value)) throw new Error(`not a money amount: ${text}`);
  const negative = value.startsWith('-');
  const [whole, fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
}

/** 1230n → '12.30'. */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  const text = `${absolute / 100n}.${(absolute % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** For answers: the portal reads amounts as numbers with two decimals at most. */
export const centsToNumber = (cents: bigint): number => Number(fromCents(cents));
