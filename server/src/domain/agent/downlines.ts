/**
 * Downline management: the caller's direct downlines or whole tree, searched
 * by account, each with its level, balance, team size and the contracts it
 * holds with the caller that have not ended.
 */
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Downline, Downlines } from '../../../../src/services/schemas/agent';
import { headlineRateOf, type ContractKind, type ContractStatus, type ContractTerms } from '../../../../src/services/schemas/contracts';
import type { Db } from '../../db';
import { contracts, members, wallets } from '../../db/schema';
import { fromCents, toCents } from '../money';
import { offsetOf, pageOf, type Paging } from '../records/period';
import { teamSizesOf } from './downline-tree';
import { emptyPage, teamScope } from './team-scope';

export interface DownlinesQuery extends Paging {
  account: string;
  scope: 'direct' | 'all';
}

const endedStatuses = ['terminated', 'rejected'];

export async function downlineList(db: Db, agentId: number, query: DownlinesQuery): Promise<Downlines> {
  const scope = await teamScope(db, agentId, query.account);
  const ids = scope.ids.filter((id) => query.scope === 'all' || scope.levels.get(id) === 1);
  if (ids.length === 0) return { ...emptyPage, pageNo: query.pageNo };
  // Nearest first, then by name: read every name of the scope (small rows), page, then read the page's members.
  const names = await db.select({ id: members.id, account: members.account }).from(members).where(inArray(members.id, ids));
  const ordered = names.sort((a, b) => (scope.levels.get(a.id) ?? 0) - (scope.levels.get(b.id) ?? 0) || a.account.localeCompare(b.account));
  const start = offsetOf(query);
  const pageOrder = ordered.slice(start, start + query.pageSize).map((row) => row.id);
  if (pageOrder.length === 0) return pageOf([], ids.length, query);
  const found = await db.select().from(members).where(inArray(members.id, pageOrder));
  const rows = pageOrder.map((id) => found.find((row) => row.id === id)!);
  const uplineIds = [...new Set(rows.map((row) => row.uplineId ?? agentId))];
  const uplines = await db.select({ id: members.id, account: members.account }).from(members).where(inArray(members.id, uplineIds));
  const balances = await db.select().from(wallets).where(and(inArray(wallets.memberId, pageOrder), eq(wallets.accountTypeId, 0)));
  const held = await openContractsWith(db, agentId, pageOrder);
  const uplineOf = new Map(uplines.map((row) => [row.id, row.account]));
  const balanceOf = new Map(balances.map((row) => [row.memberId, fromCents(toCents(row.balance))]));
  const sizes = teamSizesOf(scope.rows);
  const list: Downline[] = rows.map((row) => ({
    id: row.id,
    account: row.account,
    nickname: row.nickname,
    type: row.type,
    level: scope.levels.get(row.id) ?? 0,
    upline: uplineOf.get(row.uplineId ?? agentId) ?? '',
    balance: balanceOf.get(row.id) ?? '0.00',
    teamSize: sizes.get(row.id) ?? 0,
    registeredAt: row.createdAt,
    contracts: held.filter((contract) => contract.downlineId === row.id).map(({ downlineId: _, ...contract }) => contract),
  }));
  return pageOf(list, ids.length, query);
}

/** Contracts are only between an upline and a direct downline, so deeper members never have one with the caller. */
async function openContractsWith(db: Db, agentId: number, downlineIds: number[]) {
  const rows = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.uplineId, agentId), inArray(contracts.downlineId, downlineIds), notInArray(contracts.status, endedStatuses)))
    .orderBy(asc(contracts.id));
  return rows.map((row) => ({
    id: row.id,
    downlineId: row.downlineId,
    kind: row.kind as ContractKind,
    status: row.status as ContractStatus,
    rate: row.terms ? headlineRateOf(row.kind as ContractKind, row.terms as unknown as ContractTerms) : '',
  }));
}
