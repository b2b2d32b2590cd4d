/**
 * A job every gateway instance runs on a timer: one run at a time, the next
 * one `intervalMs` after the last ended, a failed run logged and tried again
 * next time. What makes it safe on many instances is the run's own claim in
 * the database (a conditional UPDATE, `FOR UPDATE SKIP LOCKED`), not this
 * timer.
 */
import { inspect } from 'node:util';
import { inertLines } from '../text/inert';

export interface RepeatingJob {
  /** Stops the timer and waits for a run in flight. */
  stop(): Promise<void>;
}

export interface RepeatingJobOptions {
  intervalMs: number;
  log?: (message: string, error: unknown) => void;
}

export function startRepeatingJob(name: string, run: () => Promise<unknown>, options: RepeatingJobOptions): RepeatingJob {
  // A database error quotes the row it choked on, which may hold what a member typed.
  const log = options.log ?? ((message, error) => console.error(inertLines(`${message} ${inspect(error)}`)));
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = run()
      .then(() => undefined)
      .catch((error) => log(`[${name}] run failed`, error))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.intervalMs);
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
