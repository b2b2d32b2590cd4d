/**
 * Settles every contract period that has ended. Every gateway instance runs
 * this; the database shares the work out: each transaction claims a batch of
 * due contracts with `FOR UPDATE SKIP LOCKED` (another instance skips them
 * and takes the next ones), settles one period of each and moves their
 * `next_settle_at` on, then commits. A contract several periods behind is
 * claimed again in the next batch until it has caught up. A process killed
 * mid-batch commits nothing of it, and the next run settles those periods.
 */
import { and, asc, inArray, isNotNull, lte } from 'drizzle-orm';
import { contracts } from '../../../db/schema';
import type { GatewayDeps } from '../../../http/context';
import { lockMainWallets } from '../../funds/locks';
import { settleDuePeriod, type PeriodSettled } from './settle-period';

/** Contracts an ended contract may still owe its last period to, besides the running ones. */
const settlingStatuses = ['active', 'terminationRequested', 'terminated'];

export interface SettlementRunOptions {
  /**
   * Contracts per transaction (5 unless told). Small on purpose: locks stay
   * short, and when only a few contracts are behind, one instance's batch
   * does not hold all of them while the others find nothing to claim.
   */
  batchSize?: number;
}

export interface SettlementRun {
  /** Contract-periods settled by this run with a settlement row, paid or not. */
  settled: number;
  /** Contract-periods closed without a row: nobody played, or the contract had ended. */
  closed: number;
  /** Of those, the ones that paid money. */
  paid: number;
  /** Cents paid in total. */
  amount: bigint;
}

export async function runDueSettlements(deps: Pick<GatewayDeps, 'db' | 'clock'>, options: SettlementRunOptions = {}): Promise<SettlementRun> {
  const batchSize = options.batchSize ?? 5;
  const now = deps.clock.now();
  const run: SettlementRun = { settled: 0, closed: 0, paid: 0, amount: 0n };
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(contracts)
        .where(and(isNotNull(contracts.nextSettleAt), lte(contracts.nextSettleAt, now), inArray(contracts.status, settlingStatuses)))
        .orderBy(asc(contracts.nextSettleAt), asc(contracts.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      // Uplines' wallets in id order first: two instances paying the same uplines cannot deadlock.
      await lockMainWallets(tx, [...new Set(due.map((contract) => contract.uplineId))].sort((a, b) => a - b));
      const settled: PeriodSettled[] = [];
      for (const contract of due) {
        const done = await settleDuePeriod(tx, contract, now);
        if (done) settled.push(done);
      }
      return settled;
    });
    if (batch.length === 0) return run;
    for (const done of batch) {
      if (!done.recorded) {
        run.closed += 1;
        continue;
      }
      run.settled += 1;
      if (done.amount > 0n) {
        run.paid += 1;
        run.amount += done.amount;
      }
    }
  }
}
