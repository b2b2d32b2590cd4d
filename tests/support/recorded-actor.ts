/**
 * The one way tests create actors: every actor gets the shared inspection
 * observer, and what it reaches is appended to reports/model/runs/ for the
 * model tool's measured coverage.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createActor, type Actor, type ActorOptions, type AnyActorLogic, type InspectionEvent } from 'xstate';
import { expect } from 'vitest';
import { coverageOf, type CoverageLevel } from '../../src/inspection/coverage';

// MODEL_RUNS_DIR lets a test measure a fixture suite without touching the real runs.
const runsDir = process.env.MODEL_RUNS_DIR ?? join(process.cwd(), 'reports', 'model', 'runs');
const runFile = join(runsDir, `vitest-${process.pid}.jsonl`);

/** An inspection observer that appends coverage facts to `file` (JSONL, one fact a line). */
export function createCoverageRecorder(file: string, level: CoverageLevel = 'gateway'): (event: InspectionEvent) => void {
  return (event) => {
    const hit = coverageOf(event);
    if (!hit) return;
    hit.level = level;
    const test = currentTest();
    if (test) hit.test = test;
    mkdirSync(dirname(file), { recursive: true });
    appendFileSync(file, `${JSON.stringify(hit)}\n`);
  };
}

/** `tests/model/login.test.ts › path 3: …`, or nothing outside a running test. */
function currentTest(): string | undefined {
  const state = expect.getState();
  if (!state.currentTestName) return undefined;
  return `${(state.testPath ?? '').replace(`${process.cwd()}/`, '')} › ${state.currentTestName}`;
}

export const recordCoverage: (event: InspectionEvent) => void = createCoverageRecorder(runFile);

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
