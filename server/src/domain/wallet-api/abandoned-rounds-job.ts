/**
 * The sweep of abandoned provider rounds, on a timer every gateway instance
 * runs; which instance ends which round is decided by the claim in
 * abandoned-rounds.ts, so any number of instances is safe.
 */
import type { GatewayDeps } from '../../http/context';
import { startRepeatingJob, type RepeatingJob, type RepeatingJobOptions } from '../../jobs/repeating-job';
import { fromCents } from '../money';
import { defaultSweepOptions, sweepAbandonedRounds, type SweepOptions, type SweepRun } from './abandoned-rounds';

export interface SweepJobOptions extends Partial<RepeatingJobOptions>, Partial<SweepOptions> {
  /** Told after each run that ended a round (the gateway logs it). */
  report?: (run: SweepRun) => void;
}

export const sweepLogLine = (run: SweepRun): string =>
  `[wallet-api] ended abandoned rounds: ${run.rolledBack} rolled back (${fromCents(run.refunded)} refunded), ${run.closed} closed`;

/** Looks every 5 minutes unless told. */
export function startAbandonedRoundsJob(deps: Pick<GatewayDeps, 'db' | 'clock'>, options: SweepJobOptions = {}): RepeatingJob {
  const { report, olderThanMs, batchSize, ...timer } = options;
  const sweep: SweepOptions = { olderThanMs: olderThanMs ?? defaultSweepOptions.olderThanMs, batchSize: batchSize ?? defaultSweepOptions.batchSize };
  return startRepeatingJob(
    'abandoned-rounds',
    async () => {
      const run = await sweepAbandonedRounds(deps, sweep);
      if (run.rolledBack + run.closed > 0) report?.(run);
    },
    { intervalMs: 5 * 60_000, ...timer },
  );
}
