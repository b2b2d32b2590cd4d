/** What the provider page shows of the wallet: the exact balance and the brand's currency. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { wallets } from '../db/schema';
import { fromCents, toCents } from '../domain/money';

export { brandCurrency } from '../domain/wallet';

/** Decimal text with two places; a member without a wallet row has 0.00. */
export async function walletBalance(db: Db, memberId: number, accountTypeId: number): Promise<string> {
  const [row] = await db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(and(eq(wallets.memberId, memberId), eq(wallets.accountTypeId, accountTypeId)));
  return fromCents(toCents(row?.balance ?? '0'));
}
