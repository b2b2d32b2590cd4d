/**
 * The model tool as a function, so tests can run it on fixture machines,
 * fixture runs and a fixture threshold file.
 */
import type { MachineEntry } from '../../src/machines/registry';
import { analyzeMachine, type MachineReport } from './analyze';
import type { ModelArgs } from './args';
import { reportLines } from './print';
import { writeReport, type ModelReport } from './report';
import { existsSync } from 'node:fs';
import { isUiFailure, readRuns, readUiPaths } from './runs';
import { readRecordedSuites, suitesImporting } from './suites';
import { loadThresholds, thresholdFor } from './thresholds';
import { uiSpecFile } from './ui-spec-file';

export interface ModelRun {
  exitCode: number;
  report: ModelReport;
  files: { json: string; html: string; htmlBytes: number };
  lines: string[];
}

export { uiSpecFile };

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(bytes < 100_000 ? 2 : 1)} MB`;

function failureAdvice(machines: MachineReport[]): string {
  const advice: string[] = [];
  const unplanned = machines.filter((machine) => machine.error || machine.generated.missingStates.length || machine.generated.missingTransitions.length);
  if (unplanned.length) advice.push(`give ${unplanned.map((machine) => machine.id).join(', ')} event cases or inputs in the .model.ts that reach every state and transition`);
  if (machines.some((machine) => machine.coverage.states.percent < machine.threshold.states || machine.coverage.transitions.percent < machine.threshold.transitions)) {
    advice.push('reach the listed states and transitions in a suite, or lower the threshold with a reason in model-thresholds.json');
  }
  const shortUi = machines.filter((machine) => machine.uiBelowBar);
  if (shortUi.length) advice.push(`reach more at the UI level for ${shortUi.map((machine) => machine.id).join(', ')} (its adapter in tests/model-ui/), or lower its "ui" bar with a reason naming what the screens cannot reach`);
  const failing = machines.filter((machine) => machine.suites.some((suite) => suite.tests.some((test) => test.status === 'failed')) || machine.ui?.paths.some((path) => isUiFailure(path.status)));
  if (failing.length) advice.push(`fix the failed tests of ${failing.map((machine) => machine.id).join(', ')} (each listed with the command that runs it)`);
  return `${advice.join('; ')}.`;
}

export function runModelTool(registry: MachineEntry[], args: ModelArgs): ModelRun {
  const unknown = args.machines.filter((id) => !registry.some((entry) => entry.id === id));
  if (unknown.length) throw new Error(`Not in the registry: ${unknown.join(', ')}. Known: ${registry.map((entry) => entry.id).join(', ') || 'none'}`);
  const entries = args.machines.length ? registry.filter((entry) => args.machines.includes(entry.id)) : registry;
  const thresholds = loadThresholds(args.thresholdsFile);
  const measured = readRuns(args.runsDir);
  const sources = {
    files: (entry: MachineEntry) => suitesImporting(entry.file, args.suitesDir),
    recorded: readRecordedSuites(args.runsDir),
    uiSpec: (entry: MachineEntry) => {
      const spec = uiSpecFile(entry.id);
      return existsSync(spec) ? spec : null;
    },
    uiPaths: readUiPaths(args.runsDir),
  };
  const machines = entries.map((entry) => analyzeMachine(entry, measured, thresholdFor(thresholds, entry.id), sources));
  const report: ModelReport = {
    generatedAt: new Date().toISOString(),
    runs: { dir: args.runsDir, files: measured.files },
    suitesDir: args.suitesDir,
    passes: machines.every((machine) => machine.passes),
    machines,
  };
  const files = writeReport(report, args.outDir);
  const changes = report.diff ?? [];
  const diffLines = changes.length ? ['Since the previous run:', ...changes.slice(0, 10).map((line) => `  ${line}`), ...(changes.length > 10 ? [`  … ${changes.length - 10} more in the report`] : [])] : [];
  const lines = [...reportLines(report, args.detail), ...diffLines, `Report: ${files.html} (${megabytes(files.htmlBytes)}) and ${files.json}`];
  if (args.check) lines.push(report.passes ? 'Model coverage check passed.' : `Model coverage check FAILED: ${failureAdvice(machines)}`);
  return { exitCode: args.check && !report.passes ? 1 : 0, report, files, lines };
}
