/**
 * Failure counting under keys (`login_guards`): how many wrong answers a key
 * has made, since when, and until when it is locked. What a key stands for
 * and when it locks is its rule's business: the login's budgets are in
 * login-throttle.ts, the payment password's in funds/payment-password.ts.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { loginGuards } from '../../db/schema';

const minute = 60 * 1000;

export interface FailureRule {
  /** The failure that locks the key; without one the key only counts. */
  lockAfter?: number;
  /** How long the first lock lasts. */
  lockMs: number;
  /**
   * With it, a lock that has run out leaves the count where it was, and every
   * further failure locks again, each lock twice as long as the one before, up
   * to this. Without it, a lock that has run out starts the count afresh.
   */
  relockUpToMs?: number;
  /** A key quiet for this long starts again from nothing. */
  memoryMs: number;
}

/** The fifth failure locks for a quarter hour; a quiet quarter hour, or the lock running out, forgets. */
export const quarterHourLock: FailureRule = { lockAfter: 5, lockMs: 15 * minute, memoryMs: 15 * minute };

export interface GuardRow {
  key: string;
  failures: number;
  lastFailureAt: number;
  lockedUntil: number | null;
}

export async function readGuards(db: Db, keys: string[]): Promise<Map<string, GuardRow>> {
  const rows = keys.length === 0 ? [] : await db.select().from(loginGuards).where(inArray(loginGuards.key, keys));
  return new Map(rows.map((row) => [row.key, row]));
}

/** The failures of a key that still count now under its rule (0 once it has been quiet long enough). */
export const rememberedFailures = (row: GuardRow | undefined, rule: FailureRule, now: number): number =>
  row && row.lastFailureAt >= now - rule.memoryMs ? row.failures : 0;

/** Until when the key is locked, or null. */
export const lockedUntilOf = (row: GuardRow | undefined, now: number): number | null =>
  row?.lockedUntil != null && row.lockedUntil > now ? row.lockedUntil : null;

/** The lock state of keys counted under `quarterHourLock`-like rules: the latest lock among them. */
export async function guardState(db: Db, keys: string[], now: number): Promise<{ lockedUntil: number | null }> {
  let lockedUntil: number | null = null;
  for (const row of (await readGuards(db, keys)).values()) {
    const until = lockedUntilOf(row, now);
    if (until !== null) lockedUntil = Math.max(lockedUntil ?? 0, until);
  }
  return { lockedUntil };
}

/** Counts a failure atomically under the key's rule; answers the count and the lock now in force. */
export async function recordFailure(db: Db, key: string, now: number, rule: FailureRule): Promise<{ failures: number; lockedUntil: number | null }> {
  const g = loginGuards;
  const forgotten = sql`${g.lastFailureAt} < ${now - rule.memoryMs}`;
  const stale = rule.relockUpToMs === undefined ? sql`(${forgotten} OR (${g.lockedUntil} IS NOT NULL AND ${g.lockedUntil} <= ${now}))` : forgotten;
  const next = sql`CASE WHEN ${stale} THEN 1 ELSE ${g.failures} + 1 END`;
  const longest = rule.relockUpToMs ?? rule.lockMs;
  // The lock the count `next` earns: lockMs at lockAfter, doubling with each failure after it, never past `longest`.
  const lockFor = (failures: ReturnType<typeof sql>) =>
    sql`(${now}::bigint + LEAST(${longest}::double precision, ${rule.lockMs}::double precision * power(2::double precision, LEAST(${failures} - ${rule.lockAfter ?? 0}, 40)))::bigint)`;
  const lockedUntil =
    rule.lockAfter === undefined
      ? sql`NULL::bigint`
      : sql`CASE WHEN ${next} >= ${rule.lockAfter} THEN ${lockFor(next)} WHEN ${stale} THEN NULL ELSE ${g.lockedUntil} END`;
  const [row] = await db
    .insert(g)
    .values({ key, failures: 1, lastFailureAt: now, lockedUntil: rule.lockAfter !== undefined && rule.lockAfter <= 1 ? now + rule.lockMs : null })
    .onConflictDoUpdate({ target: g.key, set: { failures: next, lastFailureAt: now, lockedUntil } })
    .returning({ failures: g.failures, lockedUntil: g.lockedUntil });
  return { failures: row.failures, lockedUntil: lockedUntilOf({ key, ...row, lastFailureAt: now }, now) };
}

export async function clearFailures(db: Db, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(loginGuards).where(inArray(loginGuards.key, keys));
}
