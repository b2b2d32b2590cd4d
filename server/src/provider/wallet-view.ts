/** What the provider page shows of the wallet: the exact balance and the brand's currency. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { settings, wallets } from '../db/schema';
import { fromCents, toCents } from '../domain/money';
import { defaultBrand, settingKeys } from '../seed/brand';

/** Decimal text with two places; a member without a wallet row has 0.00. */
export async function walletBalance(db: Db, memberId: number, accountTypeId: number): Promise<string> {
  const [row] = await db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(and(eq(wallets.memberId, memberId), eq(wallets.accountTypeId, accountTypeId)));
  return fromCents(toCents(row?.balance ?? '0'));
}

export async function brandCurrency(db: Db): Promise<string> {
  const [row] = await db.select().from(settings).where(eq(settings.key, settingKeys.brand)).limit(1);
  const currency = (row?.value as { currency?: unknown } | undefined)?.currency;
  return typeof currency === 'string' && currency !== '' ? currency : defaultBrand.currency;
}
