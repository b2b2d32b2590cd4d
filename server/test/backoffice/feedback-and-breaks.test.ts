/**
 * The feedback queue (claimed, filtered, answered in the member's inbox or
 * closed, audited) and a member's breaks in the back office (read by the
 * member roles, lifted only by risk and admin with a reason; the member may
 * play again at once).
 */
import { and, eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { auditLog, members, messages } from '../../src/db/schema';
import { movableClocks } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import type { TestGateway } from '../harness';
import { callGateway, memberWithSession } from '../http';
import { operatorKey } from '../funds/support';
import { breakOf, takeBreak, withPassword } from '../protection/breaks-support';
import { call, newOperator } from './support';

const clocks = movableClocks();
const words = 'the deposit took far too long to arrive today';

interface Row {
  reference: string;
  account: string;
  status: string;
  questionType: string;
  reply: { outcome: string; body: string } | null;
}

const accountOf = async (gateway: TestGateway, id: number) => (await gateway.db.select({ account: members.account }).from(members).where(eq(members.id, id)))[0]!.account;

describeOnBothDatabases(
  'back office feedback and breaks',
  (gateway, kind) => {
    const clock = clocks[kind];

    it('lets one support operator answer a member in the inbox, and close a visitor’s feedback with a note', async () => {
      const sue = await newOperator(gateway(), clock, 'f-sue', 'support');
      const sam = await newOperator(gateway(), clock, 'f-sam', 'support');
      const finance = await newOperator(gateway(), clock, 'f-fin', 'finance');
      const member = await memberWithSession(gateway());
      const sent = await callGateway<{ id: number }>(gateway(), 'feedback', { token: member.token, body: { questionType: 'deposit', content: words, contact: '' } });
      const visitor = await callGateway<{ id: number }>(gateway(), 'feedback', { body: { questionType: 'other', content: words, contact: 'v@example.com' }, headers: { 'x-forwarded-for': '198.51.100.9' } });
      const reference = String(sent.body.value.id);
      const visitorReference = String(visitor.body.value.id);

      expect((await call(gateway(), finance, 'feedbackQueue')).body.errorCode).toBe(errorCodes.backofficeForbidden);
      const deposits = await call<{ total: number; rows: Row[] }>(gateway(), sue, 'feedbackQueue', {}, undefined, { status: 'new', questionType: 'deposit' });
      expect(deposits.body.value.rows.map((row) => row.reference)).toEqual([reference]);
      expect(deposits.body.value.rows[0]).toMatchObject({ account: await accountOf(gateway(), member.id), status: 'new', reply: null });
      expect((await call(gateway(), sue, 'feedbackQueue', {}, undefined, { questionType: 'bogus' })).status).toBe(400);

      expect((await call(gateway(), sue, 'claimFeedback', { reference })).body.success).toBe(true);
      expect((await call(gateway(), sam, 'claimFeedback', { reference })).body.errorCode).toBe(errorCodes.backofficeClaimedByOther);
      expect((await call(gateway(), sam, 'decideFeedback', { reference, verb: 'reply' }, { reason: 'Sorry!' })).body.errorCode).toBe(errorCodes.backofficeClaimedByOther);
      expect((await call(gateway(), sue, 'decideFeedback', { reference, verb: 'reply' }, { reason: '' })).body.errorCode).toBe(errorCodes.backofficeReasonRequired);
      const answer = 'Your deposit was credited at 10:02; sorry for the wait.';
      expect((await call(gateway(), sue, 'decideFeedback', { reference, verb: 'reply' }, { reason: answer })).body.value).toEqual({ reference, status: 'answered' });
      expect((await call(gateway(), sue, 'claimFeedback', { reference })).body.success).toBe(true);
      expect((await call(gateway(), sue, 'decideFeedback', { reference, verb: 'close' }, { reason: 'again' })).body.errorCode).toBe(errorCodes.requestNotPending);

      const inbox = await gateway().db.select().from(messages).where(eq(messages.memberId, member.id));
      expect(inbox).toHaveLength(1);
      expect(inbox[0]!.title).toMatch(/^Answer to your feedback of \d{4}-\d{2}-\d{2}$/);
      expect(inbox[0]!.content).toContain('Your deposit was credited at 10:02; sorry for the wait.');
      const answered = await call<{ rows: Row[] }>(gateway(), sue, 'feedbackQueue', {}, undefined, { status: 'answered' });
      expect(answered.body.value.rows[0]).toMatchObject({ reference, reply: { outcome: 'answered', body: answer } });

      expect((await call(gateway(), sue, 'claimFeedback', { reference: visitorReference })).body.success).toBe(true);
      expect((await call(gateway(), sue, 'decideFeedback', { reference: visitorReference, verb: 'reply' }, { reason: 'Hello' })).body.errorCode).toBe(errorCodes.backofficeFeedbackVisitor);
      expect((await call(gateway(), sue, 'decideFeedback', { reference: visitorReference, verb: 'close' }, { reason: 'Answered by e-mail' })).body.value).toMatchObject({ status: 'closed' });
      const audit = await gateway().db.select().from(auditLog).where(and(eq(auditLog.actor, sue.username), like(auditLog.action, 'feedback.%'))).orderBy(auditLog.seq);
      expect(audit.map((row) => [row.action, row.subject])).toEqual([
        ['feedback.reply', `feedback:${reference}`],
        ['feedback.close', `feedback:${visitorReference}`],
      ]);
    });

    it('shows a member’s break to support and lets risk lift it with a reason; the member may play again', async () => {
      const support = await newOperator(gateway(), clock, 'b-support', 'support');
      const risk = await newOperator(gateway(), clock, 'b-risk', 'risk');
      const member = await memberWithSession(gateway(), await withPassword());
      const account = await accountOf(gateway(), member.id);
      await takeBreak(gateway(), member.token, '6m');

      const seen = await call<{ inForce: boolean; breaks: { kind: string; holds: boolean }[] }>(gateway(), support, 'memberBreaks', { account });
      expect(seen.body.value).toMatchObject({ inForce: true, breaks: [{ kind: 'exclusion', holds: true }] });
      expect((await call(gateway(), support, 'liftMemberBreaks', { account }, { reason: 'asked on the phone' })).body.errorCode).toBe(errorCodes.backofficeForbidden);
      expect((await call(gateway(), risk, 'liftMemberBreaks', { account }, { reason: 'ok' })).body.errorCode).toBe(errorCodes.backofficeReasonRequired);
      const lifted = await call<{ lifted: number }>(gateway(), risk, 'liftMemberBreaks', { account }, { reason: 'Registered by mistake, confirmed by phone' });
      expect(lifted.body.value).toMatchObject({ lifted: 1, releasedAt: clock.now() });
      expect((await breakOf(gateway(), member.token)).current).toBeNull();
      const after = await call<{ inForce: boolean; breaks: { holds: boolean; liftedBy: string; liftReason: string }[] }>(gateway(), support, 'memberBreaks', { account });
      expect(after.body.value).toMatchObject({ inForce: false, breaks: [{ holds: false, liftedBy: risk.username, liftReason: 'Registered by mistake, confirmed by phone' }] });
      expect((await call(gateway(), risk, 'liftMemberBreaks', { account }, { reason: 'once more please' })).body.errorCode).toBe(errorCodes.protectionLiftNothing);
      const audit = await gateway().db.select().from(auditLog).where(eq(auditLog.subject, `member:${account}`));
      expect(audit).toEqual([expect.objectContaining({ action: 'member.break.lift', actor: risk.username, reason: 'Registered by mistake, confirmed by phone' })]);
      expect((await gateway().db.select().from(messages).where(eq(messages.memberId, member.id))).map((row) => row.title)).toEqual(['Your break has been lifted']);
    });
  },
  (kind) => ({ clock: clocks[kind], config: { operatorKey } }),
);
