/**
 * Which browser is calling: captchas, human checks and the login's device
 * count are bound to it. Our portal names itself with the Device-Id header.
 * Clients of the original portal family send no such header, so the gateway
 * names them itself: the first captcha or slide challenge without one sets
 * an HttpOnly, SameSite cookie with a fresh id, and later calls fall back to
 * it. The header wins when both arrive.
 *
 * The cookie gives a caller nothing the header does not: a header is any id
 * the caller likes, a cookie only one the gateway minted. A caller that
 * drops the cookie has no device, so it can never answer a captcha (nothing
 * is stored for ''), and one that takes a fresh cookie for every guess is a
 * fresh device, which the login throttle's per-network count already stops
 * (login-throttle.ts; server/test/dialect/login-without-device-id.test.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { headers } from '../../../../src/services/headers';
import type { GatewayEnv } from '../../http/context';
import { requestPlace } from '../../routes/system/request-place';

const shape = /^[A-Za-z0-9._:-]{8,128}$/;

export const deviceCookie = 'wps_device';
/** Long enough that a returning browser keeps its captcha-after-failure standing; the header ids live as long. */
const deviceCookieMaxAgeSeconds = 180 * 24 * 60 * 60;

const valid = (value: string | undefined): string => {
  const trimmed = value?.trim() ?? '';
  return shape.test(trimmed) ? trimmed : '';
};

/** '' when absent or malformed: such a caller simply never matches a stored captcha or pass. */
export function deviceIdOf(c: Context): string {
  return valid(c.req.header(headers.deviceId)) || valid(getCookie(c, deviceCookie));
}

/** For calls that create something bound to the device: a caller without one gets a minted id in the cookie. */
export function requireDeviceId(c: Context<GatewayEnv>): string {
  const known = deviceIdOf(c);
  if (known) return known;
  const minted = `c-${randomBytes(18).toString('base64url')}`;
  setCookie(c, deviceCookie, minted, {
    httpOnly: true,
    sameSite: 'Strict',
    // Only the gateway's calls need it; a plain-HTTP development address would drop a Secure cookie.
    path: '/wps',
    secure: requestPlace(c).origin.startsWith('https:'),
    maxAge: deviceCookieMaxAgeSeconds,
  });
  return minted;
}
