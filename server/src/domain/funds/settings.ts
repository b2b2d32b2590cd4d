/**
 * What an operator configures for money: withdrawal limits and charges and
 * the banks a member may withdraw to, one `settings` row each. Read at every
 * request, so an operator's change applies at once on every instance.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { settings } from '../../db/schema';
import type { Tx } from '../ledger';

export const fundsSettingKeys = { withdraw: 'withdraw', banks: 'banks' } as const;

export interface WithdrawConfig {
  minAmount: string;
  maxAmount: string;
  /** Percent of the amount, two places: '1.50'. */
  withdrawPenaltyCharge: string;
  c2cEnabled: 'Y' | 'N';
  /** Minutes a member has to confirm a paid withdrawal. */
  confirmMinutes: number;
  /** Withdrawal requests a member may make per day (rejected ones do not count). */
  dailyCountLimit: number;
}

export const defaultWithdrawConfig: WithdrawConfig = {
  minAmount: '100.00',
  maxAmount: '500000.00',
  withdrawPenaltyCharge: '1.50',
  c2cEnabled: 'Y',
  confirmMinutes: 30,
  dailyCountLimit: 5,
};

export const defaultBanks = [
  'BDO Unibank',
  'Bank of the Philippine Islands',
  'Metrobank',
  'Land Bank of the Philippines',
  'UnionBank',
  'Security Bank',
  'RCBC',
  'China Bank',
  'Philippine National Bank',
  'EastWest Bank',
];

async function settingValue(db: Db | Tx, key: string): Promise<unknown> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key)).limit(1);
  return row?.value;
}

/** The stored settings over the defaults, so a row missing a newer field still works. */
export async function withdrawConfig(db: Db | Tx): Promise<WithdrawConfig> {
  const stored = (await settingValue(db, fundsSettingKeys.withdraw)) as Partial<WithdrawConfig> | undefined;
  return { ...defaultWithdrawConfig, ...stored };
}

export async function bankNames(db: Db | Tx): Promise<string[]> {
  const stored = await settingValue(db, fundsSettingKeys.banks);
  return Array.isArray(stored) ? stored.filter((name): name is string => typeof name === 'string') : defaultBanks;
}
