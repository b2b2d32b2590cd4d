/**
 * The deposit and withdrawal queues as the back office pages them: filters
 * by status, period and member, newest first, with who holds each item's
 * claim right now.
 */
import { and, desc, eq, gt, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function filtersOf(table: typeof deposits | typeof withdrawals, query: QueueQuery): SQL | undefined {
  return and(
    query.status ? eq(table.status, query.status) : undefined,
    query.member ? ilike(members.account, `%${escapeLike(query.member)}%`) : undefined,
    query.from !== undefined ? gte(table.createdAt, query.from) : undefined,
    query.to !== undefined ? lte(table.createdAt, query.to) : undefined,
  );
}

const claimJoin = (kind: QueueKind, reference: typeof deposits.reference | typeof withdrawals.reference, now: number) =>
  and(eq(queueClaims.kind, kind), eq(queueClaims.reference, reference), gt(queueClaims.expiresAt, now));

export async function depositQueue(db: Db, query: QueueQuery, now: number) {
  const where = filtersOf(deposits, query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ deposit: deposits, account: members.account, holder: operators.username, claimUntil: queueClaims.expiresAt })
      .from(deposits)
      .innerJoin(members, eq(members.id, deposits.memberId))
      .leftJoin(queueClaims, claimJoin('deposit', deposits.reference, now))
      .leftJoin(operators, eq(operators.id, queueClaims.operatorId))
      .where(where)
      .orderBy(desc(deposits.createdAt), desc(deposits.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: sql<number>`count(*)::int` }).from(deposits).innerJoin(members, eq(members.id, deposits.memberId)).where(where),
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
      claim: holder ? { holder, until: claimUntil } : null,
    })),
  };
}

export async function withdrawalQueue(db: Db, query: QueueQuery, now: number) {
  const where = filtersOf(withdrawals, query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ withdrawal: withdrawals, account: members.account, bank: bankAccounts, holder: operators.username, claimUntil: queueClaims.expiresAt })
      .from(withdrawals)
      .innerJoin(members, eq(members.id, withdrawals.memberId))
      .leftJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
      .leftJoin(queueClaims, claimJoin('withdrawal', withdrawals.reference, now))
      .leftJoin(operators, eq(operators.id, queueClaims.operatorId))
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: sql<number>`count(*)::int` }).from(withdrawals).innerJoin(members, eq(members.id, withdrawals.memberId)).where(where),
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
      claim: holder ? { holder, until: claimUntil } : null,
    })),
  };
}
