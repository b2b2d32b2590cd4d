/**
 * Operator sign-in: password then TOTP, enrolment on the first time, codes
 * good once, failures counted in the database, and the two kinds of session
 * kept apart (a member token opens no back office call, an operator cookie
 * or key no member call).
 */
import { describe, expect, it } from 'vitest';
import { backofficeCalls } from '../../../src/services/backoffice-calls';
import { errorCodes } from '../../../src/services/error-codes';
import { totpCode, totpStepMs } from '../../src/domain/backoffice/totp';
import { signInLimits } from '../../src/domain/backoffice/sign-in';
import { movableClocks, send } from '../access/support';
import { describeOnBothDatabases, startGatewayOn } from '../databases';
import { memberWithSession } from '../http';
import { operatorKey } from '../funds/support';
import { call, cookieValue, createOperator, newOperator, passwordStep, raw } from './support';

const clocks = movableClocks();

describeOnBothDatabases(
  'back office sign-in',
  (gateway, kind) => {
    const clock = clocks[kind];

    it('enrols on the first sign-in, refuses a wrong code and a replayed code within its step', async () => {
      await createOperator(gateway(), 'enrolling', 'finance');
      expect((await passwordStep(gateway(), 'enrolling', 'not-the-password')).body.errorCode).toBe(errorCodes.backofficeSignInFailed);
      const first = await passwordStep(gateway(), 'enrolling');
      const secret = first.body.value.enrolment!.secret;
      expect(first.body.value.enrolment!.uri).toMatch(/^otpauth:\/\/totp\//);
      expect(first.setCookie).toMatch(/HttpOnly/i);
      expect(first.setCookie).toMatch(/SameSite=Strict/i);
      expect(first.setCookie).toMatch(/Path=\/backoffice\/api/);
      const halfSession = cookieValue(first.setCookie);
      // The password step opens nothing but the code call.
      expect((await raw(gateway(), 'GET', backofficeCalls.depositQueue.path, { cookie: halfSession })).status).toBe(401);
      const wrong = String((Number(totpCode(secret, clock.now())) + 1) % 1_000_000).padStart(6, '0');
      expect((await raw(gateway(), 'POST', backofficeCalls.signInCode.path, { cookie: halfSession, csrf: first.body.value.csrf, body: { code: wrong } })).body.errorCode).toBe(errorCodes.backofficeCodeInvalid);
      const code = totpCode(secret, clock.now());
      const signedIn = await raw<{ csrf: string }>(gateway(), 'POST', backofficeCalls.signInCode.path, { cookie: halfSession, csrf: first.body.value.csrf, body: { code } });
      expect(signedIn.body.success).toBe(true);
      // The same code again, in a new password step within the same 30 seconds: refused.
      const again = await passwordStep(gateway(), 'enrolling');
      expect(again.body.value.enrolment).toBeNull();
      expect((await raw(gateway(), 'POST', backofficeCalls.signInCode.path, { cookie: cookieValue(again.setCookie), csrf: again.body.value.csrf, body: { code } })).body.errorCode).toBe(
        errorCodes.backofficeCodeInvalid,
      );
      // The next step's code is good.
      clock.advance(totpStepMs);
      const next = await raw(gateway(), 'POST', backofficeCalls.signInCode.path, { cookie: cookieValue(again.setCookie), csrf: again.body.value.csrf, body: { code: totpCode(secret, clock.now()) } });
      expect(next.body.success).toBe(true);
    });

    it('accepts one code sent twice at the same moment only once', async () => {
      const operator = await newOperator(gateway(), clock, 'racing', 'support');
      const [a, b] = await Promise.all([passwordStep(gateway(), 'racing'), passwordStep(gateway(), 'racing')]);
      const code = totpCode(operator.secret, clock.now());
      const answers = await Promise.all([a, b].map((step) => raw(gateway(), 'POST', backofficeCalls.signInCode.path, { cookie: cookieValue(step.setCookie), csrf: step.body.value.csrf, body: { code } })));
      expect(answers.filter((answer) => answer.body.success)).toHaveLength(1);
      expect(answers.filter((answer) => answer.body.errorCode === errorCodes.backofficeCodeInvalid)).toHaveLength(1);
    });

    it('never takes a member token for an operator session, nor an operator session or key for a member', async () => {
      const member = await memberWithSession(gateway());
      const operator = await newOperator(gateway(), clock, 'apart', 'admin');
      for (const attempt of [{ cookie: member.token }, { authorization: member.token }, { authorization: `Bearer ${member.token}` }]) {
        expect((await raw(gateway(), 'GET', backofficeCalls.depositQueue.path, attempt)).status).toBe(401);
      }
      expect((await raw(gateway(), 'GET', '/operator/deposits', { authorization: `Bearer ${member.token}` })).status).toBe(401);
      for (const token of [operator.cookie, operatorKey]) expect((await send(gateway(), 'balance', { token })).status).toBe(401);
      expect((await call(gateway(), operator, 'depositQueue')).status).toBe(200);
    });

    it('refuses a changing call without the CSRF header, and a session after sign-out or a disabled operator', async () => {
      const operator = await newOperator(gateway(), clock, 'careful', 'finance');
      const claim = await raw(gateway(), 'POST', '/backoffice/api/deposits/D-none/claim', { cookie: operator.cookie, body: {} });
      expect(claim.body.errorCode).toBe(errorCodes.backofficeCsrf);
      expect((await call(gateway(), operator, 'signOut')).status).toBe(200);
      expect((await call(gateway(), operator, 'currentOperator')).status).toBe(401);
      const other = await newOperator(gateway(), clock, 'leaving', 'support');
      await raw(gateway(), 'POST', '/operator/operators/leaving/disable', { authorization: `Bearer ${operatorKey}` });
      expect((await call(gateway(), other, 'currentOperator')).status).toBe(401);
      expect((await passwordStep(gateway(), 'leaving')).body.errorCode).toBe(errorCodes.backofficeSignInFailed);
    });

    it('ends a busy session twelve hours after sign-in all the same', async () => {
      const operator = await newOperator(gateway(), clock, 'busy', 'support');
      // A call every 20 minutes keeps it from idling; the 36th comes just past twelve hours.
      for (let call20 = 1; call20 <= 35; call20 += 1) {
        clock.advance(20 * 60 * 1000);
        expect((await call(gateway(), operator, 'currentOperator')).status).toBe(200);
      }
      clock.advance(20 * 60 * 1000);
      expect((await call(gateway(), operator, 'currentOperator')).status).toBe(401);
    });

    it('ends a session left idle for half an hour', async () => {
      const operator = await newOperator(gateway(), clock, 'sleepy', 'risk');
      clock.advance(29 * 60 * 1000);
      expect((await call(gateway(), operator, 'currentOperator')).status).toBe(200);
      clock.advance(31 * 60 * 1000);
      expect((await call(gateway(), operator, 'currentOperator')).status).toBe(401);
    });
  },
  (kind) => ({ clock: clocks[kind], config: { operatorKey } }),
);

describe('back office sign-in attempts', () => {
  it('refuses a username after five wrong passwords, even with the right one, counted in the database', async () => {
    const gateway = await startGatewayOn('pglite', { config: { operatorKey, rateLimitScale: 1 } });
    try {
      await createOperator(gateway, 'guessed', 'admin');
      for (let attempt = 0; attempt < signInLimits.perUsername; attempt += 1) {
        expect((await passwordStep(gateway, 'guessed', `wrong-${attempt}`, `203.0.113.${attempt}`)).status).toBe(401);
      }
      const right = await passwordStep(gateway, 'guessed', undefined, '198.51.100.7');
      expect(right.status).toBe(429);
      expect(right.body.errorCode).toBe(errorCodes.tooManyRequests);
    } finally {
      await gateway.close();
    }
  });
});
