/**
 * Failed-login counting per username and per device. One failure makes the
 * captcha necessary; the fifth on a username locks it for fifteen minutes.
 * Failures fade after a quiet quarter of an hour.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { loginGuards } from '../../db/schema';

export const maxLoginFailures = 5;
export const lockoutMs = 15 * 60 * 1000;
/** Failures older than this no longer count. */
export const failureMemoryMs = 15 * 60 * 1000;

export interface GuardState {
  captchaRequired: boolean;
  lockedUntil: number | null;
}

export async function guardState(db: Db, keys: string[], now: number): Promise<GuardState> {
  const rows = keys.length === 0 ? [] : await db.select().from(loginGuards).where(inArray(loginGuards.key, keys));
  let captchaRequired = false;
  let lockedUntil: number | null = null;
  for (const row of rows) {
    if (row.lockedUntil !== null && row.lockedUntil > now) lockedUntil = Math.max(lockedUntil ?? 0, row.lockedUntil);
    // A lock that has run out still leaves the captcha in place.
    if (row.lockedUntil !== null || (row.failures > 0 && row.lastFailureAt > now - failureMemoryMs)) captchaRequired = true;
  }
  return { captchaRequired, lockedUntil };
}

/** Counts a failure atomically; `lock` says whether this key may be locked (usernames yes, devices no). */
export async function recordFailure(db: Db, key: string, now: number, lock: boolean): Promise<{ failures: number; lockedUntil: number | null }> {
  const g = loginGuards;
  const stale = sql`(${g.lastFailureAt} < ${now - failureMemoryMs} OR (${g.lockedUntil} IS NOT NULL AND ${g.lockedUntil} <= ${now}))`;
  const next = sql`CASE WHEN ${stale} THEN 1 ELSE ${g.failures} + 1 END`;
  const lockedUntil = lock
    ? sql`CASE WHEN ${next} >= ${maxLoginFailures} THEN ${now + lockoutMs}::bigint WHEN ${stale} THEN NULL ELSE ${g.lockedUntil} END`
    : sql`NULL::bigint`;
  const [row] = await db
    .insert(g)
    .values({ key, failures: 1, lastFailureAt: now, lockedUntil: lock && maxLoginFailures <= 1 ? now + lockoutMs : null })
    .onConflictDoUpdate({ target: g.key, set: { failures: next, lastFailureAt: now, lockedUntil } })
    .returning({ failures: g.failures, lockedUntil: g.lockedUntil });
  return row;
}

export async function clearFailures(db: Db, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(loginGuards).where(inArray(loginGuards.key, keys));
}
