/**
 * The one way tests create actors: every actor gets the shared inspection
 * observer, and what it reaches is appended to reports/model/runs/ for the
 * model tool's measured coverage.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createActor, type Actor, type ActorOptions, type AnyActorLogic, type InspectionEvent } from 'xstate';
import { coverageOf } from '../../src/inspection/coverage';

const runsDir = join(process.cwd(), 'reports', 'model', 'runs');
const runFile = join(runsDir, `vitest-${process.pid}.jsonl`);

export function recordCoverage(event: InspectionEvent): void {
  const hit = coverageOf(event);
  if (!hit) return;
  mkdirSync(runsDir, { recursive: true });
  appendFileSync(runFile, `${JSON.stringify(hit)}\n`);
}

export function createRecordedActor<TLogic extends AnyActorLogic>(logic: TLogic, options: ActorOptions<TLogic> = {} as ActorOptions<TLogic>): Actor<TLogic> {
  const inspect = options.inspect;
  return createActor(logic, {
    ...options,
    inspect: (event: InspectionEvent) => {
      recordCoverage(event);
      if (typeof inspect === 'function') inspect(event);
      else inspect?.next?.(event);
    },
  } as ActorOptions<TLogic>);
}
