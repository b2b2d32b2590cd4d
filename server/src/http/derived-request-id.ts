/**
 * The idempotency key of a money request that came without a `requestId`
 * (clients of the original portal family never send one). Money still moves
 * through answerOnce (domain/request-replies.ts) under this key, so a replay
 * of the same HTTP request answers the first answer instead of moving money
 * again, where the gateway can tell it is a replay:
 *
 * - an encrypted call (E) carries a fresh random key in its `Encryption`
 *   header on every request (api-facts §3), so header and payload name one
 *   request forever: a replay, however late, is always the same request,
 *   and two real requests never share a key;
 * - a plain call has nothing unique in it. The same body with the same
 *   session within `replayWindowMs` is taken for a replay (a double click, a
 *   client's retry, the retry after a 504); after the window it is a new
 *   request. The price: the same transfer made twice on purpose within the
 *   window moves once, and the second answer repeats the first.
 *
 * The window is a sliding one: a key is the body's fingerprint and a window
 * number, and a request reuses the previous window's key when that key's
 * answer is younger than the window. Two copies racing across a window's
 * edge can still both move (each sees no committed answer of the other).
 */
import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { CallDef } from '../../../src/services/calls';
import type { Db } from '../db';
import { requestReplies } from '../db/schema';

export const replayWindowMs = 60 * 1000;

/** JSON with object keys sorted, so the same body written in another key order is the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const fingerprint = (parts: string[]): string => createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 40);

export interface DerivationInput {
  db: Db;
  call: CallDef;
  memberId: number;
  token: string;
  /** The request's `Encryption` header, when the call is encrypted. */
  encryption: string | undefined;
  /** The payload as read (decrypted for E calls). */
  payload: unknown;
  now: number;
}

/** A key of the shape requestIdSchema accepts: `e…` for an encrypted request, `p…` for a plain one. */
export async function derivedRequestId(input: DerivationInput): Promise<string> {
  const body = canonical(input.payload);
  if (input.call.encrypted && input.encryption) return `e${fingerprint([input.call.method, input.call.path, input.encryption.trim(), body])}`;
  const print = fingerprint([input.call.method, input.call.path, input.token, body]);
  const window = Math.floor(input.now / replayWindowMs);
  const previous = `p${print}${(window - 1).toString(36)}`;
  const [recent] = await input.db
    .select({ requestId: requestReplies.requestId })
    .from(requestReplies)
    .where(and(eq(requestReplies.memberId, input.memberId), eq(requestReplies.requestId, previous), gt(requestReplies.createdAt, input.now - replayWindowMs)))
    .limit(1);
  return recent ? previous : `p${print}${window.toString(36)}`;
}
