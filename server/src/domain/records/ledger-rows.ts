/**
 * The caller's ledger rows as the records pages list them: newest first,
 * with the balance after each movement and the wallet it moved. Only kinds
 * the portal knows are listed, so every answer validates against its schema.
 */
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { ledgerKinds, type LedgerKindName, type TransactionRow } from '../../../../src/services/schemas/records';
import type { Db } from '../../db';
import { gameWallets, ledgerEntries } from '../../db/schema';
import { money, numericSum, offsetOf, within, type Paging, type Period } from './period';

export const mainWalletName = 'Main Wallet';

export interface LedgerQuery extends Period, Paging {
  memberId: number;
  kinds: readonly LedgerKindName[];
}

const filterOf = (query: LedgerQuery): SQL =>
  and(eq(ledgerEntries.memberId, query.memberId), inArray(ledgerEntries.kind, [...query.kinds]), within(ledgerEntries.createdAt, query)) as SQL;

/** One page of rows, the number of rows and their sum, for the whole filter. */
export async function ledgerPage(db: Db, query: LedgerQuery): Promise<{ list: TransactionRow[]; total: number; sum: string }> {
  const where = filterOf(query);
  const rows = await db
    .select({
      id: ledgerEntries.id,
      kind: ledgerEntries.kind,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      accountTypeId: ledgerEntries.accountTypeId,
      gameWalletName: gameWallets.name,
      reference: ledgerEntries.reference,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .leftJoin(gameWallets, eq(gameWallets.accountTypeId, ledgerEntries.accountTypeId))
    .where(where)
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const [totals] = await db.select({ rows: count(), sum: numericSum(ledgerEntries.amount) }).from(ledgerEntries).where(where);
  return {
    list: rows.map((row) => ({
      id: row.id,
      kind: row.kind as LedgerKindName,
      amount: money(row.amount),
      balanceAfter: money(row.balanceAfter),
      accountTypeId: row.accountTypeId,
      walletName: walletNameOf(row.accountTypeId, row.gameWalletName),
      reference: row.reference,
      createdAt: row.createdAt,
    })),
    total: Number(totals?.rows ?? 0),
    sum: money(totals?.sum),
  };
}

const walletNameOf = (accountTypeId: number, gameWalletName: string | null): string =>
  accountTypeId === 0 ? mainWalletName : (gameWalletName ?? `Wallet ${accountTypeId}`);

/** Sums of the member's ledger per kind over a period (personal profit). */
export async function ledgerSumsByKind(db: Db, memberId: number, period: Period, kinds: readonly LedgerKindName[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ kind: ledgerEntries.kind, sum: numericSum(ledgerEntries.amount) })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.memberId, memberId), inArray(ledgerEntries.kind, [...kinds]), within(ledgerEntries.createdAt, period)))
    .groupBy(ledgerEntries.kind);
  return new Map(rows.map((row) => [row.kind, money(row.sum)]));
}

export const allLedgerKinds: readonly LedgerKindName[] = ledgerKinds;
