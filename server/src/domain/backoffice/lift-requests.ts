/**
 * Members' requests to lift a finished self-exclusion, for risk and admin:
 * the queue of those waiting (overdue once 7 days pass undecided, the Malta
 * directive's time to decide), and the decision. An approval starts the
 * 24-hour cooling-off, a refusal keeps the exclusion; either needs a reason,
 * and the decision, the member's inbox message and the audit row commit
 * together.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { Db } from '../../db';
import { members, protectionBreaks } from '../../db/schema';
import { DomainError } from '../../http/domain-error';
import { sendInboxMessage } from '../messages';
import { decideLiftRequest, liftDecisionDueMs } from '../protection/breaks/lift-request';
import { minLiftReasonLength } from '../protection/breaks/lift';
import { recordAudit, type Actor } from './audit';
import { textFor } from './confirmation-texts';
import { memberByAccount } from './member-search';

const decisionTexts = {
  approved: {
    EN: { title: 'Your request to lift your exclusion is approved', body: 'Your self-exclusion ends after a 24-hour cooling-off, on {0}. Note: {1}' },
    TY: { title: 'Naaprubahan ang kahilingan mong alisin ang pagbubukod', body: 'Matatapos ang iyong self-exclusion pagkatapos ng 24 na oras na cooling-off, sa {0}. Tala: {1}' },
  },
  refused: {
    EN: { title: 'Your request to lift your exclusion is refused', body: 'Your self-exclusion stays in place. Note: {1}' },
    TY: { title: 'Tinanggihan ang kahilingan mong alisin ang pagbubukod', body: 'Nananatili ang iyong self-exclusion. Tala: {1}' },
  },
};

/** The requests waiting for a decision, oldest first, each with whether it is overdue. */
export async function waitingLiftRequests(db: Db, now: number) {
  const rows = await db
    .select({ account: members.account, breakId: protectionBreaks.id, endsAt: protectionBreaks.endsAt, requestedAt: protectionBreaks.liftRequestedAt })
    .from(protectionBreaks)
    .innerJoin(members, eq(members.id, protectionBreaks.memberId))
    .where(and(sql`${protectionBreaks.liftRequestedAt} is not null`, eq(protectionBreaks.liftDecision, ''), isNull(protectionBreaks.releasedAt)))
    .orderBy(asc(protectionBreaks.liftRequestedAt))
    .limit(200);
  return {
    requests: rows.map((row) => ({ ...row, requestedAt: row.requestedAt!, dueAt: row.requestedAt! + liftDecisionDueMs, overdue: now > row.requestedAt! + liftDecisionDueMs })),
  };
}

export async function decideMemberLift(db: Db, actor: Actor, input: { account: string; decision: 'approved' | 'refused'; reason: string }, now: number) {
  const reason = input.reason.trim().slice(0, 500);
  // Whoever reads the decision later (the member, a regulator) reads why.
  if (reason.length < minLiftReasonLength) throw new DomainError(errorCodes.backofficeReasonRequired, 400, { min: minLiftReasonLength }, { reason: errorCodes.backofficeReasonRequired });
  return db.transaction(async (tx) => {
    const member = await memberByAccount(tx, input.account);
    const decided = await decideLiftRequest(tx, { memberId: member.id, decision: input.decision, operator: actor.actor, reason, now });
    const releasedOn = decided.releasedAt === null ? '' : new Date(decided.releasedAt).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
    await sendInboxMessage(tx, { memberId: member.id, ...textFor(decisionTexts[input.decision], member.language, [releasedOn, reason]), now });
    await recordAudit(tx, actor, { action: `member.break.lift.${input.decision}`, subject: `member:${member.account}`, before: { breakId: decided.breakId, decision: 'waiting' }, after: decided, reason }, now);
    return decided;
  });
}
