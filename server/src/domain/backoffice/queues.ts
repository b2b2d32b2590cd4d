/**
 * The deposit and withdrawal queues as the back office pages them: filters
 * by status, period and member, newest first, with who holds each item's
 * claim right now.
 */
import { and, desc, eq, gt, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db';
import { containing } from '../../db/like';
import { bankAccounts, deposits, members, operators, queueClaims, withdrawals } from '../../db/schema';
import { money } from '../funds/amounts';
import type { QueueKind } from './claims';

export interface QueueQuery {
  status?: string;
  member?: string;
  from?: number;
  to?: number;
  page: number;
  size: number;
}

/** Status, member and period filters of a queue whose rows have these columns (joined with members). */
export function queueFilters(status: AnyPgColumn, createdAt: AnyPgColumn, query: QueueQuery): SQL | undefined {
  return and(
    query.status ? eq(status, query.status) : undefined,
    query.member ? ilike(members.account, containing(query.member)) : undefined,
    query.from !== undefined ? gte(createdAt, query.from) : undefined,
    query.to !== undefined ? lte(createdAt, query.to) : undefined,
  );
}

/** Joins an item's live claim; `reference` is the item's reference column, or an expression standing for one. */
export const claimOn = (kind: QueueKind, reference: SQL | AnyPgColumn, now: number) =>
  and(eq(queueClaims.kind, kind), sql`${queueClaims.reference} = ${reference}`, gt(queueClaims.expiresAt, now));

export const claimOf = (holder: string | null, until: number | null) => (holder ? { holder, until } : null);

export const rowCount = sql<number>`count(*)::int`;

export async function depositQueue(db: Db, query: QueueQuery, now: number) {
  const where = queueFilters(deposits.status, deposits.createdAt, query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ deposit: deposits, account: members.account, holder: operators.username, claimUntil: queueClaims.expiresAt })
      .from(deposits)
      .innerJoin(members, eq(members.id, deposits.memberId))
      .leftJoin(queueClaims, claimOn('deposit', deposits.reference, now))
      .leftJoin(operators, eq(operators.id, queueClaims.operatorId))
      .where(where)
      .orderBy(desc(deposits.createdAt), desc(deposits.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: rowCount }).from(deposits).innerJoin(members, eq(members.id, deposits.memberId)).where(where),
  ]);
  return {
    total,
    rows: rows.map(({ deposit, account, holder, claimUntil }) => ({
      reference: deposit.reference,
      account,
      memberId: deposit.memberId,
      amount: money(deposit.amount),
      channel: deposit.channelCode,
      status: deposit.status,
      remark: deposit.remark,
      createdAt: deposit.createdAt,
      decidedAt: deposit.decidedAt,
      claim: claimOf(holder, claimUntil),
    })),
  };
}

export async function withdrawalQueue(db: Db, query: QueueQuery, now: number) {
  const where = queueFilters(withdrawals.status, withdrawals.createdAt, query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ withdrawal: withdrawals, account: members.account, bank: bankAccounts, holder: operators.username, claimUntil: queueClaims.expiresAt })
      .from(withdrawals)
      .innerJoin(members, eq(members.id, withdrawals.memberId))
      .leftJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
      .leftJoin(queueClaims, claimOn('withdrawal', withdrawals.reference, now))
      .leftJoin(operators, eq(operators.id, queueClaims.operatorId))
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: rowCount }).from(withdrawals).innerJoin(members, eq(members.id, withdrawals.memberId)).where(where),
  ]);
  return {
    total,
    rows: rows.map(({ withdrawal, account, bank, holder, claimUntil }) => ({
      reference: withdrawal.reference,
      account,
      memberId: withdrawal.memberId,
      amount: money(withdrawal.amount),
      charge: money(withdrawal.charge),
      status: withdrawal.status,
      remark: withdrawal.remark,
      confirmStatus: withdrawal.confirmStatus,
      createdAt: withdrawal.createdAt,
      decidedAt: withdrawal.decidedAt,
      bankName: bank?.bankName ?? '',
      accountName: bank?.accountName ?? '',
      accountNumber: bank?.accountNumber ?? '',
      claim: claimOf(holder, claimUntil),
    })),
  };
}
