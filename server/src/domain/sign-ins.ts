/**
 * The member's sign-ins: recorded by `completeLogin` (every login, free play,
 * registration and reset ends there), listed in the security centre, and the
 * one before the caller's session shown as the last sign-in. Every read is
 * by the caller's own member id: nobody sees another member's sign-ins.
 */
import { and, desc, eq, lt, ne } from 'drizzle-orm';
import type { SignIn, SignInPlace } from '../../../src/services/schemas/sign-ins';
import { sessions, signIns } from '../db/schema';
import type { GatewayDeps } from '../http/context';
import { deviceOf } from './access/user-agent';
import { revokeSessions } from './session-games';
import { hashToken } from './sessions';

type Deps = Pick<GatewayDeps, 'db' | 'clock'>;

/** Where a sign-in came from, read from the request by the route (routes/session/sign-in-origin.ts). */
export interface SignInOrigin {
  ip: string;
  deviceId: string;
  userAgent: string;
}

/** How many sign-ins the security centre lists. */
export const recentSignInCount = 10;

export async function recordSignIn(db: GatewayDeps['db'], signIn: { memberId: number; token: string; at: number; origin: SignInOrigin }): Promise<void> {
  const { origin } = signIn;
  await db.insert(signIns).values({
    memberId: signIn.memberId,
    sessionHash: hashToken(signIn.token),
    signedInAt: signIn.at,
    ip: origin.ip.slice(0, 64),
    deviceId: origin.deviceId,
    userAgent: origin.userAgent.slice(0, 512),
  });
}

const placeOf = (row: { signedInAt: number; ip: string; userAgent: string }): SignInPlace => ({ at: row.signedInAt, ip: row.ip, ...deviceOf(row.userAgent) });

/** The member's latest sign-ins, newest first, the caller's own session marked and each one's session open or not. */
export async function recentSignIns({ db, clock }: Deps, memberId: number, token: string): Promise<SignIn[]> {
  const own = hashToken(token);
  const now = clock.now();
  const rows = await db
    .select({ signIn: signIns, revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt })
    .from(signIns)
    .leftJoin(sessions, eq(sessions.tokenHash, signIns.sessionHash))
    .where(eq(signIns.memberId, memberId))
    .orderBy(desc(signIns.id))
    .limit(recentSignInCount);
  return rows.map(({ signIn, revokedAt, expiresAt }) => ({
    ...placeOf(signIn),
    current: signIn.sessionHash === own,
    active: revokedAt === null && expiresAt !== null && expiresAt > now,
  }));
}

/**
 * The sign-in before the one that opened the caller's session (ids grow with
 * every sign-in); for a session opened before sign-ins were recorded, the
 * latest other one. Null on a first sign-in.
 */
export async function lastSignInBefore(db: GatewayDeps['db'], memberId: number, token: string): Promise<SignInPlace | null> {
  const own = hashToken(token);
  const [ownRow] = await db.select({ id: signIns.id }).from(signIns).where(and(eq(signIns.sessionHash, own), eq(signIns.memberId, memberId))).limit(1);
  const [row] = await db
    .select()
    .from(signIns)
    .where(and(eq(signIns.memberId, memberId), ownRow ? lt(signIns.id, ownRow.id) : ne(signIns.sessionHash, own)))
    .orderBy(desc(signIns.id))
    .limit(1);
  return row ? placeOf(row) : null;
}

/** "Sign out everywhere else": every other session of the member ends, with the games launched from them. */
export async function signOutOtherSessions({ db, clock }: Deps, memberId: number, token: string): Promise<null> {
  await revokeSessions(db, and(eq(sessions.memberId, memberId), ne(sessions.tokenHash, hashToken(token))), clock.now());
  return null;
}
