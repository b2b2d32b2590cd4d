/**
 * Forced receipts: a paid withdrawal nobody answered by its deadline counts
 * as received (spec §4; not refundable). Every gateway instance runs the job;
 * rows are claimed with FOR UPDATE SKIP LOCKED and the UPDATE repeats the
 * condition, so two instances never force the same withdrawal twice and a
 * member's answer committed first wins.
 */
import { and, eq, inArray, lte } from 'drizzle-orm';
import { withdrawals } from '../../db/schema';
import type { GatewayDeps } from '../../http/context';
import { rowNotice } from '../live/publish';
import { startRepeatingJob, type RepeatingJob, type RepeatingJobOptions } from '../../jobs/repeating-job';

/** Rows per claim: a backlog is worked through in several short transactions. */
const batchSize = 100;

/** Forces every overdue withdrawal; answers their references. */
export async function runForcedReceipts(deps: Pick<GatewayDeps, 'db' | 'clock'>): Promise<string[]> {
  const now = deps.clock.now();
  const forced: string[] = [];
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const overdue = and(eq(withdrawals.confirmStatus, 'awaiting'), lte(withdrawals.confirmDeadline, now));
      const claimed = await tx.select({ id: withdrawals.id }).from(withdrawals).where(overdue).limit(batchSize).for('update', { skipLocked: true });
      if (claimed.length === 0) return [];
      return tx
        .update(withdrawals)
        .set({ confirmStatus: 'forced', confirmedAt: now })
        .where(and(overdue, inArray(withdrawals.id, claimed.map((row) => row.id))))
        .returning({ reference: withdrawals.reference, notice: rowNotice(withdrawals.memberId, ['withdrawals']) });
    });
    forced.push(...batch.map((row) => row.reference));
    if (batch.length < batchSize) return forced;
  }
}

/** Runs every `intervalMs` (30 s unless told). */
export const startForcedReceiptJob = (deps: Pick<GatewayDeps, 'db' | 'clock'>, options: Partial<RepeatingJobOptions> = {}): RepeatingJob =>
  startRepeatingJob('forced receipts', () => runForcedReceipts(deps), { intervalMs: 30_000, ...options });
