/** Opaque session tokens: random, stored only as SHA-256, with expiry and revocation. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { members, sessions } from '../db/schema';
import type { GatewayDeps, Member } from '../http/context';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function authenticate({ db, clock }: Pick<GatewayDeps, 'db' | 'clock'>, token: string): Promise<Member | null> {
  if (token.length > 200) return null;
  const rows = await db
    .select({ member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, clock.now())))
    .limit(1);
  return rows[0]?.member ?? null;
}

export async function openSession({ db, clock, config }: Pick<GatewayDeps, 'db' | 'clock' | 'config'>, memberId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  await db.insert(sessions).values({ tokenHash: hashToken(token), memberId, createdAt: now, expiresAt: now + config.sessionTtlMs });
  return token;
}

export async function revokeSession({ db, clock }: Pick<GatewayDeps, 'db' | 'clock'>, token: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: clock.now() }).where(eq(sessions.tokenHash, hashToken(token)));
}
