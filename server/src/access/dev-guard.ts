/**
 * Who /dev/* answers. The outboxes hold live SMS codes and temporary
 * passwords, so they answer only where the operator opted in (DEV_ENDPOINTS=1,
 * refused in production) and only to a caller on this machine talking to the
 * gateway directly. A reverse proxy on the same host would make every visitor
 * look like a local caller, so any sign of one (Forwarded, X-Forwarded-*,
 * X-Real-IP, Via) is refused, whatever TRUST_PROXY says.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { isLoopback } from '../domain/access/network';
import type { GatewayEnv } from '../http/context';

const proxyHeaders = ['forwarded', 'x-real-ip', 'via'];

function cameThroughProxy(c: Context<GatewayEnv>): boolean {
  const names = Object.keys(c.req.header()).map((name) => name.toLowerCase());
  return names.some((name) => proxyHeaders.includes(name) || name.startsWith('x-forwarded-'));
}

function socketAddress(c: Context<GatewayEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    // A request handed to app.request() has no socket: nobody on this machine sent it.
    return '';
  }
}

export function devEndpointsOpen(c: Context<GatewayEnv>): boolean {
  const { production, devEndpoints } = c.get('deps').config;
  if (production || !devEndpoints) return false;
  return !cameThroughProxy(c) && isLoopback(socketAddress(c));
}
