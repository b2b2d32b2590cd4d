import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { buildMachineGraph, machineCounts } from '../../../src/inspector/graph/machine-graph';
import { guardOutcomes, levelCoverage, requirementRows, seenGuards } from '../../../scripts/model/levels';
import { diffSummaries, type RunSummary } from '../../../scripts/model/report';
import { readUiPaths } from '../../../scripts/model/runs';

const door = createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: {
      meta: { requirements: ['spec §1'] },
      on: { push: [{ guard: () => false, target: 'locked' }, { target: 'open', meta: { requirements: ['spec §2'] } }] },
    },
    open: {},
    locked: {},
  },
});
const counts = machineCounts(buildMachineGraph(door));

describe('coverage by level', () => {
  it('counts a guard false when a later candidate was taken, true when its own was', () => {
    expect(guardOutcomes(counts)).toEqual(['door.closed|push|0 true', 'door.closed|push|0 false']);
    expect([...seenGuards(counts, new Set(['door.closed|push|1']))]).toEqual(['door.closed|push|0 false']);
    const level = levelCoverage(counts, { states: new Set(['door', 'door.closed', 'door.open']), transitions: new Set(['door.closed|push|1']) });
    expect(level.guards).toEqual({ covered: 1, total: 2, percent: 50 });
    expect(level.missingStates).toEqual(['door.locked']);
  });

  it('gathers meta.requirements of states and transitions per level', () => {
    const rows = requirementRows(door, { machine: undefined, gateway: undefined, ui: { states: new Set(['door.closed']), transitions: new Set() } });
    expect(rows).toEqual([
      { id: 'spec §1', items: ['door.closed'], covered: { machine: 0, gateway: 0, ui: 1 } },
      { id: 'spec §2', items: ['door.closed|push|1'], covered: { machine: 0, gateway: 0, ui: 0 } },
    ]);
  });

  it('tells what changed since the previous run', () => {
    const before: RunSummary = { generatedAt: 'a', machines: { door: { passes: false, levels: { ui: 'not run' }, uiPaths: { 'path 1': 'failed' } } } };
    const after: RunSummary = { generatedAt: 'b', machines: { door: { passes: true, levels: { ui: '3/3 states' }, uiPaths: { 'path 1': 'passed' } } } };
    expect(diffSummaries(before, after)).toEqual(['door: passes now', 'door ui: not run → 3/3 states', 'door UI path 1: failed → passed']);
  });
});

describe('UI path outcomes', () => {
  it('lists planned paths that never ran as not run, and keeps the last outcome of each path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ui-paths-'));
    try {
      const plan = { machine: 'door', planned: ['path 1: push', 'path 2: pull'].map((title) => ({ title, variant: 'default', command: `run ${title}` })) };
      const failed = { machine: 'door', title: 'path 1: push', variant: 'default', events: ['push'], status: 'failed', command: 'run 1', error: 'expected open', durationMs: 5 };
      writeFileSync(join(dir, 'ui-paths-1.jsonl'), `${JSON.stringify(plan)}\n${JSON.stringify(failed)}\n`);
      writeFileSync(join(dir, 'ui-paths-2.jsonl'), `${JSON.stringify({ ...failed, status: 'passed', error: undefined })}\n`);
      const paths = readUiPaths(dir).get('door') ?? [];
      expect(paths.map((path) => [path.title, path.status])).toEqual([
        ['path 1: push', 'passed'],
        ['path 2: pull', 'not run'],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('counts only the paths of the newest plan, so renumbered paths leave no stale outcomes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ui-paths-'));
    try {
      const planOf = (titles: string[]) => ({ machine: 'door', planned: titles.map((title) => ({ title, variant: 'default', command: `run ${title}` })) });
      const outcome = (title: string) => ({ machine: 'door', title, variant: 'default', events: [], status: 'passed', command: 'run', durationMs: 5 });
      writeFileSync(join(dir, 'ui-paths-9.jsonl'), [planOf(['path 1: push', 'path 2: pull']), outcome('path 1: push'), outcome('path 2: pull')].map((line) => JSON.stringify(line)).join('\n'));
      writeFileSync(join(dir, 'ui-paths-1.jsonl'), [planOf(['path 1: push → pull']), outcome('path 1: push → pull')].map((line) => JSON.stringify(line)).join('\n'));
      // The second file is the newer run although its name sorts first.
      utimesSync(join(dir, 'ui-paths-9.jsonl'), new Date(1_000_000), new Date(1_000_000));
      const paths = readUiPaths(dir).get('door') ?? [];
      expect(paths.map((path) => [path.title, path.status])).toEqual([['path 1: push → pull', 'passed']]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
