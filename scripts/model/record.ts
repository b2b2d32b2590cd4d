/**
 * The unit-level runs the report reads, recorded on demand: the model
 * suites (tests/model) replay their generated paths against a real gateway
 * in Vitest and append what each actor reached to the runs folder. Browser
 * runs come only from Playwright; this says which machines still need them.
 */
import { execSync } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';
import type { MachineReport } from './analyze';

export const unitRunsCommand = 'npx vitest run tests/model';

export const hasRunsOf = (runsDir: string, prefix: 'vitest-' | 'playwright-'): boolean =>
  existsSync(runsDir) && readdirSync(runsDir).some((name) => name.startsWith(prefix) && name.endsWith('.jsonl'));

/** Replays the model suites, appending their coverage to `runsDir`. */
export function recordUnitRuns(runsDir: string): void {
  execSync(unitRunsCommand, { stdio: 'inherit', env: { ...process.env, MODEL_RUNS_DIR: runsDir, FORCE_COLOR: '0' } });
}

/** Opening lines: how many generated paths each machine's suite replays. */
export function replayPlanLines(machines: MachineReport[]): string[] {
  const lines = ['Paths the model suites replay (shortest to each state, simple paths through the transitions):'];
  for (const machine of machines) {
    const cut = machine.plans.simpleTruncated ? ', cut by --depth/--max-paths' : '';
    lines.push(`  ${machine.id.padEnd(24)} ${String(machine.plans.shortest.length).padStart(3)} shortest, ${String(machine.plans.simple.length).padStart(3)} simple${cut}`);
  }
  return lines;
}

/** Closing lines when no browser run was recorded: the machines the unit runs leave below their thresholds. */
export function missingBrowserLines(machines: MachineReport[], runsDir: string): string[] {
  const short = machines.filter((machine) => !machine.passes).map((machine) => machine.id);
  const head = `No browser runs recorded (no playwright-*.jsonl in ${runsDir}).`;
  if (!short.length) return [head, 'The unit-level runs alone reach every threshold.'];
  return [head, `Still below their thresholds without them: ${short.join(', ')}.`, 'Record them with `npm run test:e2e` (or the whole `npm test`), then run `npm run model` again.'];
}
