/**
 * Withdrawal arithmetic in cents: the penalty charge is taken on top of the
 * amount, so the wallet pays amount + charge and the bank account receives
 * the amount. The gateway computes the charge the same way (half up).
 */
import { percentOf, toCents } from '../kit/money';

export interface WithdrawBreakdown {
  charge: bigint;
  /** What leaves the main wallet. */
  total: bigint;
  /** What reaches the bank account. */
  received: bigint;
}

export function breakdownOf(amountText: string, percent: string): WithdrawBreakdown | null {
  const amount = toCents(amountText);
  if (amount === null || amount <= 0n) return null;
  const charge = percentOf(amount, percent);
  return { charge, total: amount + charge, received: amount };
}

/** The largest amount whose total fits the balance, capped by the maximum; 0 when nothing fits. */
export function maxWithdrawable(available: string, percent: string, max: string): bigint {
  const balance = toCents(available) ?? 0n;
  const hundredths = toCents(percent) ?? 0n;
  let amount = (balance * 10_000n) / (10_000n + (hundredths > 0n ? hundredths : 0n));
  while (amount > 0n && amount + percentOf(amount, percent) > balance) amount -= 1n;
  while (amount + 1n + percentOf(amount + 1n, percent) <= balance) amount += 1n;
  const cap = toCents(max);
  return cap !== null && amount > cap ? cap : amount;
}
