/** Where a request came from: the origin it reached and the caller's address. */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { RequestPlace } from '../../domain/system';
import type { GatewayEnv } from '../../http/context';

/** X-Forwarded-* headers are trusted because a reverse proxy in front of the gateway is the normal deployment. */
export function requestPlace(c: Context<GatewayEnv>): RequestPlace {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  return { origin: publicOrigin(c), ip: normaliseIp(forwarded || socketAddress(c)) };
}

/** The origin the caller used: the proxy's public host and scheme when it names them. */
function publicOrigin(c: Context<GatewayEnv>): string {
  const url = new URL(c.req.url);
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
  const scheme = proto === 'http' || proto === 'https' ? proto : url.protocol.slice(0, -1);
  const authority = host && /^[A-Za-z0-9.-]+(:\d+)?$/.test(host) ? host : url.host;
  // Through URL again so a default port (:443, :80) disappears.
  return new URL(`${scheme}://${authority}`).origin;
}

function socketAddress(c: Context<GatewayEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    // app.request() in tests has no socket.
    return '';
  }
}

const normaliseIp = (ip: string): string => ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1') || 'unknown';
