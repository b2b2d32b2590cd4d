/**
 * Confirmation of receipt (spec §4, api-facts §7.7). A paid withdrawal waits
 * for the member's answer until its deadline: received, received in part (the
 * remainder is answered back), not received (with a proof image) or "all
 * received" for every waiting one. Each answer is a conditional UPDATE on
 * `awaiting` before the deadline, so a second answer, or one racing the
 * forced-receipt job, is refused instead of overwriting the first.
 */
import { and, asc, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { ConfirmStatus, WithdrawalConfirmInput, WithdrawalConfirmResult, WithdrawalConfirmations } from '../../../../src/services/schemas/funds';
import type { Db } from '../../db';
import { withdrawals } from '../../db/schema';
import { DomainError } from '../../http/domain-error';
import { rowNotice } from '../live/publish';
import { fromCents, toCents } from '../money';
import { money, positiveCents } from './amounts';
import { checkProofImage } from './proof-image';
import { withdrawConfig } from './settings';

type WithdrawalRow = typeof withdrawals.$inferSelect;

const awaitingOf = (memberId: number, now: number) =>
  and(eq(withdrawals.memberId, memberId), eq(withdrawals.confirmStatus, 'awaiting'), gt(withdrawals.confirmDeadline, now));

export async function withdrawalConfirmations(db: Db, memberId: number, now: number): Promise<WithdrawalConfirmations> {
  const { confirmMinutes } = await withdrawConfig(db);
  const rows = await db.select().from(withdrawals).where(awaitingOf(memberId, now)).orderBy(asc(withdrawals.confirmDeadline), asc(withdrawals.id));
  return {
    confirmMinutes,
    list: rows.map((row) => ({ id: row.id, reference: row.reference, amount: money(row.amount), paidAt: row.decidedAt ?? row.createdAt, deadline: row.confirmDeadline ?? 0 })),
  };
}

/** Why a withdrawal cannot be answered now (it was, its time ran out, or it is not paid yet). */
function refusalFor(row: WithdrawalRow, now: number): DomainError {
  if (row.confirmStatus === 'forced' || (row.confirmStatus === 'awaiting' && (row.confirmDeadline ?? 0) <= now)) return new DomainError(errorCodes.confirmExpired, 409);
  if (row.confirmStatus !== null) return new DomainError(errorCodes.confirmAnswered, 409, { confirmStatus: row.confirmStatus });
  return new DomainError(errorCodes.requestNotPending, 409);
}

const confirmedOf = (row: WithdrawalRow) => {
  const received = toCents(row.receivedAmount ?? '0');
  return { id: row.id, confirmStatus: row.confirmStatus as ConfirmStatus, receivedAmount: fromCents(received), remainder: fromCents(toCents(row.amount) - received) };
};

export async function confirmWithdrawal(db: Db, memberId: number, input: WithdrawalConfirmInput, now: number): Promise<WithdrawalConfirmResult> {
  if (input.answer === 'all_received') {
    const rows = await db
      .update(withdrawals)
      .set({ confirmStatus: 'received', receivedAmount: sql`${withdrawals.amount}`, confirmedAt: now })
      .where(awaitingOf(memberId, now))
      // The member's other tabs stop offering the answered withdrawals.
      .returning({ ...getTableColumns(withdrawals), notice: rowNotice(withdrawals.memberId, ['withdrawals']) });
    return { confirmed: rows.sort((a, b) => a.id - b.id).map(confirmedOf) };
  }
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, input.id), eq(withdrawals.memberId, memberId)))
    .limit(1);
  if (!row) throw new DomainError(errorCodes.notFound, 404);
  const change = answerOf(input, row, now);
  const [updated] = await db
    .update(withdrawals)
    .set({ ...change, confirmedAt: now })
    .where(and(eq(withdrawals.id, row.id), awaitingOf(memberId, now)))
    .returning({ ...getTableColumns(withdrawals), notice: rowNotice(withdrawals.memberId, ['withdrawals']) });
  if (updated) return { confirmed: [confirmedOf(updated)] };
  const [current] = await db.select().from(withdrawals).where(eq(withdrawals.id, row.id)).limit(1);
  throw refusalFor(current ?? row, now);
}

/** The columns an answer sets; refuses what is wrong with the answer itself before touching the row. */
function answerOf(input: Exclude<WithdrawalConfirmInput, { answer: 'all_received' }>, row: WithdrawalRow, now: number) {
  if (row.confirmStatus !== 'awaiting' || (row.confirmDeadline ?? 0) <= now) throw refusalFor(row, now);
  const amount = toCents(row.amount);
  if (input.answer === 'received') return { confirmStatus: 'received', receivedAmount: fromCents(amount) };
  if (input.answer === 'partial') {
    const received = positiveCents(input.receivedAmount, 'receivedAmount');
    if (received > amount) throw new DomainError(errorCodes.receivedExceeds, 400, { amount: fromCents(amount) }, { receivedAmount: errorCodes.receivedExceeds });
    return { confirmStatus: received === amount ? 'received' : 'partial', receivedAmount: fromCents(received) };
  }
  return { confirmStatus: 'not_received', receivedAmount: '0.00', proofImage: checkProofImage(input.proofImage) };
}
