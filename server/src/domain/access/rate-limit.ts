/** Fixed-window counters in `rate_counters`, shared by every gateway process using the database. */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { rateCounters } from '../../db/schema';

/** Counts one hit in the current window and says whether it stays within `limit`. */
export async function hit(db: Db, key: string, windowMs: number, limit: number, now: number): Promise<boolean> {
  const windowStart = now - (now % windowMs);
  const [row] = await db
    .insert(rateCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateCounters.key, rateCounters.windowStart], set: { count: sql`${rateCounters.count} + 1` } })
    .returning({ count: rateCounters.count });
  await db.delete(rateCounters).where(and(eq(rateCounters.key, key), lt(rateCounters.windowStart, windowStart)));
  return row.count <= limit;
}
