/**
 * Reads measured coverage: every `*.jsonl` file under the runs folder, one
 * `{ machine, states, transitions, level, test }` line per inspection fact,
 * written by the Vitest recorder and the Playwright helper. Facts are kept
 * merged (what any run reached) and by level; for each state, the first few
 * tests that reached it. Files of the UI paths' outcomes
 * (`ui-paths-*.jsonl`, tests/model-ui/ui-spec.ts) are read apart.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { CoverageHit, CoverageLevel } from '../../src/inspection/coverage';
import type { LevelHits } from './levels';

/**
 * A test named short enough for a table: a generated path by its file and number (its events are in the
 * path lists), anything else whole.
 */
export function shortTestName(test: string): string {
  const path = /^(.*? path \d+):/.exec(test);
  return path ? path[1] : test;
}

export interface MeasuredCoverage {
  files: string[];
  machines: Map<string, LevelHits>;
  byLevel: Map<CoverageLevel, Map<string, LevelHits>>;
  /** Machine → state id → the first test of each level that reached it, as `<level>: <test>`. */
  reachedBy: Map<string, Map<string, string[]>>;
}

/** One generated UI path as its last run left it. */
export interface UiPathOutcome {
  machine: string;
  title: string;
  variant: string;
  events: string[];
  status: 'passed' | 'failed' | 'skipped' | 'timedOut' | 'interrupted' | 'not run';
  command: string;
  error?: string;
  durationMs: number;
}

/** The paths a UI spec planned, written when it starts: a planned path without an outcome did not run. */
export interface UiPlanLine {
  machine: string;
  planned: { title: string; variant: string; command: string }[];
}

/** A path that ran and did not pass (failed, timed out, interrupted). */
export const isUiFailure = (status: UiPathOutcome['status']): boolean => status !== 'passed' && status !== 'skipped' && status !== 'not run';

const isUiOutcomes = (name: string) => name.startsWith('ui-paths-');
/** Files written before lines named their level: Playwright's are the screens, Vitest's the gateway replays. */
const levelOfFile = (name: string): CoverageLevel => (name.startsWith('playwright-') ? 'ui' : 'gateway');

function addHits(into: Map<string, LevelHits>, hit: CoverageHit): void {
  const machine = into.get(hit.machine) ?? { states: new Set<string>(), transitions: new Set<string>() };
  for (const state of hit.states ?? []) machine.states.add(state);
  for (const key of hit.transitions ?? []) machine.transitions.add(key);
  into.set(hit.machine, machine);
}

function jsonLines<T>(file: string): T[] {
  const rows: T[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      rows.push(JSON.parse(line) as T);
    } catch {
      // A run killed mid-write leaves half a line; the rest of the file still counts.
    }
  }
  return rows;
}

export function readRuns(runsDir: string): MeasuredCoverage {
  const measured: MeasuredCoverage = { files: [], machines: new Map(), byLevel: new Map(), reachedBy: new Map() };
  if (!existsSync(runsDir)) return measured;
  for (const file of readdirSync(runsDir).filter((name) => name.endsWith('.jsonl') && !isUiOutcomes(name)).sort()) {
    measured.files.push(file);
    for (const hit of jsonLines<CoverageHit>(join(runsDir, file))) {
      if (typeof hit.machine !== 'string') continue;
      addHits(measured.machines, hit);
      const level = hit.level ?? levelOfFile(file);
      const perLevel = measured.byLevel.get(level) ?? new Map<string, LevelHits>();
      addHits(perLevel, hit);
      measured.byLevel.set(level, perLevel);
      if (!hit.test) continue;
      const states = measured.reachedBy.get(hit.machine) ?? new Map<string, string[]>();
      for (const state of hit.states ?? []) {
        const tests = states.get(state) ?? [];
        if (!tests.some((test) => test.startsWith(`${level}: `))) tests.push(`${level}: ${shortTestName(hit.test)}`);
        states.set(state, tests);
      }
      measured.reachedBy.set(hit.machine, states);
    }
  }
  return measured;
}

/**
 * The UI paths' outcomes, read oldest file first so the last run of each path wins. Only the paths of the
 * newest plan count (an adapter or a machine that changed renames and renumbers them, and a title names a
 * path by its number and its events); its paths with no outcome are `not run`.
 */
export function readUiPaths(runsDir: string): Map<string, UiPathOutcome[]> {
  if (!existsSync(runsDir)) return new Map();
  const plans = new Map<string, UiPlanLine['planned']>();
  const outcomes = new Map<string, Map<string, UiPathOutcome>>();
  const files = readdirSync(runsDir)
    .filter((name) => isUiOutcomes(name) && name.endsWith('.jsonl'))
    .map((name) => ({ name, time: statSync(join(runsDir, name)).mtimeMs }))
    .sort((a, b) => a.time - b.time || a.name.localeCompare(b.name));
  for (const { name } of files) {
    for (const line of jsonLines<UiPathOutcome & Partial<UiPlanLine>>(join(runsDir, name))) {
      if (typeof line.machine !== 'string') continue;
      if (Array.isArray(line.planned)) plans.set(line.machine, line.planned);
      else if (typeof line.title === 'string') {
        const known = outcomes.get(line.machine) ?? new Map<string, UiPathOutcome>();
        known.set(line.title, line);
        outcomes.set(line.machine, known);
      }
    }
  }
  const result = new Map<string, UiPathOutcome[]>();
  for (const machine of new Set([...plans.keys(), ...outcomes.keys()])) {
    const known = outcomes.get(machine) ?? new Map<string, UiPathOutcome>();
    const planned = plans.get(machine);
    const paths = planned
      ? planned.map((plan) => known.get(plan.title) ?? { machine, ...plan, events: [], status: 'not run' as const, durationMs: 0 })
      : [...known.values()];
    result.set(machine, paths.sort((a, b) => pathNumber(a.title) - pathNumber(b.title)));
  }
  return result;
}

const pathNumber = (title: string): number => Number(/^path (\d+)/.exec(title)?.[1] ?? 0);
