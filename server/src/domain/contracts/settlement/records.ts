/**
 * The settlement records pages (dividend record, daily wages, hourly and
 * real-time salary): received lists what was paid to the caller as upline;
 * team lists the settlements of the contracts the caller's downlines hold
 * as uplines, anywhere in the caller's tree. Filtered by when the period
 * ended; the total covers every row of the query, not only the page.
 * Rows of periods nobody played in (written before such periods stopped
 * leaving a row) stay in the table as history but are neither listed nor
 * counted: they paid nothing and only buried the real settlements.
 */
import { and, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ContractKind, Settlement, SettlementList } from '../../../../../src/services/schemas/contracts';
import type { Db } from '../../../db';
import { contractSettlements, members } from '../../../db/schema';
import { downlineIdsOf } from '../../agent/downline-tree';
import { checkPeriod, money, numericSum, offsetOf, pageOf, within, type Paging, type Period } from '../../records/period';
import { noPlay } from './pay';

export interface SettlementQuery extends Paging, Period {
  kind: ContractKind;
  role: 'received' | 'team';
}

const uplineMember = alias(members, 'settlement_upline');
const downlineMember = alias(members, 'settlement_downline');

export async function settlementRecords(db: Db, agentId: number, query: SettlementQuery): Promise<SettlementList> {
  checkPeriod(query);
  const uplineIds = query.role === 'received' ? [agentId] : [...(await downlineIdsOf(db, agentId)).keys()];
  if (uplineIds.length === 0) return { list: [], pageNo: query.pageNo, totalPages: 0, total: 0, totalAmount: '0.00' };
  const where = and(
    inArray(contractSettlements.uplineId, uplineIds),
    eq(contractSettlements.kind, query.kind),
    ne(contractSettlements.reason, noPlay),
    within(contractSettlements.periodEnd, query),
  ) as SQL;
  const [sums] = await db.select({ total: count(), amount: numericSum(contractSettlements.amount) }).from(contractSettlements).where(where);
  const rows = await db
    .select({ row: contractSettlements, upline: uplineMember.account, downline: downlineMember.account })
    .from(contractSettlements)
    .innerJoin(uplineMember, eq(uplineMember.id, contractSettlements.uplineId))
    .innerJoin(downlineMember, eq(downlineMember.id, contractSettlements.downlineId))
    .where(where)
    .orderBy(desc(contractSettlements.periodEnd), desc(contractSettlements.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const list = rows.map(({ row, upline, downline }): Settlement => ({
    id: row.id,
    contractId: row.contractId,
    kind: row.kind as ContractKind,
    periodKey: row.periodKey,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    upline,
    downline,
    turnover: money(row.turnover),
    teamLoss: money(row.teamLoss),
    activeMembers: row.activeMembers,
    amount: money(row.amount),
    status: row.status as Settlement['status'],
    reason: row.reason,
    settledAt: row.settledAt,
  }));
  return { ...pageOf(list, sums.total, query), totalAmount: money(sums.amount) };
}
