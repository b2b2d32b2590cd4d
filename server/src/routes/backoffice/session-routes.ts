/** Sign-in (password, then TOTP code; the first time also enrolment), who is signed in, sign-out. */
import type { Hono } from 'hono';
import * as v from 'valibot';
import { backofficeCalls as calls } from '../../../../src/services/backoffice-calls';
import { ok } from '../../../../src/services/envelope';
import { recordAudit } from '../../domain/backoffice/audit';
import { endOperatorSession } from '../../domain/backoffice/operator-sessions';
import { actionsOf } from '../../domain/backoffice/permissions';
import { signInWithCode, signInWithPassword } from '../../domain/backoffice/sign-in';
import type { GatewayEnv } from '../../http/context';
import { requestPlace } from '../system/request-place';
import { sessionActor } from './actor';
import { guard } from './guard';
import { bodyOf } from './input';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

const passwordBody = v.object({ username: v.pipe(v.string(), v.minLength(1), v.maxLength(64)), password: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });
const codeBody = v.object({ code: v.pipe(v.string(), v.maxLength(12)) });

export function sessionRoutes(routes: Hono<GatewayEnv>): void {
  routes.post(calls.signInPassword.path, guard(calls.signInPassword), async (c) => {
    const input = await bodyOf(c, passwordBody);
    const step = await signInWithPassword(c.get('deps'), { ...input, ip: requestPlace(c).ip });
    setSessionCookie(c, step.token, 'password');
    return c.json(ok({ csrf: step.csrf, enrolment: step.enrolment ?? null }));
  });
  routes.post(calls.signInCode.path, guard(calls.signInCode), async (c) => {
    const { code } = await bodyOf(c, codeBody);
    const opened = await signInWithCode(c.get('deps'), c.get('operatorSession'), { code, ip: requestPlace(c).ip });
    setSessionCookie(c, opened.token, 'signedIn');
    const session = c.get('operatorSession');
    return c.json(ok({ csrf: opened.csrf, username: session.username, role: session.role, actions: actionsOf(session.role) }));
  });
  routes.get(calls.currentOperator.path, guard(calls.currentOperator), (c) => {
    const session = c.get('operatorSession');
    return c.json(ok({ username: session.username, role: session.role, actions: actionsOf(session.role) }));
  });
  routes.delete(calls.signOut.path, guard(calls.signOut), async (c) => {
    const { db, clock } = c.get('deps');
    const now = clock.now();
    await db.transaction(async (tx) => {
      await endOperatorSession(tx as never, c.get('operatorSession').sessionId, now);
      await recordAudit(tx, sessionActor(c), { action: 'operator.sign-out', subject: `operator:${c.get('operatorSession').username}` }, now);
    });
    clearSessionCookie(c);
    return c.json(ok(null));
  });
}
