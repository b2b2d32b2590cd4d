/** A won amount as the winners board shows it: grouped thousands, two decimals. */
export function formatAmount(amount: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}
