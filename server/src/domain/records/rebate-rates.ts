/**
 * Rebate rates per product type (game category), as the operator set them.
 * A rate is a percent of valid stake with up to three decimals; it is
 * applied in BigInt thousandths of a percent, so a rebate is exact and
 * rounded down to the cent.
 */
import { gameCategories } from '../../../../src/services/schemas/games';
import type { RebateSettings } from '../../../../src/services/schemas/records';
import type { Db } from '../../db';
import { rebateSettings } from '../../db/schema';
import type { Tx } from '../ledger';
import { money } from './period';

export interface RebateRate {
  productType: string;
  /** '0.80': percent, as the pages show it. */
  rate: string;
  /** The percent in thousandths: '0.800' → 800n. */
  rateMilli: bigint;
  minClaim: string;
}

const milliOf = (rate: string): bigint => {
  const [whole, fraction = ''] = rate.trim().split('.');
  return BigInt(whole || '0') * 1000n + BigInt(fraction.padEnd(3, '0').slice(0, 3));
};

/** 800n → '0.80'; a third decimal shows only when it is not zero. */
const rateText = (milli: bigint): string => {
  const text = `${milli / 1000n}.${(milli % 1000n).toString().padStart(3, '0')}`;
  return text.endsWith('0') ? text.slice(0, -1) : text;
};

const orderOf = (productType: string): number => {
  const index = (gameCategories as readonly string[]).indexOf(productType);
  return index === -1 ? gameCategories.length : index;
};

export async function rebateRates(db: Db | Tx): Promise<RebateRate[]> {
  const rows = await db.select().from(rebateSettings);
  return rows
    .map((row) => {
      const rateMilli = milliOf(row.rate);
      return { productType: row.productType, rate: rateText(rateMilli), rateMilli, minClaim: money(row.minClaim) };
    })
    .sort((a, b) => orderOf(a.productType) - orderOf(b.productType) || a.productType.localeCompare(b.productType));
}

export async function rebateSettingsList(db: Db): Promise<RebateSettings> {
  return { list: (await rebateRates(db)).map(({ productType, rate, minClaim }) => ({ productType, rate, minClaim })) };
}

/** Cents of rebate on a valid stake in cents, rounded down. */
export const rebateCents = (stakeCents: bigint, rateMilli: bigint): bigint => (stakeCents * rateMilli) / 100_000n;
