/** What a member staked and won since a time, from the ledger: the reality check's figures. */
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { ledgerEntries } from '../../../db/schema';
import { fromCents, toCents } from '../../money';

export async function playSince(db: Db, memberId: number, since: number): Promise<{ wagered: string; net: string }> {
  const [row] = await db
    .select({
      stakes: sql<string>`coalesce(sum(case when ${ledgerEntries.kind} = 'bet' then ${ledgerEntries.amount} else 0 end), 0)::text`,
      net: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text`,
    })
    .from(ledgerEntries)
    // Stakes are negative and payouts positive: their sum is the result, a voided stake's refund included.
    .where(and(eq(ledgerEntries.memberId, memberId), gte(ledgerEntries.createdAt, since), inArray(ledgerEntries.kind, ['bet', 'payout'])));
  return {
    wagered: fromCents(-toCents(row?.stakes ?? '0')),
    net: fromCents(toCents(row?.net ?? '0')),
  };
}
