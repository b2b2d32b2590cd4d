/**
 * A member's time-outs and self-exclusions for the back office: every break
 * with whether it holds now, a lift the member asked for and its decision
 * (lift-requests.ts decides it), and who lifted what and why. Lifting ends every break that holds (permanent ones
 * included) through the protection rules' own `liftByOperator`; the lift,
 * the member's inbox message and the audit row commit together, and the
 * member may play again at once.
 */
import { eq } from 'drizzle-orm';
import { errorCodes } from '../../../../src/services/error-codes';
import type { Db } from '../../db';
import { protectionBreaks } from '../../db/schema';
import { DomainError } from '../../http/domain-error';
import { sendInboxMessage } from '../messages';
import { breakInForce } from '../protection/breaks/in-force';
import { liftByOperator, minLiftReasonLength } from '../protection/breaks/lift';
import { liftDecisionDueMs, liftRequestOf } from '../protection/breaks/lift-request';
import { recordAudit, type Actor } from './audit';
import { textFor } from './confirmation-texts';
import { memberByAccount } from './member-search';

const liftTexts = {
  EN: { title: 'Your break has been lifted', body: 'Our team lifted your time-out or self-exclusion. You can play again; the limits and tools in Safer play stay open to you.' },
  TY: { title: 'Inalis na ang iyong pahinga', body: 'Inalis ng aming team ang iyong time-out o self-exclusion. Maaari ka nang maglaro muli; bukas pa rin sa iyo ang mga limitasyon at kasangkapan sa Safer play.' },
};

export async function memberBreaks(db: Db, account: string, now: number) {
  const member = await memberByAccount(db, account);
  const [rows, held] = await Promise.all([
    db.select().from(protectionBreaks).where(eq(protectionBreaks.memberId, member.id)).orderBy(protectionBreaks.id),
    breakInForce(db, member.id, now),
  ]);
  return {
    inForce: held !== null,
    breaks: rows.reverse().map((row) => ({
      id: row.id,
      kind: row.kind,
      startedAt: row.startedAt,
      endsAt: row.endsAt,
      releasedAt: row.releasedAt,
      liftRequestedAt: row.liftRequestedAt,
      holds: row.releasedAt === null || row.releasedAt > now,
      liftedBy: row.liftedBy,
      liftReason: row.liftReason,
      // The member's request to lift and its decision; a waiting one is overdue once 7 days pass undecided.
      lift: liftRequestOf(row),
      liftDecidedBy: row.liftDecidedBy,
      liftDecisionReason: row.liftDecisionReason,
      liftOverdue: row.liftRequestedAt !== null && row.liftDecision === '' && row.releasedAt === null && now > row.liftRequestedAt + liftDecisionDueMs,
    })),
  };
}

export async function liftMemberBreaks(db: Db, actor: Actor, input: { account: string; reason: string }, now: number) {
  const reason = input.reason.trim().slice(0, 500);
  // The protection rules ask a few words at least: a lift is read later by whoever answers for it.
  if (reason.length < minLiftReasonLength) throw new DomainError(errorCodes.backofficeReasonRequired, 400, { min: minLiftReasonLength }, { reason: errorCodes.backofficeReasonRequired });
  return db.transaction(async (tx) => {
    const member = await memberByAccount(tx, input.account);
    const held = await breakInForce(tx, member.id, now);
    const lifted = await liftByOperator(tx as unknown as Db, { memberId: member.id, operator: actor.actor, reason, now });
    await sendInboxMessage(tx, { memberId: member.id, ...textFor(liftTexts, member.language, []), now });
    const before = held ? { kind: held.kind, endsAt: held.endsAt, releasedAt: held.releasedAt, liftRequestedAt: held.liftRequestedAt } : null;
    await recordAudit(tx, actor, { action: 'member.break.lift', subject: `member:${member.account}`, before, after: lifted, reason }, now);
    return lifted;
  });
}
