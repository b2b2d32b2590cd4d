/**
 * Answering a feedback: `reply` sends the operator's text to the member's
 * inbox (the portal's message centre, where members read answers) and marks
 * the feedback answered; `close` ends it without an answer, the text being
 * the operator's note (a visitor has no inbox: the note says how they were
 * answered through their contact). The claim check, the status change
 * (conditional on `new`), the reply row, the message and the audit row
 * commit together.
 */
import { and, eq } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { Db } from '../../db';
import { feedback, feedbackReplies } from '../../db/schema';
import { DomainError } from '../../http/domain-error';
import { sendInboxMessage } from '../messages';
import { recordAudit, type Actor } from './audit';
import { requireClaim } from './claims';
import { textFor } from './confirmation-texts';

const outcomes = { reply: 'answered', close: 'closed' } as const;

const replyTitles = {
  EN: { title: 'Answer to your feedback of {0}', body: '{1}' },
  TY: { title: 'Sagot sa iyong puna noong {0}', body: '{1}' },
};

export const feedbackReplyMaxLength = 2000;

export async function decideFeedback(db: Db, actor: Actor, input: { reference: string; verb: string; reason: string }, now: number) {
  if (!Object.hasOwn(outcomes, input.verb)) throw new DomainError(errorCodes.notFound, 404);
  const id = Number(input.reference);
  if (!Number.isSafeInteger(id) || id < 1) throw new DomainError(errorCodes.notFound, 404);
  const outcome = outcomes[input.verb as keyof typeof outcomes];
  const body = input.reason.trim().slice(0, feedbackReplyMaxLength);
  if (body === '') throw new DomainError(errorCodes.backofficeReasonRequired, 400, undefined, { reason: errorCodes.backofficeReasonRequired });
  return db.transaction(async (tx) => {
    await requireClaim(tx, 'feedback', input.reference, actor.operatorId, now);
    const [row] = await tx.select().from(feedback).where(eq(feedback.id, id)).limit(1);
    if (!row) throw new DomainError(errorCodes.notFound, 404);
    if (outcome === 'answered' && row.memberId === null) throw new DomainError(errorCodes.backofficeFeedbackVisitor, 409);
    const [changed] = await tx
      .update(feedback)
      .set({ status: outcome })
      .where(and(eq(feedback.id, id), eq(feedback.status, 'new')))
      .returning({ id: feedback.id });
    if (!changed) throw new DomainError(errorCodes.requestNotPending, 409, { status: row.status });
    await tx.insert(feedbackReplies).values({ feedbackId: id, outcome, body, decidedBy: actor.actor, decidedAt: now });
    if (outcome === 'answered' && row.memberId !== null) {
      const sentOn = new Date(row.createdAt).toISOString().slice(0, 10);
      await sendInboxMessage(tx, { memberId: row.memberId, ...textFor(replyTitles, row.language, [sentOn, body]), now });
    }
    await recordAudit(tx, actor, { action: `feedback.${input.verb}`, subject: `feedback:${id}`, before: { status: row.status }, after: { status: outcome }, reason: body }, now);
    return { reference: input.reference, status: outcome };
  });
}
