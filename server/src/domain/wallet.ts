/**
 * Balance answer (api-facts §7.2): every sub-wallet of the member plus their
 * sum. Amounts are numeric(18,2) in the database; sums are done in cents so
 * no floating-point error reaches the portal.
 */
import { asc, eq } from 'drizzle-orm';
import type { Balance } from '../../../src/services/schemas/account';
import type { Db } from '../db';
import { settings, wallets } from '../db/schema';
import { defaultBrand, settingKeys } from '../seed/brand';

const currencySymbols: Record<string, string> = { VND: '₫', PHP: '₱', THB: '฿', USD: '$', INR: '₹', IDR: 'Rp', MYR: 'RM' };

const toCents = (amount: string): number => Math.round(Number(amount) * 100);

export async function brandCurrency(db: Db): Promise<string> {
  const [row] = await db.select().from(settings).where(eq(settings.key, settingKeys.brand)).limit(1);
  const currency = (row?.value as { currency?: unknown } | undefined)?.currency;
  return typeof currency === 'string' && currency !== '' ? currency : defaultBrand.currency;
}

export async function memberBalance(db: Db, memberId: number): Promise<Balance> {
  const [rows, currency] = await Promise.all([
    db.select().from(wallets).where(eq(wallets.memberId, memberId)).orderBy(asc(wallets.accountTypeId)),
    brandCurrency(db),
  ]);
  // A member without a wallet row yet has an empty main wallet.
  const items = rows.length > 0 ? rows.map((row) => ({ accountTypeId: row.accountTypeId, cents: toCents(row.balance) })) : [{ accountTypeId: 0, cents: 0 }];
  const sumCents = items.reduce((sum, item) => sum + item.cents, 0);
  return {
    sumBalance: sumCents / 100,
    currency,
    currencySymbol: currencySymbols[currency] ?? currency,
    balance: items.map((item) => ({ accountTypeId: item.accountTypeId, availBalance: item.cents / 100 })),
  };
}
