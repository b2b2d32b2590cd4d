/**
 * The exactly-once checks every settlement test ends with: each settlement
 * row that paid has its one ledger row (same key, same amount, credited to
 * the upline) and no ledger row pays a settlement that does not exist; each
 * contract-period appears once; every wallet still equals its ledger.
 */
import { eq, like, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db';
import { contractSettlements, ledgerEntries, wallets } from '../../src/db/schema';
import { settlementKeyOf } from '../../src/domain/contracts/settlement/settle-period';
import { toCents } from '../../src/domain/money';

export async function expectSettledExactlyOnce(db: Db): Promise<{ settlements: number; paid: number; paidCents: bigint }> {
  const rows = await db.select().from(contractSettlements);
  const ledger = await db.select().from(ledgerEntries).where(like(ledgerEntries.idempotencyKey, 'settle:%'));
  const ledgerByKey = new Map(ledger.map((row) => [row.idempotencyKey, row]));
  expect(ledgerByKey.size, 'one ledger row per key').toBe(ledger.length);

  const periods = new Set(rows.map((row) => `${row.contractId}|${row.periodKey}`));
  expect(periods.size, 'one settlement per contract-period').toBe(rows.length);

  const paid = rows.filter((row) => row.status === 'paid');
  for (const row of paid) {
    const entry = ledgerByKey.get(settlementKeyOf(row.contractId, row.periodKey));
    expect(entry, `ledger row of ${row.contractId} ${row.periodKey}`).toBeDefined();
    expect({ id: entry!.id, member: entry!.memberId, amount: toCents(entry!.amount) }).toEqual({ id: row.ledgerId, member: row.uplineId, amount: toCents(row.amount) });
  }
  for (const row of rows.filter((r) => r.status !== 'paid')) expect(row.ledgerId, 'nothing paid for a period not eligible').toBeNull();
  expect(ledger.length, 'no ledger row without its settlement').toBe(paid.length);

  const mismatched = await db
    .select({ memberId: wallets.memberId, balance: wallets.balance })
    .from(wallets)
    .where(
      sql`${wallets.balance} <> (select coalesce(sum(${ledgerEntries.amount}), 0) from ${ledgerEntries} where ${ledgerEntries.memberId} = ${wallets.memberId} and ${ledgerEntries.accountTypeId} = ${wallets.accountTypeId})`,
    );
  expect(mismatched, 'every wallet equals its ledger').toEqual([]);
  return { settlements: rows.length, paid: paid.length, paidCents: paid.reduce((sum, row) => sum + toCents(row.amount), 0n) };
}

/** The settlement rows of one contract, oldest period first. */
export const settlementsOf = (db: Db, contractId: number) =>
  db.select().from(contractSettlements).where(eq(contractSettlements.contractId, contractId)).orderBy(contractSettlements.periodStart);
