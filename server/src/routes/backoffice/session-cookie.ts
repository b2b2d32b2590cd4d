/**
 * The operator's session travels in a cookie the page's scripts cannot read
 * (HttpOnly), sent only to the back office's API (its path), only from the
 * back office's own pages (SameSite=Strict), only over HTTPS when the gateway
 * is reached by HTTPS.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { GatewayEnv } from '../../http/context';
import { operatorSessionLimits } from '../../domain/backoffice/operator-sessions';
import { requestPlace } from '../system/request-place';

export const sessionCookieName = 'bo_session';
export const sessionCookiePath = '/backoffice/api';
export const csrfHeader = 'X-Backoffice-Csrf';

const secure = (c: Context<GatewayEnv>) => requestPlace(c).origin.startsWith('https:');

export function setSessionCookie(c: Context<GatewayEnv>, token: string, stage: 'password' | 'signedIn'): void {
  const maxAge = (stage === 'password' ? operatorSessionLimits.passwordStageMs : operatorSessionLimits.absoluteMs) / 1000;
  setCookie(c, sessionCookieName, token, { path: sessionCookiePath, httpOnly: true, sameSite: 'Strict', secure: secure(c), maxAge });
}

export const sessionCookieOf = (c: Context<GatewayEnv>): string | undefined => getCookie(c, sessionCookieName);

export const clearSessionCookie = (c: Context<GatewayEnv>): void => {
  deleteCookie(c, sessionCookieName, { path: sessionCookiePath, httpOnly: true, sameSite: 'Strict', secure: secure(c) });
};
