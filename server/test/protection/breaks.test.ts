/**
 * Time-outs and self-exclusions over HTTP on an injected clock: taking one
 * needs the password; the login answer says until when; a time-out ends at
 * its time; a finished definite exclusion lifts only when risk approves the
 * member's request (refused: it holds; undecided for 7 days: overdue), 24
 * hours after the approval; a permanent one never at the member's request; an agent cannot act
 * on a downline's break; an operator lifts one with a recorded reason.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { callNames, calls } from '../../../src/services/calls';
import { errorCodes } from '../../../src/services/error-codes';
import { loginWithPassword, movableClocks, send } from '../access/support';
import { seededAccount } from '../agent/support';
import { describeOnBothDatabases } from '../databases';
import { memberWithSession } from '../http';
import { openSession } from '../../src/domain/sessions';
import { cli } from '../funds/operator-cli';
import { operatorCall, operatorKey } from '../funds/support';
import { auditLog, messages } from '../../src/db/schema';
import { call as boCall, newOperator, signIn as boSignIn } from '../backoffice/support';
import { breakOf, breakPassword, requestLift, takeBreak, takeBreakCall, withPassword } from './breaks-support';

const clocks = movableClocks();
const hour = 3_600_000;
const day = 24 * hour;
let accounts = 0;

describeOnBothDatabases(
  'time-out and self-exclusion',
  (gateway, kind) => {
    const clock = clocks[kind];
    const member = async () => {
      const account = `brk${++accounts}${process.pid}${kind[0]}`;
      return { account, ...(await memberWithSession(gateway(), { account, ...(await withPassword()) })) };
    };
    /** Sessions lapse over a day of idleness: after moving the clock the member signs in again. */
    const signIn = (id: number) => openSession(gateway().deps, id);

    it('takes a 24-hour time-out confirmed with the password, and ends it at its time', async () => {
      const { id, token } = await member();
      expect((await breakOf(gateway(), token)).current).toBeNull();
      const taken = await takeBreak(gateway(), token, '24h');
      expect(taken.current).toEqual({ kind: 'timeout', startedAt: clock.now(), endsAt: clock.now() + day, until: clock.now() + day, liftRequestedAt: null, lift: null, canRequestLift: false });
      expect((await breakOf(gateway(), token)).current?.until).toBe(clock.now() + day);

      clock.advance(day - 1);
      expect((await breakOf(gateway(), await signIn(id))).current?.kind).toBe('timeout');
      clock.advance(1);
      expect((await breakOf(gateway(), await signIn(id))).current).toBeNull();
    });

    it('refuses a wrong password below its field and takes nothing; refuses a term not offered', async () => {
      const { token } = await member();
      const wrong = await takeBreakCall(gateway(), token, '7d', 'not-my-password');
      expect([wrong.status, wrong.body.errorCode, wrong.body.fields]).toEqual([400, errorCodes.passwordIncorrect, { password: errorCodes.passwordIncorrect }]);
      const odd = await takeBreakCall(gateway(), token, '3d');
      expect([odd.status, odd.body.fields]).toEqual([400, { term: errorCodes.protectionBreakTermInvalid }]);
      const empty = await takeBreakCall(gateway(), token, '7d', '');
      expect(empty.body.fields).toEqual({ password: errorCodes.fieldRequired });
      expect((await breakOf(gateway(), token)).current).toBeNull();
    });

    it('signs a member on a break in, with until when in the login answer', async () => {
      const { account, token } = await member();
      const plain = await loginWithPassword(gateway(), account, breakPassword);
      expect(plain.body.value).not.toHaveProperty('protection');
      await takeBreak(gateway(), token, '7d');
      const answer = await loginWithPassword(gateway(), account, breakPassword);
      expect(answer.body.success).toBe(true);
      expect(answer.body.value.protection).toEqual({ kind: 'timeout', until: clock.now() + 7 * day });
    });

    it('keeps the longest break: a shorter one taken later does not shorten it', async () => {
      const { token } = await member();
      await takeBreak(gateway(), token, '30d');
      const after = await takeBreak(gateway(), token, '24h');
      expect(after.current?.until).toBe(clock.now() + 30 * day);
    });

    it('lifts a finished six-month exclusion only once risk approves the request, 24 hours after; a refusal keeps it, an undecided one turns overdue', async () => {
      const { id, account, token } = await member();
      const taken = await takeBreak(gateway(), token, '6m');
      expect(taken.current).toMatchObject({ kind: 'exclusion', endsAt: clock.now() + 183 * day, until: null, canRequestLift: false, lift: null });
      const early = await requestLift(gateway(), token);
      expect([early.status, early.body.errorCode]).toEqual([403, errorCodes.protectionLiftNotAllowed]);

      clock.advance(183 * day);
      let session = await signIn(id);
      // Its term has run, but an exclusion holds until it is lifted.
      expect((await breakOf(gateway(), session)).current).toMatchObject({ kind: 'exclusion', until: null, canRequestLift: true });
      const asked = await requestLift(gateway(), session);
      const waiting = { state: 'waiting', requestedAt: clock.now(), decidedAt: null, reason: '' };
      expect(asked.body.value).toMatchObject({ current: { liftRequestedAt: clock.now(), until: null, lift: waiting, canRequestLift: false } });
      // Asking again changes nothing; the login still says the exclusion holds until lifted.
      expect((await requestLift(gateway(), session)).body.value).toMatchObject({ current: { until: null, lift: waiting } });
      expect((await loginWithPassword(gateway(), account, breakPassword)).body.value.protection).toEqual({ kind: 'exclusion', until: null });

      // Support may read but not decide; risk decides only with a reason, and a refusal keeps the exclusion.
      const support = await newOperator(gateway(), clock, `ls${accounts}${kind[0]}`, 'support');
      const risk = await newOperator(gateway(), clock, `lr${accounts}${kind[0]}`, 'risk');
      expect((await boCall(gateway(), support, 'decideMemberLift', { account, decision: 'refuse' }, { reason: 'not this time' })).body.errorCode).toBe(errorCodes.backofficeForbidden);
      expect((await boCall(gateway(), risk, 'decideMemberLift', { account, decision: 'refuse' }, { reason: 'no' })).body.errorCode).toBe(errorCodes.backofficeReasonRequired);
      expect((await boCall(gateway(), risk, 'decideMemberLift', { account, decision: 'forget' }, { reason: 'not a verb at all' })).status).toBe(404);
      const refused = await boCall(gateway(), risk, 'decideMemberLift', { account, decision: 'refuse' }, { reason: 'Gambling pattern still worrying' });
      expect(refused.body.value).toMatchObject({ decision: 'refused', releasedAt: null });
      expect((await breakOf(gateway(), session)).current).toMatchObject({ until: null, canRequestLift: true, lift: { state: 'refused', decidedAt: clock.now(), reason: 'Gambling pattern still worrying' } });

      // Asked again, nobody decides within 7 days: the back office shows it overdue; time alone lifts nothing.
      await requestLift(gateway(), session);
      clock.advance(8 * day);
      session = await signIn(id);
      // Back-office sessions lapse over days too: risk signs in again.
      const riskAgain = await boSignIn(gateway(), clock, risk.username, 'risk', risk.secret);
      const queued = await boCall<{ requests: { account: string; overdue: boolean }[] }>(gateway(), riskAgain, 'liftRequests');
      expect(queued.body.value.requests.filter((row) => row.account === account)).toEqual([expect.objectContaining({ account, overdue: true })]);
      expect((await breakOf(gateway(), session)).current).toMatchObject({ until: null, lift: { state: 'waiting' } });

      // Approved: the 24-hour cooling-off runs from the approval, then the member may play.
      const approved = await boCall(gateway(), riskAgain, 'decideMemberLift', { account, decision: 'approve' }, { reason: 'Talked it through on the phone' });
      expect(approved.body.value).toMatchObject({ decision: 'approved', releasedAt: clock.now() + day });
      expect((await boCall(gateway(), riskAgain, 'decideMemberLift', { account, decision: 'approve' }, { reason: 'Talked it through again' })).body.errorCode).toBe(errorCodes.protectionLiftNotWaiting);
      expect((await breakOf(gateway(), session)).current).toMatchObject({ until: clock.now() + day, lift: { state: 'approved' }, canRequestLift: false });
      const audit = await gateway().db.select().from(auditLog).where(eq(auditLog.subject, `member:${account}`));
      expect(audit.map((row) => [row.action, row.reason])).toEqual([
        ['member.break.lift.refused', 'Gambling pattern still worrying'],
        ['member.break.lift.approved', 'Talked it through on the phone'],
      ]);
      const inbox = await gateway().db.select({ title: messages.title }).from(messages).where(eq(messages.memberId, id));
      expect(inbox.map((row) => row.title)).toEqual(['Your request to lift your exclusion is refused', 'Your request to lift your exclusion is approved']);

      clock.advance(day);
      session = await signIn(id);
      expect((await breakOf(gateway(), session)).current).toBeNull();
      expect((await requestLift(gateway(), session)).body.errorCode).toBe(errorCodes.protectionLiftNothing);
    });

    it('never lets the member lift a permanent exclusion, and refuses lifting a time-out', async () => {
      const excluded = await member();
      await takeBreak(gateway(), excluded.token, 'permanent');
      clock.advance(6 * 365 * day);
      const session = await signIn(excluded.id);
      expect((await breakOf(gateway(), session)).current).toMatchObject({ kind: 'exclusion', endsAt: null, until: null, canRequestLift: false });
      const refused = await requestLift(gateway(), session);
      expect([refused.status, refused.body.errorCode]).toEqual([403, errorCodes.protectionLiftNotAllowed]);

      const resting = await member();
      await takeBreak(gateway(), resting.token, '6w');
      expect((await requestLift(gateway(), resting.token)).body.errorCode).toBe(errorCodes.protectionLiftNotAllowed);
    });

    it('gives an agent no call on a downline\'s break: its token acts on its own account only', async () => {
      expect(callNames.filter((name) => calls[name].area === 'agent' && /break|exclu/i.test(calls[name].path))).toEqual([]);
      const agent = await seededAccount(gateway(), 'agent1');
      const downline = await seededAccount(gateway(), 'player11');
      // The agent names its downline: the body has no member field, and the password checked is the agent's own.
      const named = await takeBreakCall(gateway(), agent.token, 'permanent', 'Player123');
      expect(named.body.errorCode).toBe(errorCodes.passwordIncorrect);
      const asDownline = await send(gateway(), 'playerBreakTake', { token: agent.token, data: { term: '24h', password: 'Agent123', userName: 'player11', memberId: downline.id } });
      expect(asDownline.body.success).toBe(true);
      expect((await breakOf(gateway(), downline.token)).current).toBeNull();
      expect((await breakOf(gateway(), agent.token)).current?.kind).toBe('timeout');

      expect((await takeBreakCall(gateway(), downline.token, '24h', 'Player123')).body.success).toBe(true);
      const lift = await send(gateway(), 'playerBreakLift', { token: agent.token, data: { memberId: downline.id } });
      expect(lift.body.errorCode).toBe(errorCodes.protectionLiftNotAllowed);
      expect((await breakOf(gateway(), downline.token)).current).not.toBeNull();
    });

    it('lets an operator lift a permanent exclusion only with a reason, which is kept', async () => {
      const { account, token } = await member();
      await takeBreak(gateway(), token, 'permanent');
      const bare = await operatorCall(gateway(), 'POST', `/members/${account}/breaks/lift`, { body: { reason: ' ok ' } });
      expect([bare.status, bare.body.fields]).toEqual([400, { reason: errorCodes.fieldRequired }]);
      expect((await breakOf(gateway(), token)).current).not.toBeNull();

      const printed = await cli(['lift-break', account, '--reason', 'Player', 'proved', 'a', 'stolen', 'account'], { GATEWAY_URL: gateway().url, OPERATOR_KEY: operatorKey });
      expect(printed.code, printed.stderr).toBe(0);
      expect(printed.stdout).toContain('Lifted 1 break(s)');
      expect((await breakOf(gateway(), token)).current).toBeNull();
      const listed = await operatorCall<{ breaks: { liftReason: string; liftedBy: string; releasedAt: number }[] }>(gateway(), 'GET', `/members/${account}/breaks`);
      expect(listed.body.value.breaks).toEqual([expect.objectContaining({ liftReason: 'Player proved a stolen account', releasedAt: clock.now() })]);
      expect(listed.body.value.breaks[0]!.liftedBy).toMatch(/^key:/);
      const again = await operatorCall(gateway(), 'POST', `/members/${account}/breaks/lift`, { body: { reason: 'Nothing left to lift' } });
      expect(again.body.errorCode).toBe(errorCodes.protectionLiftNothing);
      expect((await operatorCall(gateway(), 'GET', '/members/nobody-at-all/breaks')).body.errorCode).toBe(errorCodes.accountNotFound);
    });
  },
  (kind) => ({ clock: clocks[kind], config: { operatorKey } }),
);
