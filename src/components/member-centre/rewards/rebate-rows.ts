/**
 * The manual-rebate table's rows: every product type with a rate, and what
 * the member's valid stake since the last claim earns there (nothing yet
 * when the type has no stake).
 */
import type { ClaimableRebate, RebateSettings } from '../../../services/schemas/records';

/** A claimable entry as the gateway writes it; the rate is a percent of valid stake ('0.800'). */
export type RebateRow = ClaimableRebate['list'][number];

export function rebateRows(settings: RebateSettings, claimable: ClaimableRebate): RebateRow[] {
  const earned = new Map(claimable.list.map((entry) => [entry.productType, entry]));
  const rows: RebateRow[] = settings.list.map((setting) => {
    const entry = earned.get(setting.productType);
    return {
      productType: setting.productType,
      rate: entry?.rate ?? setting.rate,
      validStake: entry?.validStake ?? '0.00',
      amount: entry?.amount ?? '0.00',
      minClaim: entry?.minClaim ?? setting.minClaim,
      claimable: entry?.claimable ?? false,
    };
  });
  // A type the answer names without a current setting still shows what it earned.
  for (const entry of claimable.list) if (!settings.list.some((setting) => setting.productType === entry.productType)) rows.push({ ...entry });
  return rows;
}

/** '0.800' → '0.8%': the rate without trailing zeros. */
export const rateText = (rate: string): string => `${rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate}%`;
