/**
 * The invariant a provider's conformance run ends on, as an operator read:
 * each wallet of the member against the sum of its ledger rows.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { wallets } from '../../db/schema';
import { ledgerSum } from '../ledger';
import { fromCents, toCents } from '../money';

export async function walletCheck(db: Db, memberId: number) {
  const rows = await db.select().from(wallets).where(eq(wallets.memberId, memberId)).orderBy(asc(wallets.accountTypeId));
  const checked = await Promise.all(
    rows.map(async (row) => {
      const ledger = await ledgerSum(db, memberId, row.accountTypeId);
      return { accountTypeId: row.accountTypeId, balance: fromCents(toCents(row.balance)), ledger, equal: toCents(row.balance) === toCents(ledger) };
    }),
  );
  return { memberId, wallets: checked, equal: checked.every((wallet) => wallet.equal) };
}
