/**
 * The model tool's report as data, written to `<out>/model-report.json` and
 * rendered to `<out>/index.html`.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MachineReport } from './analyze';
import { renderHtml } from './report-html';

export interface ModelReport {
  generatedAt: string;
  runs: { dir: string; files: string[] };
  /** Where the model suites were looked for. */
  suitesDir: string;
  passes: boolean;
  machines: MachineReport[];
  /** What changed since the previous run's summary (model-summary.previous.json); absent on a first run. */
  diff?: string[];
}

/** The little a run is compared by: per machine, per level, states and transitions covered, and each UI path's status. */
export interface RunSummary {
  generatedAt: string;
  machines: Record<string, { passes: boolean; levels: Record<string, string>; uiPaths: Record<string, string> }>;
}

export function summarise(report: ModelReport): RunSummary {
  return {
    generatedAt: report.generatedAt,
    machines: Object.fromEntries(
      report.machines.map((machine) => [
        machine.id,
        {
          passes: machine.passes,
          levels: Object.fromEntries(Object.entries(machine.levels).map(([level, coverage]) => [level, coverage.recorded || level === 'machine' ? `${coverage.states.covered}/${coverage.states.total} states, ${coverage.transitions.covered}/${coverage.transitions.total} transitions, ${coverage.guards.covered}/${coverage.guards.total} guards` : 'not run'])),
          uiPaths: Object.fromEntries((machine.ui?.paths ?? []).map((path) => [path.title.split(':')[0], path.status])),
        },
      ]),
    ),
  };
}

/** Lines a tester reads: what passes or fails now that did not, and which level's numbers moved. */
export function diffSummaries(previous: RunSummary, current: RunSummary): string[] {
  const lines: string[] = [];
  for (const [id, now] of Object.entries(current.machines)) {
    const before = previous.machines[id];
    if (!before) {
      lines.push(`${id}: new in this run`);
      continue;
    }
    if (before.passes !== now.passes) lines.push(`${id}: ${now.passes ? 'passes now' : 'no longer passes'}`);
    for (const [level, text] of Object.entries(now.levels)) if (before.levels[level] !== text) lines.push(`${id} ${level}: ${before.levels[level] ?? 'not run'} → ${text}`);
    for (const [path, status] of Object.entries(now.uiPaths)) if (before.uiPaths[path] !== status) lines.push(`${id} UI ${path}: ${before.uiPaths[path] ?? 'not run'} → ${status}`);
  }
  return lines;
}

export function writeReport(report: ModelReport, outDir: string): { json: string; html: string; htmlBytes: number } {
  mkdirSync(outDir, { recursive: true });
  // The previous run's summary stays beside the report, so the next run can say what changed.
  const summaryFile = join(outDir, 'model-summary.json');
  const previousFile = join(outDir, 'model-summary.previous.json');
  let summary = summarise(report);
  if (existsSync(summaryFile)) {
    renameSync(summaryFile, previousFile);
    try {
      const previous = JSON.parse(readFileSync(previousFile, 'utf8')) as RunSummary;
      report.diff = diffSummaries(previous, summary);
      // A run of some machines keeps the others' last summary, so the next full run compares with what they were.
      summary = { ...summary, machines: { ...previous.machines, ...summary.machines } };
    } catch {
      // An unreadable summary of an older tool version: no diff this time.
    }
  }
  writeFileSync(summaryFile, `${JSON.stringify(summary, null, 1)}\n`);
  const json = join(outDir, 'model-report.json');
  const html = join(outDir, 'index.html');
  writeFileSync(json, `${JSON.stringify(report)}\n`);
  const page = renderHtml(report);
  writeFileSync(html, page);
  return { json, html, htmlBytes: Buffer.byteLength(page) };
}
