/**
 * Every back-office route passes here: its call's stage says which session it
 * needs and its action which roles may use it (domain/backoffice/permissions.ts).
 * A member's token is no operator session, whatever header it comes in.
 * Changing calls must repeat the session's CSRF token in a header: a page on
 * another site can make the browser send the cookie (were SameSite ever
 * relaxed) but cannot read the token.
 */
import type { MiddlewareHandler } from 'hono';
import type { BackofficeCallDef } from '../../../../src/services/backoffice-calls';
import { errorCodes } from '../../../../src/services/error-codes';
import type { GatewayEnv } from '../../http/context';
import { DomainError } from '../../http/domain-error';
import { csrfMatches, readOperatorSession, type OperatorSession } from '../../domain/backoffice/operator-sessions';
import { may, type Action } from '../../domain/backoffice/permissions';
import { csrfHeader, sessionCookieOf } from './session-cookie';

declare module 'hono' {
  interface ContextVariableMap {
    operatorSession: OperatorSession;
  }
}

export function guard(call: BackofficeCallDef): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    if (call.stage === 'anonymous') return next();
    const { db, clock } = c.get('deps');
    const token = sessionCookieOf(c);
    const session = token ? await readOperatorSession(db, token, clock.now()) : null;
    if (!session || session.stage !== call.stage) throw new DomainError(errorCodes.backofficeNotSignedIn, 401);
    if (call.method !== 'GET' && !csrfMatches(session, c.req.header(csrfHeader))) throw new DomainError(errorCodes.backofficeCsrf, 403);
    if (call.action && !may(session.role, call.action as Action)) throw new DomainError(errorCodes.backofficeForbidden, 403);
    c.set('operatorSession', session);
    return next();
  };
}
