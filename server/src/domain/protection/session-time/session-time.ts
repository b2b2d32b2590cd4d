/**
 * The Safer play session-time answer for the caller's session, choosing the
 * member's session limit and reality-check interval, and acknowledging a
 * due check (the "keep playing" of the reality-check dialog).
 */
import { and, eq, lte } from 'drizzle-orm';
import { sessionEndWarningMs, type SessionTime, type SessionTimeInput } from '../../../../../src/services/schemas/session-time';
import type { Db } from '../../../db';
import { protectionSessionClocks, protectionSessionSettings, sessions } from '../../../db/schema';
import { sessionChoicesOf } from './choices';
import { playSince } from './play-since';
import { clockOf } from './session-clock';
import { retimeSessions } from './session-end';

const minute = 60_000;

export interface SessionCaller {
  memberId: number;
  sessionHash: string;
  now: number;
}

export async function sessionTimeOf(db: Db, caller: SessionCaller): Promise<SessionTime> {
  const { memberId, sessionHash, now } = caller;
  const [clock, choices, [session]] = await Promise.all([
    clockOf(db, memberId, sessionHash),
    sessionChoicesOf(db, memberId),
    db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.tokenHash, sessionHash)),
  ]);
  const play = await playSince(db, memberId, clock.startedAt);
  const endsAt = choices.sessionLimitMinutes === null ? null : (session?.expiresAt ?? null);
  return {
    ...choices,
    startedAt: clock.startedAt,
    endsAt,
    warnAt: endsAt === null ? null : endsAt - sessionEndWarningMs,
    checkDueAt: clock.checkDueAt,
    checkDue: clock.checkDueAt !== null && clock.checkDueAt <= now,
    ...play,
    now,
  };
}

/**
 * A new choice holds for the member's live sessions at once: checks follow
 * the new interval from now (a check already due stays due until
 * acknowledged), and the limit counts from each session's sign-in.
 */
export async function setSessionTime(db: Db, caller: SessionCaller & { ttlMs: number }, input: SessionTimeInput): Promise<SessionTime> {
  const { memberId, now } = caller;
  const every = input.realityCheckMinutes;
  await db.transaction(async (tx) => {
    const values = {
      realityCheckMinutes: every,
      sessionLimitMinutes: input.sessionLimitMinutes,
      updatedAt: now,
    };
    await tx
      .insert(protectionSessionSettings)
      .values({ memberId, ...values })
      .onConflictDoUpdate({
        target: protectionSessionSettings.memberId,
        set: values,
      });
    const clocks = await tx.select().from(protectionSessionClocks).where(eq(protectionSessionClocks.memberId, memberId));
    for (const clock of clocks) {
      const stillDue = clock.checkDueAt !== null && clock.checkDueAt <= now;
      const checkDueAt = stillDue ? clock.checkDueAt : every > 0 ? now + every * minute : null;
      await tx.update(protectionSessionClocks).set({ everyMinutes: every, checkDueAt }).where(eq(protectionSessionClocks.sessionHash, clock.sessionHash));
    }
    await retimeSessions(tx, {
      memberId,
      limitMinutes: input.sessionLimitMinutes,
      ttlMs: caller.ttlMs,
      now,
    });
  });
  return sessionTimeOf(db, caller);
}

/**
 * The member saw the figures and plays on: every due check of theirs (any
 * tab or device) is answered, and the next falls due one interval from now.
 * A check not yet due is left as it is, so a second click changes nothing.
 */
export async function acknowledgeRealityCheck(db: Db, caller: SessionCaller): Promise<SessionTime> {
  const { memberId, now } = caller;
  const due = await db
    .select()
    .from(protectionSessionClocks)
    .where(and(eq(protectionSessionClocks.memberId, memberId), lte(protectionSessionClocks.checkDueAt, now)));
  for (const clock of due) {
    const checkDueAt = clock.everyMinutes > 0 ? now + clock.everyMinutes * minute : null;
    await db
      .update(protectionSessionClocks)
      .set({ checkDueAt })
      .where(and(eq(protectionSessionClocks.sessionHash, clock.sessionHash), lte(protectionSessionClocks.checkDueAt, now)));
  }
  return sessionTimeOf(db, caller);
}
