/**
 * Balance answer (api-facts §7.2): every sub-wallet of the member plus their
 * sum. Amounts are numeric(18,2) in the database; sums are done in cents so
 * no floating-point error reaches the portal.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Balance } from '../../../src/services/schemas/account';
import { batchedReads } from '../cache/batched-reads';
import { readsInFlight } from '../cache/embedded';
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

type WalletRow = Pick<typeof wallets.$inferSelect, 'accountTypeId' | 'balance'>;

/** The balance answer of a member's wallet rows, in the brand's currency. */
export function balanceOf(rows: readonly WalletRow[], currency: string): Balance {
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

/**
 * The balance call's read: one wallet query for every member asking at the
 * same moment (cache/batched-reads.ts), each started after its requests
 * arrived, so a balance is never older than the call that asked for it. The
 * currency is brand content: the gateway passes it from its versioned cache.
 */
export function balanceReader(db: Db, currencyOf: () => Promise<string> = () => brandCurrency(db)): (memberId: number) => Promise<Balance> {
  const read = batchedReads<number, Balance>(async (memberIds) => {
    const [rows, currency] = await Promise.all([
      db
        .select({ memberId: wallets.memberId, accountTypeId: wallets.accountTypeId, balance: wallets.balance })
        .from(wallets)
        .where(inArray(wallets.memberId, memberIds))
        .orderBy(asc(wallets.memberId), asc(wallets.accountTypeId)),
      currencyOf(),
    ]);
    const byMember = new Map<number, WalletRow[]>(memberIds.map((memberId) => [memberId, []]));
    for (const { memberId, ...row } of rows) byMember.get(memberId)?.push(row);
    return new Map([...byMember].map(([memberId, memberRows]) => [memberId, balanceOf(memberRows, currency)]));
  }, readsInFlight(db));
  return async (memberId) => (await read(memberId)) ?? balanceOf([], defaultBrand.currency);
}
