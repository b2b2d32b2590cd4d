/** The main wallet's balance, for answers of claims that paid nothing (yet). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { wallets } from '../../db/schema';
import type { Tx } from '../ledger';
import { fromCents, toCents } from '../money';

export async function mainBalance(db: Db | Tx, memberId: number): Promise<string> {
  const [row] = await db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(and(eq(wallets.memberId, memberId), eq(wallets.accountTypeId, 0)))
    .limit(1);
  return fromCents(toCents(row?.balance ?? '0'));
}
