/** Account details: the ledger rows of the caller's tree (or one downline), by kind and period, newest first. */
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AccountDetails } from '../../../../src/services/schemas/agent';
import { ledgerKinds, type LedgerKindName } from '../../../../src/services/schemas/records';
import type { Db } from '../../db';
import { ledgerEntries, members } from '../../db/schema';
import { checkPeriod, money, offsetOf, pageOf, within, type Paging, type Period } from '../records/period';
import { emptyPage, teamScope } from './team-scope';

export interface AccountDetailsQuery extends Period, Paging {
  account: string;
  kind: LedgerKindName | '';
}

export async function accountDetails(db: Db, agentId: number, query: AccountDetailsQuery): Promise<AccountDetails> {
  checkPeriod(query);
  const scope = await teamScope(db, agentId, query.account);
  if (scope.ids.length === 0) return { ...emptyPage, pageNo: query.pageNo };
  const where = and(
    inArray(ledgerEntries.memberId, scope.ids),
    // Only kinds the portal knows, so every row validates against the answer schema.
    inArray(ledgerEntries.kind, query.kind ? [query.kind] : [...ledgerKinds]),
    within(ledgerEntries.createdAt, query),
  ) as SQL;
  const rows = await db
    .select({ entry: ledgerEntries, account: members.account })
    .from(ledgerEntries)
    .innerJoin(members, eq(members.id, ledgerEntries.memberId))
    .where(where)
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const [total] = await db.select({ rows: count() }).from(ledgerEntries).where(where);
  const list = rows.map(({ entry, account }) => ({
    id: entry.id,
    account,
    kind: entry.kind as LedgerKindName,
    amount: money(entry.amount),
    balanceAfter: money(entry.balanceAfter),
    reference: entry.reference,
    createdAt: entry.createdAt,
  }));
  return pageOf(list, Number(total?.rows ?? 0), query);
}
