/**
 * What an operator does with members' requests. Every decision is a
 * conditional UPDATE on `pending` in the transaction that moves the money, so
 * the same approval sent twice, even at the same moment from two gateway
 * instances, credits once and answers the second with request.not.pending.
 */
import { and, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { Db } from '../../db';
import { bankAccounts, deposits, members, withdrawals } from '../../db/schema';
import { DomainError } from '../../http/domain-error';
import { applyMovement } from '../ledger';
import { publishChange, rowNotice } from '../live/publish';
import { earnPoints } from '../points/mall';
import { toCents } from '../money';
import { money } from './amounts';
import { withdrawConfig } from './settings';

export const operatorListLimit = 200;

const statusFilter = (column: typeof deposits.status | typeof withdrawals.status, status?: string): SQL | undefined =>
  status ? eq(column, status) : undefined;

export async function listDeposits(db: Db, status?: string) {
  const rows = await db
    .select({ deposit: deposits, account: members.account })
    .from(deposits)
    .innerJoin(members, eq(members.id, deposits.memberId))
    .where(statusFilter(deposits.status, status))
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(operatorListLimit);
  return rows.map(({ deposit, account }) => ({ ...deposit, amount: money(deposit.amount), account }));
}

export async function listWithdrawals(db: Db, status?: string) {
  const rows = await db
    .select({ withdrawal: withdrawals, account: members.account, bank: bankAccounts })
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .leftJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
    .where(statusFilter(withdrawals.status, status))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(operatorListLimit);
  return rows.map(({ withdrawal, account, bank }) => {
    const { proofImage, ...rest } = withdrawal;
    return {
      ...rest,
      amount: money(withdrawal.amount),
      charge: money(withdrawal.charge),
      receivedAmount: withdrawal.receivedAmount === null ? null : money(withdrawal.receivedAmount),
      hasProofImage: proofImage !== null,
      account,
      bankName: bank?.bankName ?? '',
      accountName: bank?.accountName ?? '',
      accountNumber: bank?.accountNumber ?? '',
    };
  });
}

/** 404 for an unknown reference, 409 for one already decided. */
async function refusal(db: Db, table: typeof deposits | typeof withdrawals, reference: string): Promise<DomainError> {
  const [row] = await db.select({ status: table.status }).from(table).where(eq(table.reference, reference)).limit(1);
  return row ? new DomainError(errorCodes.requestNotPending, 409, { status: row.status }) : new DomainError(errorCodes.notFound, 404);
}

export async function approveDeposit(db: Db, reference: string, now: number) {
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(deposits)
      .set({ status: 'approved', decidedAt: now })
      .where(and(eq(deposits.reference, reference), eq(deposits.status, 'pending')))
      .returning();
    if (!row) return null;
    await publishChange(tx, row.memberId, ['deposits']);
    const credit = await applyMovement(tx, { memberId: row.memberId, cents: toCents(row.amount), kind: 'deposit', idempotencyKey: `deposit:${row.id}`, reference, now });
    await earnPoints(tx, { kind: 'deposit', depositId: row.id, memberId: row.memberId, amount: row.amount, now });
    return { reference, status: row.status, amount: money(row.amount), balanceAfter: credit.balanceAfter };
  });
  if (!done) throw await refusal(db, deposits, reference);
  return done;
}

export async function rejectDeposit(db: Db, reference: string, remark: string, now: number) {
  const [row] = await db
    .update(deposits)
    .set({ status: 'rejected', decidedAt: now, remark })
    .where(and(eq(deposits.reference, reference), eq(deposits.status, 'pending')))
    .returning({ ...getTableColumns(deposits), notice: rowNotice(deposits.memberId, ['deposits']) });
  if (!row) throw await refusal(db, deposits, reference);
  return { reference, status: row.status, amount: money(row.amount) };
}

/** Paid: with confirmation of receipt on, the member now has `confirmMinutes` to answer. */
export async function payWithdrawal(db: Db, reference: string, now: number) {
  const config = await withdrawConfig(db);
  const awaiting = config.c2cEnabled === 'Y';
  const [row] = await db
    .update(withdrawals)
    .set({ status: 'paid', decidedAt: now, confirmStatus: awaiting ? 'awaiting' : null, confirmDeadline: awaiting ? now + config.confirmMinutes * 60_000 : null })
    .where(and(eq(withdrawals.reference, reference), eq(withdrawals.status, 'pending')))
    .returning({ ...getTableColumns(withdrawals), notice: rowNotice(withdrawals.memberId, ['withdrawals']) });
  if (!row) throw await refusal(db, withdrawals, reference);
  return { reference, status: row.status, amount: money(row.amount), confirmStatus: row.confirmStatus, confirmDeadline: row.confirmDeadline };
}

/** Rejected: the held amount and charge go back to the main wallet. */
export async function rejectWithdrawal(db: Db, reference: string, remark: string, now: number) {
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(withdrawals)
      .set({ status: 'rejected', decidedAt: now, remark })
      .where(and(eq(withdrawals.reference, reference), eq(withdrawals.status, 'pending')))
      .returning();
    if (!row) return null;
    await publishChange(tx, row.memberId, ['withdrawals']);
    const cents = toCents(row.amount) + toCents(row.charge);
    const credit = await applyMovement(tx, { memberId: row.memberId, cents, kind: 'withdraw_reversal', idempotencyKey: `withdraw_reversal:${row.id}`, reference, now });
    return { reference, status: row.status, amount: money(row.amount), charge: money(row.charge), balanceAfter: credit.balanceAfter };
  });
  if (!done) throw await refusal(db, withdrawals, reference);
  return done;
}
