/** Opaque session tokens: random, stored only as SHA-256, with expiry and revocation. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { batchedReads } from '../cache/batched-reads';
import { readsInFlight } from '../cache/embedded';
import { members, sessions } from '../db/schema';
import type { GatewayDeps, Member } from '../http/context';
import { startSessionClock } from './protection/session-time/session-clock';
import { revokeSessions } from './session-games';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The member a session token names, or null (unknown, expired, revoked).
 * One query (session joined with its member) answers every token that waits
 * at the same moment
 * (cache/batched-reads.ts). Sessions are never cached: each read starts
 * after its requests arrived, so a revoked or expired session fails on its
 * very next call on any instance.
 */
export function sessionReader({ db, clock }: Pick<GatewayDeps, 'db' | 'clock'>): (token: string) => Promise<Member | null> {
  const read = batchedReads<string, Member>(async (hashes) => {
    const rows = await db
      .select({ tokenHash: sessions.tokenHash, member: members })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(and(inArray(sessions.tokenHash, hashes), isNull(sessions.revokedAt), gt(sessions.expiresAt, clock.now())));
    return new Map(rows.map((row) => [row.tokenHash, row.member]));
  }, readsInFlight(db));
  return async (token) => (token.length > 200 ? null : ((await read(hashToken(token))) ?? null));
}

export async function openSession({ db, clock, config }: Pick<GatewayDeps, 'db' | 'clock' | 'config'>, memberId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  await db.insert(sessions).values({ tokenHash: hashToken(token), memberId, createdAt: now, expiresAt: now + config.sessionTtlMs });
  // Session time (reality checks, the member's session limit) counts from here, on the gateway's clock.
  await startSessionClock(db, { memberId, sessionHash: hashToken(token), now, ttlMs: config.sessionTtlMs });
  return token;
}

/** Sign-out: the session ends, and the games launched from it with it. */
export async function revokeSession({ db, clock }: Pick<GatewayDeps, 'db' | 'clock'>, token: string): Promise<void> {
  await revokeSessions(db, eq(sessions.tokenHash, hashToken(token)), clock.now());
}
