/**
 * The unit-level runs the report reads, recorded on demand: the model suites
 * (tests/model) replay their generated paths against a real gateway in Vitest,
 * append what each actor reached to the runs folder, and leave each test's
 * outcome there (./test-reporter.ts). Named machines replay only their own
 * suites. Browser runs come only from Playwright; this says which machines
 * still need them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import type { MachineEntry } from '../../src/machines/registry';
import type { MachineReport } from './analyze';
import { suiteCommand, suitesImporting } from './suites';

export const hasRunsOf = (runsDir: string, prefix: 'vitest-' | 'playwright-'): boolean =>
  existsSync(runsDir) && readdirSync(runsDir).some((name) => name.startsWith(prefix) && name.endsWith('.jsonl'));

export interface RecordPlan {
  /** Suite files to run: every suite under the folder when no machine is named. */
  files: string[];
  /** Named machines no suite imports. */
  without: string[];
}

export function recordPlan(entries: MachineEntry[], named: boolean, suitesDir: string): RecordPlan {
  if (!named) return { files: [suitesDir], without: [] };
  const bySuite = entries.map((entry) => ({ id: entry.id, files: suitesImporting(entry.file, suitesDir) }));
  return { files: [...new Set(bySuite.flatMap((item) => item.files))], without: bySuite.filter((item) => !item.files.length).map((item) => item.id) };
}

/**
 * Replays the suites, appending their coverage and outcomes to `runsDir`. Quiet unless `verbose`: dots, and the log of
 * failing tests only. Returns whether every test passed: a failure still leaves its outcome for the report.
 */
export function recordUnitRuns(runsDir: string, files: string[], verbose: boolean): boolean {
  const reporters = ['--reporter', verbose ? 'default' : 'dot', '--reporter', './scripts/model/test-reporter.ts'];
  const command = [...suiteCommand(files).split(' '), ...reporters, ...(verbose ? [] : ['--silent=passed-only'])];
  const result = spawnSync(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, MODEL_RUNS_DIR: runsDir } });
  return result.status === 0;
}

/** Closing lines when no browser run was recorded: the machines the unit runs leave below their thresholds. */
export function missingBrowserLines(machines: MachineReport[], runsDir: string): string[] {
  const short = machines.filter((machine) => !machine.passes).map((machine) => machine.id);
  const head = `No browser runs recorded (no playwright-*.jsonl in ${runsDir}).`;
  if (!short.length) return [head, 'The unit-level runs alone reach every threshold.'];
  return [head, `Still below their thresholds without them: ${short.join(', ')}.`, 'Record them with `npm run test:e2e` (or the whole `npm test`), then run `npm run model` again.'];
}

/**
 * Replays generated UI paths in Chromium, appending their coverage and outcomes to `runsDir`: the list reporter,
 * `--workers=2` (the share of the cores the suite budgets for them). Returns whether every path passed.
 */
export function recordUiRuns(runsDir: string, specs: string[]): boolean {
  const command = ['npx', 'playwright', 'test', ...specs, '--workers=2'];
  console.log(`Replaying the generated UI paths: ${command.join(' ')}`);
  const result = spawnSync(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, MODEL_RUNS_DIR: runsDir } });
  return result.status === 0;
}
