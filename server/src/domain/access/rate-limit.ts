/** Fixed-window counters in `rate_counters`, shared by every gateway process using the database. */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { rateCounters } from '../../db/schema';

/**
 * No counter in the gateway counts over more than a day (the phone-authentication
 * quota is the longest), so a window that started a day ago has ended for every
 * key and its row can go. `hit` refuses longer windows to keep that true.
 */
export const longestCounterWindowMs = 24 * 60 * 60 * 1000;

const windowStartOf = (now: number, windowMs: number): number => now - (now % windowMs);

/** Hits counted so far in the current window, without counting one. */
export async function hitsSoFar(db: Db, key: string, windowMs: number, now: number): Promise<number> {
  const [row] = await db
    .select({ count: rateCounters.count })
    .from(rateCounters)
    .where(and(eq(rateCounters.key, key), eq(rateCounters.windowStart, windowStartOf(now, windowMs))));
  return row?.count ?? 0;
}

/** When the current window of `windowMs` ends: a refused caller may come back then. */
export const windowEndOf = (now: number, windowMs: number): number => windowStartOf(now, windowMs) + windowMs;

/** Counts one hit in the current window and says whether it stays within `limit`. */
export async function hit(db: Db, key: string, windowMs: number, limit: number, now: number): Promise<boolean> {
  if (windowMs > longestCounterWindowMs) throw new Error(`counter window of ${windowMs} ms is longer than a day: sweepCounters would cut it short`);
  const windowStart = windowStartOf(now, windowMs);
  const [row] = await db
    .insert(rateCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateCounters.key, rateCounters.windowStart], set: { count: sql`${rateCounters.count} + 1` } })
    .returning({ count: rateCounters.count });
  await db.delete(rateCounters).where(and(eq(rateCounters.key, key), lt(rateCounters.windowStart, windowStart)));
  return row.count <= limit;
}

export interface CounterHit {
  key: string;
  windowMs: number;
}

export interface CountedHit extends CounterHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** When the current window ends: the counter starts again from zero then. */
  windowEndsAt: number;
}

/**
 * Counts one hit on each key in a single upsert, so two gateway instances on one
 * database count together and a request costs one round trip however many
 * budgets it spends. Keys must differ. Rows go in key order so two requests
 * that share keys lock them in the same order and cannot deadlock.
 */
export async function countHits(db: Db, hits: readonly CounterHit[], now: number): Promise<CountedHit[]> {
  if (hits.length === 0) return [];
  const rows = hits
    .map((item) => ({ key: item.key, windowStart: windowStartOf(now, item.windowMs), count: 1 }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const counted = await db
    .insert(rateCounters)
    .values(rows)
    .onConflictDoUpdate({ target: [rateCounters.key, rateCounters.windowStart], set: { count: sql`${rateCounters.count} + 1` } })
    .returning({ key: rateCounters.key, count: rateCounters.count });
  const countOf = new Map(counted.map((row) => [row.key, row.count]));
  return hits.map((item) => ({
    ...item,
    count: countOf.get(item.key) ?? 1,
    windowEndsAt: windowStartOf(now, item.windowMs) + item.windowMs,
  }));
}

/**
 * Deletes windows that have ended: rows under `prefixes` older than
 * `prefixWindowMs` (short windows of keys with many distinct values, such as
 * one per address), and any row older than the longest window of all.
 */
export async function sweepCounters(db: Db, now: number, prefixes: readonly string[], prefixWindowMs: number): Promise<void> {
  if (prefixes.length === 0) throw new Error('sweepCounters needs at least one key prefix');
  const shortLived = prefixes.map((prefix) => sql`${rateCounters.key} like ${`${prefix}%`}`);
  if (prefixWindowMs > longestCounterWindowMs) throw new Error('a prefix window longer than the longest window would never be swept early');
  // Both kinds of row are older than the prefix window, which leads the condition so the window_start index can
  // narrow the scan to ended windows before the key patterns are looked at.
  await db
    .delete(rateCounters)
    .where(
      sql`${rateCounters.windowStart} < ${now - prefixWindowMs} and (${rateCounters.windowStart} < ${now - longestCounterWindowMs} or ${sql.join(shortLived, sql` or `)})`,
    );
}
