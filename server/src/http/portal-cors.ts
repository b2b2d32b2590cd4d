/**
 * CORS for portals hosted on other origins (CORS_ORIGINS), with Hono's cors
 * middleware: every registry call (/wps, the lottery's /lgw and /lotto) and
 * the live channel's stream. Only the listed origins are answered.
 *
 * Every call carries custom headers (Merchant, Device-Id…), so every call is
 * preflighted: browsers may keep a preflight's answer for ten minutes.
 * With credentials: our portal sends its token and device id as headers,
 * but clients of the original family send no Device-Id and are named by the
 * gateway's device cookie (domain/access/device.ts), which a cross-origin
 * call carries only when the answer allows credentials. That cookie
 * (HttpOnly, SameSite=Strict, Path=/wps) is the only one on these paths,
 * and it names a browser, never a member; the listed origins alone get it.
 * Pictures and game pages need no CORS: security-headers.ts lets those
 * origins load and frame them.
 */
import type { Hono } from 'hono';
import { cors } from 'hono/cors';
import { headers } from '../../../src/services/headers';
import type { GatewayEnv } from './context';

export const crossOriginPaths = ['/wps/*', '/lgw/*', '/lotto/*'] as const;

/** Ours, plus what clients of the original family add (api-facts §2, §3). */
const allowedHeaders = [...Object.values(headers), 'Content-Type', 'Cache-Control', 'X-Real-UA', 'X-Digest', 'X-RSA'];

const preflightSeconds = 600;

export function mountPortalCors(app: Hono<GatewayEnv>, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const handler = cors({ origin: [...origins], allowHeaders: allowedHeaders, maxAge: preflightSeconds, credentials: true });
  for (const path of crossOriginPaths) app.use(path, handler);
}
