/**
 * Deciding a disputed withdrawal confirmation. `repay` credits the missing
 * amount back to the main wallet through applyMovement under the key
 * `withdrawal-dispute:<reference>`; `resolve` records that it was settled
 * outside the wallet (the bank traced the transfer, it was sent again);
 * `reject` records that the claim does not hold. Every verb needs a reason,
 * which the member reads in the inbox. The claim check, the outcome row
 * (unique per withdrawal: an item is decided once), the money, the message
 * and the audit row commit together or not at all.
 */
import { eq } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { Db } from '../../db';
import { members, withdrawalDisputes, withdrawals } from '../../db/schema';
import { DomainError } from '../../http/domain-error';
import { money } from '../funds/amounts';
import { applyMovement } from '../ledger';
import { sendInboxMessage } from '../messages';
import { toCents } from '../money';
import { recordAudit, type Actor } from './audit';
import { requireClaim } from './claims';
import { confirmationTexts, textFor } from './confirmation-texts';
import { disputedAnswers, missingOf } from './confirmation-queue';

const outcomes = { repay: 'repaid', resolve: 'resolved', reject: 'rejected' } as const;
type ConfirmationVerb = keyof typeof outcomes;

export async function decideConfirmation(db: Db, actor: Actor, input: { reference: string; verb: string; reason: string }, now: number) {
  if (!Object.hasOwn(outcomes, input.verb)) throw new DomainError(errorCodes.notFound, 404);
  const outcome = outcomes[input.verb as ConfirmationVerb];
  const reason = input.reason.trim().slice(0, 500);
  if (reason === '') throw new DomainError(errorCodes.backofficeReasonRequired, 400, undefined, { reason: errorCodes.backofficeReasonRequired });
  return db.transaction(async (tx) => {
    await requireClaim(tx, 'confirmation', input.reference, actor.operatorId, now);
    const [found] = await tx
      .select({ withdrawal: withdrawals, language: members.language })
      .from(withdrawals)
      .innerJoin(members, eq(members.id, withdrawals.memberId))
      .where(eq(withdrawals.reference, input.reference))
      .limit(1);
    if (!found || !disputedAnswers.includes(found.withdrawal.confirmStatus ?? '')) throw new DomainError(errorCodes.notFound, 404);
    const { withdrawal } = found;
    const missing = missingOf(withdrawal.amount, withdrawal.receivedAmount);
    const [row] = await tx
      .insert(withdrawalDisputes)
      .values({ withdrawalId: withdrawal.id, outcome, reason, decidedBy: actor.actor, decidedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new DomainError(errorCodes.requestNotPending, 409);
    let balanceAfter: string | null = null;
    if (outcome === 'repaid') {
      const moved = await applyMovement(tx, {
        memberId: withdrawal.memberId,
        cents: toCents(missing),
        kind: 'withdraw_reversal',
        idempotencyKey: `withdrawal-dispute:${withdrawal.reference}`,
        reference: withdrawal.reference,
        now,
      });
      await tx.update(withdrawalDisputes).set({ amount: missing, ledgerId: moved.ledgerId }).where(eq(withdrawalDisputes.id, row.id));
      balanceAfter = moved.balanceAfter;
    }
    const text = textFor(confirmationTexts[outcome], found.language, [withdrawal.reference, missing, reason]);
    await sendInboxMessage(tx, { memberId: withdrawal.memberId, ...text, now });
    const before = { answer: withdrawal.confirmStatus, amount: money(withdrawal.amount), received: money(withdrawal.receivedAmount ?? '0') };
    const after = { status: outcome, repaid: outcome === 'repaid' ? missing : '0.00', balanceAfter };
    await recordAudit(tx, actor, { action: `confirmation.${input.verb}`, subject: `withdrawal:${withdrawal.reference}`, before, after, reason }, now);
    return { reference: withdrawal.reference, status: outcome, repaid: after.repaid, balanceAfter };
  });
}
