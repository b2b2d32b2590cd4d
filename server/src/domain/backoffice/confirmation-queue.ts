/**
 * Withdrawal confirmations the member answered "received in part" or "not
 * received": a claimed queue beside the withdrawals. An item is open until an
 * operator decides it (withdrawal_disputes); its proof image is fetched on its
 * own, so a page of rows stays small.
 */
import { and, desc, eq, gte, ilike, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { Db } from '../../db';
import { containing } from '../../db/like';
import { bankAccounts, members, operators, queueClaims, withdrawalDisputes, withdrawals } from '../../db/schema';
import { DomainError } from '../../http/domain-error';
import { money } from '../funds/amounts';
import { fromCents, toCents } from '../money';
import { claimOf, claimOn, rowCount, type QueueQuery } from './queues';

/** The answers that make a withdrawal a dispute. */
export const disputedAnswers = ['partial', 'not_received'];
export const confirmationStatuses = ['open', 'repaid', 'resolved', 'rejected'] as const;

/** What the member says is missing: the amount less what they received. */
export const missingOf = (amount: string, received: string | null): string => fromCents(toCents(amount) - toCents(received ?? '0'));

function filtersOf(query: QueueQuery): SQL | undefined {
  const answeredAt = sql`coalesce(${withdrawals.confirmedAt}, ${withdrawals.createdAt})`;
  return and(
    inArray(withdrawals.confirmStatus, disputedAnswers),
    query.status === 'open' ? isNull(withdrawalDisputes.id) : query.status ? eq(withdrawalDisputes.outcome, query.status) : undefined,
    query.member ? ilike(members.account, containing(query.member)) : undefined,
    query.from !== undefined ? gte(answeredAt, query.from) : undefined,
    query.to !== undefined ? lte(answeredAt, query.to) : undefined,
  );
}

export async function confirmationQueue(db: Db, query: QueueQuery, now: number) {
  const where = filtersOf(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ withdrawal: withdrawals, account: members.account, bank: bankAccounts, dispute: withdrawalDisputes, holder: operators.username, until: queueClaims.expiresAt })
      .from(withdrawals)
      .innerJoin(members, eq(members.id, withdrawals.memberId))
      .leftJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
      .leftJoin(withdrawalDisputes, eq(withdrawalDisputes.withdrawalId, withdrawals.id))
      .leftJoin(queueClaims, claimOn('confirmation', withdrawals.reference, now))
      .leftJoin(operators, eq(operators.id, queueClaims.operatorId))
      .where(where)
      .orderBy(desc(withdrawals.confirmedAt), desc(withdrawals.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db
      .select({ total: rowCount })
      .from(withdrawals)
      .innerJoin(members, eq(members.id, withdrawals.memberId))
      .leftJoin(withdrawalDisputes, eq(withdrawalDisputes.withdrawalId, withdrawals.id))
      .where(where),
  ]);
  return {
    total,
    rows: rows.map(({ withdrawal, account, bank, dispute, holder, until }) => ({
      reference: withdrawal.reference,
      account,
      amount: money(withdrawal.amount),
      received: money(withdrawal.receivedAmount ?? '0'),
      missing: missingOf(withdrawal.amount, withdrawal.receivedAmount),
      answer: withdrawal.confirmStatus,
      hasProof: withdrawal.proofImage !== null,
      status: dispute?.outcome ?? 'open',
      createdAt: withdrawal.confirmedAt ?? withdrawal.createdAt,
      paidAt: withdrawal.decidedAt,
      bankName: bank?.bankName ?? '',
      accountName: bank?.accountName ?? '',
      accountNumber: bank?.accountNumber ?? '',
      outcome: dispute ? { repaid: money(dispute.amount), reason: dispute.reason, decidedBy: dispute.decidedBy, decidedAt: dispute.decidedAt } : null,
      claim: claimOf(holder, until),
    })),
  };
}

/** The "not received" answer's proof image, as the member sent it. */
export async function confirmationProof(db: Db, reference: string): Promise<{ image: string }> {
  const [row] = await db
    .select({ image: withdrawals.proofImage })
    .from(withdrawals)
    .where(and(eq(withdrawals.reference, reference), inArray(withdrawals.confirmStatus, disputedAnswers)))
    .limit(1);
  if (!row?.image) throw new DomainError(errorCodes.notFound, 404);
  return { image: row.image };
}
