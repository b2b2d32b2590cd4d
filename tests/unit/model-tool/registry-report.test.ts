/**
 * The model tool on the project's own registries (portal and back office): the JSON report lists every
 * registered machine with its totals and measured coverage. The runs folder
 * is an empty scratch one, so nothing is measured and the check fails on
 * coverage alone: every path is generated.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREEN_LINES } from '../../../scripts/model/print';
import type { ModelReport } from '../../../scripts/model/report';
import { runModelTool, type ModelRun } from '../../../scripts/model/run';
import { buildMachineGraph, machineCounts } from '../../../src/inspector/graph/machine-graph';
import { allMachines as machineRegistry } from '../../../scripts/model/machines';
import { scratch, type Scratch } from './support';

let work: Scratch;
let run: ModelRun;
let report: ModelReport;

beforeAll(() => {
  work = scratch();
  run = runModelTool(machineRegistry, work.args('--check'));
  report = JSON.parse(readFileSync(join(work.dir, 'out', 'model-report.json'), 'utf8')) as ModelReport;
});
afterAll(() => work.remove());

describe('the model report of the registered machines', () => {
  it('lists every registered machine, in registry order, with its entry', () => {
    expect(report.machines.map((machine) => machine.id)).toEqual(machineRegistry.map((entry) => entry.id));
    for (const entry of machineRegistry) {
      expect(report.machines.find((machine) => machine.id === entry.id), entry.id).toMatchObject({ file: entry.file, purpose: entry.purpose, screens: entry.screens });
    }
    expect(report.runs).toEqual({ dir: join(work.dir, 'runs'), files: [] });
  });

  it('gives each machine its states and transitions totals and measured coverage', () => {
    for (const entry of machineRegistry) {
      const machine = report.machines.find((candidate) => candidate.id === entry.id)!;
      const counts = machineCounts(buildMachineGraph(entry.logic));
      const states = counts.states.length;
      expect(machine.coverage, entry.id).toEqual({
        states: { covered: 0, total: states, percent: 0 },
        transitions: { covered: 0, total: counts.transitions.length, percent: 0 },
      });
      expect(machine.threshold, entry.id).toEqual({ states: 100, transitions: 100 });
      expect(machine.recorded, entry.id).toBe(false);
      expect(machine.unreachedStates, entry.id).toHaveLength(states);
      expect(machine.unreachedTransitions, entry.id).toHaveLength(counts.transitions.length);
    }
  });

  it('has a generated path to every state and transition, with no path generation error', () => {
    for (const machine of report.machines) {
      expect(machine.error, machine.id).toBeUndefined();
      expect(machine.generated.missingStates, machine.id).toEqual([]);
      expect(machine.generated.missingTransitions, machine.id).toEqual([]);
      expect(machine.unreachedStates.filter((state) => !state.path).map((state) => state.id), machine.id).toEqual([]);
      expect(machine.unreachedTransitions.filter((transition) => !transition.path).map((transition) => transition.key), machine.id).toEqual([]);
    }
    expect(run.lines.join('\n')).not.toContain('no path');
  });

  it('names each machine\'s model suite, never run here, and stays small: a screen per machine, a page under 2 MB', () => {
    for (const machine of report.machines) {
      expect(machine.suites.map((suite) => suite.file).every((file) => file.startsWith('tests/model/')), machine.id).toBe(true);
      expect(machine.suites.length, machine.id).toBeGreaterThan(0);
      expect(machine.paths.unrecorded, machine.id).toBe(machine.suites.length);
    }
    expect(report.machines.find((machine) => machine.id === 'login')?.suites.map((suite) => suite.file)).toEqual(['tests/model/login.test.ts']);
    const blocks = run.lines.join('\n').split('\n\n');
    for (const block of blocks.slice(0, report.machines.length)) expect(block.split('\n').length, block.split('\n')[0]).toBeLessThanOrEqual(SCREEN_LINES);
    // With nothing recorded every state and transition is a gap with its plan: the largest this page gets.
    expect(statSync(run.files.html).size).toBeLessThan(2_000_000);
  });

  it('fails the check, since no suite ran', () => {
    expect(report.passes).toBe(false);
    expect(run.exitCode).toBe(1);
    expect(run.lines.at(-1)).toMatch(/check FAILED: reach the listed states and transitions/);
  });
});
