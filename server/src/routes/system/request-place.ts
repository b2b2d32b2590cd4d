/** Where a request came from: the origin it reached and the caller's address. */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { RequestPlace } from '../../domain/system';
import type { GatewayEnv } from '../../http/context';

/**
 * X-Forwarded-* are read only when the operator says proxies stand in front (TRUST_PROXY): otherwise any
 * caller could name itself a fresh address for every request and walk past the per-address limits.
 * Each proxy appends the address it saw, so with n proxies the caller is the n-th entry from the end.
 */
export function requestPlace(c: Context<GatewayEnv>): RequestPlace {
  const hops = c.get('deps').config.trustedProxies;
  const chain = hops > 0 ? (c.req.header('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim()).filter(Boolean) : [];
  const forwarded = chain.length ? chain[Math.max(0, chain.length - hops)] : '';
  return { origin: publicOrigin(c, hops > 0), ip: normaliseIp(forwarded || socketAddress(c)) };
}

/** The origin the caller used: the proxy's public host and scheme when a trusted proxy names them. */
function publicOrigin(c: Context<GatewayEnv>, behindProxy: boolean): string {
  const url = new URL(c.req.url);
  const host = behindProxy ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  const proto = behindProxy ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
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
