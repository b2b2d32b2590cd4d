/** The contracts the caller is a party to, newest first: offers and requests waiting, running and (scope all) ended ones. */
import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { ContractKind, ContractList } from '../../../../src/services/schemas/contracts';
import type { Db } from '../../db';
import { contracts } from '../../db/schema';
import { offsetOf, pageOf, type Paging } from '../records/period';
import { contractsWithAccounts, contractViewOf } from './views';

export const openStatuses = ['requested', 'offered', 'active', 'terminationRequested'];

export interface ContractListQuery extends Paging {
  kind: '' | ContractKind;
  role: '' | 'upline' | 'downline';
  scope: 'open' | 'all';
}

export async function contractList(db: Db, memberId: number, query: ContractListQuery): Promise<ContractList> {
  const side =
    query.role === 'upline' ? eq(contracts.uplineId, memberId) : query.role === 'downline' ? eq(contracts.downlineId, memberId) : or(eq(contracts.uplineId, memberId), eq(contracts.downlineId, memberId));
  const where = and(side, query.kind ? eq(contracts.kind, query.kind) : undefined, query.scope === 'open' ? inArray(contracts.status, openStatuses) : undefined) as SQL;
  const [{ total }] = await db.select({ total: count() }).from(contracts).where(where);
  const rows = await contractsWithAccounts(db, where).orderBy(desc(contracts.createdAt), desc(contracts.id)).limit(query.pageSize).offset(offsetOf(query));
  return pageOf(rows.map((row) => contractViewOf(row, memberId)), total, query);
}
