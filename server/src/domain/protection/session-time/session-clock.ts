/**
 * Each signed-in session's clock: its sign-in time and when its next reality
 * check falls due, kept by the gateway so every tab, device and instance
 * sees the same. Opened with the session; a session opened before clocks
 * existed gets one on its first read, counted from its sign-in.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db';
import { protectionSessionClocks, sessions } from '../../../db/schema';
import type { Tx } from '../../ledger';
import { sessionChoicesOf } from './choices';
import { retimeSessions } from './session-end';

const minute = 60_000;

export type SessionClock = typeof protectionSessionClocks.$inferSelect;

/** Called as the session opens: the clock starts, and a session limit the member chose shortens the session. */
export async function startSessionClock(db: Db | Tx, input: { memberId: number; sessionHash: string; now: number; ttlMs: number }): Promise<void> {
  const { memberId, sessionHash, now, ttlMs } = input;
  const choices = await sessionChoicesOf(db, memberId);
  const every = choices.realityCheckMinutes;
  await db
    .insert(protectionSessionClocks)
    .values({
      sessionHash,
      memberId,
      startedAt: now,
      everyMinutes: every,
      checkDueAt: every > 0 ? now + every * minute : null,
    })
    .onConflictDoNothing();
  if (choices.sessionLimitMinutes !== null)
    await retimeSessions(db, {
      memberId,
      limitMinutes: choices.sessionLimitMinutes,
      ttlMs,
      now,
      sessionHash,
    });
}

/** The clock of the caller's session; started from the session's own sign-in when it has none yet. */
export async function clockOf(db: Db, memberId: number, sessionHash: string): Promise<SessionClock> {
  const find = async () => (await db.select().from(protectionSessionClocks).where(eq(protectionSessionClocks.sessionHash, sessionHash)).limit(1))[0];
  const found = await find();
  if (found) return found;
  const [session] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sessionHash), eq(sessions.memberId, memberId)));
  const startedAt = session?.createdAt ?? 0;
  const { realityCheckMinutes: every } = await sessionChoicesOf(db, memberId);
  await db
    .insert(protectionSessionClocks)
    .values({
      sessionHash,
      memberId,
      startedAt,
      everyMinutes: every,
      checkDueAt: every > 0 ? startedAt + every * minute : null,
    })
    .onConflictDoNothing();
  return (await find())!;
}
