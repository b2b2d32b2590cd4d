/**
 * Manual credits and debits. A reason is required; the money moves through
 * `applyMovement` as the ledger's `adjustment` kind under the key
 * `adjustment:<reference>`, and the adjustment row and its audit row commit
 * in the same transaction. Up to the asking role's limit it is applied at
 * once; above it, it waits as pending until a second operator (never the one
 * who asked) approves or rejects it. The reference comes from the caller's
 * request id, so a retried request finds its first answer instead of moving
 * money twice.
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { Db } from '../../db';
import { balanceAdjustments, members } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { DomainError } from '../../http/domain-error';
import { checkLimits, money, positiveCents } from '../funds/amounts';
import { applyMovement, type Tx } from '../ledger';
import { fromCents, toCents } from '../money';
import { recordAudit, type Actor } from './audit';
import { memberByAccount } from './member-search';
import type { Role } from './permissions';

/** The largest adjustment each role applies alone; '0.00' means every one of its adjustments waits for a second operator. */
export const adjustmentLimits: Record<Role, string> = { support: '0.00', finance: '1000.00', content: '0.00', risk: '0.00', admin: '10000.00' };
const ceiling = { minAmount: '0.01', maxAmount: '10000000.00' };

export interface AdjustmentInput {
  account: string;
  direction: 'credit' | 'debit';
  amount: string;
  reason: string;
  requestId: string;
}

type Row = typeof balanceAdjustments.$inferSelect;

const viewOf = (row: Row, account: string) => ({
  reference: row.reference,
  account,
  amount: money(row.amount),
  reason: row.reason,
  requestedBy: row.requestedBy,
  status: row.status,
  decidedBy: row.decidedBy,
  decidedAt: row.decidedAt,
  createdAt: row.createdAt,
});

const reasonOf = (text: string) => {
  const reason = text.trim().slice(0, 500);
  if (reason === '') throw new DomainError(errorCodes.backofficeReasonRequired, 400, undefined, { reason: errorCodes.backofficeReasonRequired });
  return reason;
};

async function apply(tx: Tx, actor: Actor, row: Row, account: string, now: number, action: string) {
  const moved = await applyMovement(tx, { memberId: row.memberId, cents: toCents(row.amount), kind: 'adjustment', idempotencyKey: `adjustment:${row.reference}`, reference: row.reference, now });
  const [applied] = await tx
    .update(balanceAdjustments)
    .set({ status: 'applied', decidedBy: actor.actor, decidedAt: now, ledgerId: moved.ledgerId })
    .where(eq(balanceAdjustments.id, row.id))
    .returning();
  await recordAudit(tx, actor, { action, subject: `member:${account}`, before: { status: row.status }, after: { reference: row.reference, amount: money(row.amount), balanceAfter: moved.balanceAfter }, reason: row.reason }, now);
  return { ...viewOf(applied!, account), balanceAfter: moved.balanceAfter };
}

export async function adjustBalance(db: Db, actor: Actor, input: AdjustmentInput, now: number) {
  const reason = reasonOf(input.reason);
  const cents = positiveCents(input.amount);
  checkLimits(cents, ceiling);
  const signed = input.direction === 'debit' ? -cents : cents;
  const reference = `ADJ-${input.requestId}`;
  const earlier = async () => {
    const [row] = await db.select({ row: balanceAdjustments, account: members.account }).from(balanceAdjustments).innerJoin(members, eq(members.id, balanceAdjustments.memberId)).where(eq(balanceAdjustments.reference, reference));
    return row ? { ...viewOf(row.row, row.account), balanceAfter: null, replayed: true } : null;
  };
  const replay = await earlier();
  if (replay) return replay;
  try {
    return await db.transaction(async (tx) => {
      const member = await memberByAccount(tx, input.account);
      const [row] = await tx
        .insert(balanceAdjustments)
        .values({ reference, memberId: member.id, amount: fromCents(signed), reason, requestedBy: actor.actor, requestedById: actor.operatorId, status: 'pending', createdAt: now })
        .returning();
      if (cents <= toCents(adjustmentLimits[actor.role])) return { ...(await apply(tx, actor, row!, member.account, now, 'member.adjust')), replayed: false };
      await recordAudit(tx, actor, { action: 'member.adjust.request', subject: `member:${member.account}`, after: { reference, amount: fromCents(signed), status: 'pending' }, reason }, now);
      return { ...viewOf(row!, member.account), balanceAfter: null, replayed: false };
    });
  } catch (error) {
    // The same request committed by a concurrent retry: answer with it.
    const done = isUniqueViolation(error) ? await earlier() : null;
    if (!done) throw error;
    return done;
  }
}

export async function adjustmentQueue(db: Db, query: { status?: string; member?: string; page: number; size: number }) {
  const where: SQL | undefined = and(query.status ? eq(balanceAdjustments.status, query.status) : undefined, query.member ? eq(members.account, query.member) : undefined);
  const rows = await db
    .select({ row: balanceAdjustments, account: members.account })
    .from(balanceAdjustments)
    .innerJoin(members, eq(members.id, balanceAdjustments.memberId))
    .where(where)
    .orderBy(desc(balanceAdjustments.createdAt), desc(balanceAdjustments.id))
    .limit(query.size + 1)
    .offset((query.page - 1) * query.size);
  return { rows: rows.slice(0, query.size).map(({ row, account }) => viewOf(row, account)), more: rows.length > query.size };
}

export async function decideAdjustment(db: Db, actor: Actor, input: { reference: string; verb: string; reason: string }, now: number) {
  if (input.verb !== 'approve' && input.verb !== 'reject') throw new DomainError(errorCodes.notFound, 404);
  const note = input.reason.trim().slice(0, 500);
  if (input.verb === 'reject' && note === '') throw new DomainError(errorCodes.backofficeReasonRequired, 400, undefined, { reason: errorCodes.backofficeReasonRequired });
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ row: balanceAdjustments, account: members.account })
      .from(balanceAdjustments)
      .innerJoin(members, eq(members.id, balanceAdjustments.memberId))
      .where(eq(balanceAdjustments.reference, input.reference))
      .for('update', { of: balanceAdjustments });
    if (!found) throw new DomainError(errorCodes.notFound, 404);
    if (found.row.status !== 'pending') throw new DomainError(errorCodes.requestNotPending, 409);
    // Four eyes: the one who asked cannot be the one who approves, whether by session or by key.
    if (found.row.requestedBy === actor.actor) throw new DomainError(errorCodes.backofficeOwnAdjustment, 403);
    if (input.verb === 'approve') return apply(tx, actor, found.row, found.account, now, 'member.adjust.approve');
    const [rejected] = await tx.update(balanceAdjustments).set({ status: 'rejected', decidedBy: actor.actor, decidedAt: now }).where(eq(balanceAdjustments.id, found.row.id)).returning();
    await recordAudit(tx, actor, { action: 'member.adjust.reject', subject: `member:${found.account}`, before: { status: 'pending' }, after: { reference: input.reference, status: 'rejected' }, reason: note }, now);
    return { ...viewOf(rejected!, found.account), balanceAfter: null };
  });
}
