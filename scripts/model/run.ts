/**
 * The model tool as a function, so tests can run it on fixture machines,
 * fixture runs and a fixture threshold file.
 */
import type { MachineEntry } from '../../src/machines/registry';
import { analyzeMachine, type MachineReport } from './analyze';
import type { ModelArgs } from './args';
import { reportLines } from './print';
import { writeReport, type ModelReport } from './report';
import { readRuns } from './runs';
import { loadThresholds, thresholdFor } from './thresholds';

export interface ModelRun {
  exitCode: number;
  report: ModelReport;
  files: { json: string; html: string };
  lines: string[];
}

function failureAdvice(machines: MachineReport[]): string {
  const advice: string[] = [];
  const unplanned = machines.filter((machine) => machine.error || machine.generated.missingStates.length || machine.generated.missingTransitions.length);
  if (unplanned.length) advice.push(`give ${unplanned.map((machine) => machine.id).join(', ')} event cases or inputs in the .model.ts that reach every state and transition`);
  if (machines.some((machine) => machine.coverage.states.percent < machine.threshold.states || machine.coverage.transitions.percent < machine.threshold.transitions)) {
    advice.push('reach the listed states and transitions in a suite, or lower the threshold with a reason in model-thresholds.json');
  }
  return `${advice.join('; ')}.`;
}

export function runModelTool(registry: MachineEntry[], args: ModelArgs): ModelRun {
  const unknown = args.machines.filter((id) => !registry.some((entry) => entry.id === id));
  if (unknown.length) throw new Error(`Not in the registry: ${unknown.join(', ')}. Known: ${registry.map((entry) => entry.id).join(', ') || 'none'}`);
  const entries = args.machines.length ? registry.filter((entry) => args.machines.includes(entry.id)) : registry;
  const thresholds = loadThresholds(args.thresholdsFile);
  const measured = readRuns(args.runsDir);
  const bounds = { depth: args.depth, maxPaths: args.maxPaths };
  const machines = entries.map((entry) => analyzeMachine(entry, measured, thresholdFor(thresholds, entry.id), bounds));
  const report: ModelReport = {
    generatedAt: new Date().toISOString(),
    bounds,
    runs: { dir: args.runsDir, files: measured.files },
    passes: machines.every((machine) => machine.passes),
    machines,
  };
  const files = writeReport(report, args.outDir);
  const lines = [...reportLines(report, !args.quiet && !args.check), `Report: ${files.html} and ${files.json}`];
  if (args.check) lines.push(report.passes ? 'Model coverage check passed.' : `Model coverage check FAILED: ${failureAdvice(machines)}`);
  return { exitCode: args.check && !report.passes ? 1 : 0, report, files, lines };
}
