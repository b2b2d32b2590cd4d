/**
 * Ending an exclusion. The member may ask once its definite term has run; an
 * operator then decides the request (lift-request.ts), and an approval lifts
 * it after a 24-hour cooling-off. A permanent one, or one still in its term,
 * only an operator lifts, and only with a recorded reason. Time-outs end by
 * themselves.
 */
import { and, eq } from 'drizzle-orm';
import { errorCodes } from '../../../../../src/services/error-codes';
import type { BreakAnswer } from '../../../../../src/services/schemas/protection-breaks';
import type { Db } from '../../../db';
import { members, protectionBreaks } from '../../../db/schema';
import { DomainError } from '../../../http/domain-error';
import { breakInForce, holdsAt } from './in-force';
import { liftRequestOfBreak, recordLiftRequest } from './lift-request';
import { breakAnswer } from './take-break';

/** The member asks to lift the exclusion in force; it waits for an operator's decision, and the answer says so. */
export async function requestLift(db: Db, memberId: number, now: number): Promise<BreakAnswer> {
  const held = await breakInForce(db, memberId, now);
  if (!held) throw new DomainError(errorCodes.protectionLiftNothing, 409);
  const asked = await liftRequestOfBreak(db, held.id);
  // Asking again changes nothing while a request waits or its cooling-off runs; after a refusal the member may ask anew.
  if (asked && asked.state !== 'refused') return breakAnswer(db, memberId, now);
  if (held.kind !== 'exclusion' || held.endsAt === null || held.endsAt > now) {
    throw new DomainError(errorCodes.protectionLiftNotAllowed, 403, { kind: held.kind, until: held.releasedAt });
  }
  await recordLiftRequest(db, held.id, now);
  return breakAnswer(db, memberId, now);
}

export interface OperatorLift {
  memberId: number;
  /** Who lifts it, as the operator API names the caller. */
  operator: string;
  /** Why; kept with every break it ends. */
  reason: string;
  now: number;
}

export const minLiftReasonLength = 5;

/** An operator ends every break that holds the member now, permanent ones included; the reason is kept with each. */
export async function liftByOperator(db: Db, input: OperatorLift): Promise<{ lifted: number; releasedAt: number }> {
  const reason = input.reason.trim();
  if (reason.length < minLiftReasonLength) throw new DomainError(errorCodes.badRequest, 400, null, { reason: errorCodes.fieldRequired });
  const lifted = await db
    .update(protectionBreaks)
    .set({ releasedAt: input.now, liftedBy: input.operator.slice(0, 100), liftReason: reason.slice(0, 500) })
    .where(and(eq(protectionBreaks.memberId, input.memberId), holdsAt(input.now)))
    .returning({ id: protectionBreaks.id });
  if (lifted.length === 0) throw new DomainError(errorCodes.protectionLiftNothing, 409);
  return { lifted: lifted.length, releasedAt: input.now };
}

/** A member's breaks, oldest first, for an operator: what they chose, and who lifted what and why. */
export async function breaksOf(db: Db, account: string) {
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.account, account));
  if (!member) throw new DomainError(errorCodes.accountNotFound, 404);
  const rows = await db.select().from(protectionBreaks).where(eq(protectionBreaks.memberId, member.id)).orderBy(protectionBreaks.id);
  return { memberId: member.id, breaks: rows };
}
