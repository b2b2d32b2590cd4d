/**
 * The settlement job every gateway instance starts. The timer only decides
 * when to look; which instance settles which contract-period is decided by
 * the claim in runDueSettlements, so any number of instances is safe.
 */
import type { GatewayDeps } from '../../../http/context';
import { startRepeatingJob, type RepeatingJob, type RepeatingJobOptions } from '../../../jobs/repeating-job';
import { fromCents } from '../../money';
import { runDueSettlements, type SettlementRun, type SettlementRunOptions } from './run';

export interface SettlementJobOptions extends Partial<RepeatingJobOptions>, SettlementRunOptions {
  /** Told after each run that settled something (the gateway logs it). */
  report?: (run: SettlementRun) => void;
}

/** One line per run that did work: operators (and the two-instance test) read who settled what. */
export const settlementLogLine = (run: SettlementRun): string =>
  `[settlement] settled ${run.settled} contract-periods, paid ${run.paid}, total ${fromCents(run.amount)}`;

/** Runs every `intervalMs` (30 s unless told): a real-time salary slot is 5 minutes, so it is paid within half a minute of its end. */
export function startSettlementJob(deps: Pick<GatewayDeps, 'db' | 'clock'>, options: SettlementJobOptions = {}): RepeatingJob {
  const { report, batchSize, ...timer } = options;
  return startRepeatingJob(
    'settlement',
    async () => {
      const run = await runDueSettlements(deps, { batchSize });
      if (run.settled > 0) report?.(run);
    },
    { intervalMs: 30_000, ...timer },
  );
}
