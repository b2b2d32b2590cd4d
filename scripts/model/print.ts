/**
 * Console output. Per machine: its coverage, what its suites' paths did, and
 * the gaps with the shortest plan that would close each, in at most a screen
 * (`--verbose`: everything, plans in full; `--quiet`: one line). The report
 * has it all.
 */
import { formatEvent } from '../../src/inspector/paths/format-plan';
import type { MachineReport, Ratio, ReportPlan } from './analyze';
import type { ModelReport } from './report';
import type { ModelArgs } from './args';
import { isUiFailure } from './runs';
import { uiSpecFile } from './ui-spec-file';

/** Lines per machine before the rest is left to `--verbose` and the report: a screen with the header. */
export const SCREEN_LINES = 20;
/** Payload characters shown per step in full plans; the JSON report has them whole. */
const PAYLOAD = 120;
/** Characters of a plan written on one line. */
const ONE_LINE = 150;

const pct = (ratio: Ratio) => `${ratio.covered}/${ratio.total} (${ratio.percent}%)`;

function planLines(plan: ReportPlan | null, indent: string, full: boolean): string[] {
  if (!plan) return [`${indent}no path with the model's event cases: add a case to the machine's .model.ts`];
  const start = plan.variant === undefined ? plan.start : `[input: ${plan.variant}] ${plan.start}`;
  if (full) return [`${indent}${start}`, ...plan.steps.map((step, index) => `${indent}  ${index + 1}. ${formatEvent(step.event, PAYLOAD)}  →  ${step.state}`)];
  const line = [start, ...plan.steps.map((step) => formatEvent(step.event, 40))].join(' → ');
  return [`${indent}via ${line.length > ONE_LINE ? `${line.slice(0, ONE_LINE)}…` : line}`];
}

function pathSummary(machine: MachineReport): string {
  if (!machine.suites.length) return '    no model suite imports this machine';
  const { passed, failed, notRun, unrecorded } = machine.paths;
  const files = machine.suites.map((suite) => suite.file).join(', ');
  if (unrecorded === machine.suites.length) return `    suite never run: ${files}`;
  const never = unrecorded ? `, ${unrecorded} suite(s) never run` : '';
  return `    paths replayed: ${passed} passed, ${failed} failed, ${notRun} not run${never}  (${files})`;
}

const short = (ratio: Ratio) => `${ratio.covered}/${ratio.total}`;

/** States, transitions and guard outcomes per level on one line. */
function levelLine(machine: MachineReport): string {
  const part = (level: 'machine' | 'gateway' | 'ui') => {
    const coverage = machine.levels[level];
    return coverage.recorded || level === 'machine' ? `${level} ${short(coverage.states)} st ${short(coverage.transitions)} tr ${short(coverage.guards)} guards` : `${level} not run`;
  };
  return `    by level: ${part('machine')} | ${part('gateway')} | ${part('ui')}`;
}

function uiSummary(machine: MachineReport): string {
  const ui = machine.ui!;
  const count = (status: string) => ui.paths.filter((path) => path.status === status).length;
  const failed = ui.paths.filter((path) => isUiFailure(path.status)).length;
  const notRun = count('not run') + count('skipped');
  const bar = machine.threshold.ui ? ` (needs ${machine.threshold.ui.states}% / ${machine.threshold.ui.transitions}%)` : '';
  return `    UI paths: ${count('passed')} passed, ${failed} failed, ${notRun} not run${ui.paths.length ? '' : ' (never run)'}${bar}  (${ui.command})`;
}

/** A failure in three lines: what failed, on what it waited, and where in the adapter or spec. */
function traceGist(trace: string[]): string[] {
  const waited = trace.find((line) => /waiting for|Locator:/.test(line));
  const where = trace.find((line) => /^\s*at /.test(line));
  return [trace[0], waited, where].filter((line): line is string => Boolean(line)).map((line) => line.trim());
}

/** Items of a section, each a few lines, as long as the budget lasts. */
function within(budget: number, items: string[][]): { lines: string[]; left: number } {
  const lines: string[] = [];
  let shown = 0;
  for (const item of items) {
    if (lines.length + item.length > budget) break;
    lines.push(...item);
    shown++;
  }
  return { lines, left: items.length - shown };
}

export function machineLines(machine: MachineReport, detail: ModelArgs['detail']): string[] {
  const mark = machine.passes ? '✓' : '✗';
  const head = `${mark} ${machine.id}  states ${pct(machine.coverage.states)}  transitions ${pct(machine.coverage.transitions)}  (needs ${machine.threshold.states}% / ${machine.threshold.transitions}%)`;
  if (detail === 'quiet') return [head];
  const full = detail === 'verbose';
  const lines = [head, levelLine(machine), pathSummary(machine)];
  if (machine.ui) lines.push(uiSummary(machine));
  else if (machine.screens.length) lines.push(`    UI paths: none generated (no ${uiSpecFile(machine.id)}); the screens' level counts the hand-written browser specs only`);
  if (machine.requirements.length) lines.push(`    requirements: ${machine.requirements.map((row) => `${row.id} ui ${row.covered.ui}/${row.items.length}`).join('; ')}`.slice(0, ONE_LINE));
  if (machine.threshold.reason) lines.push(`    threshold lowered: ${machine.threshold.reason}`);
  if (!machine.recorded) lines.push('    no recorded runs: create actors with createRecordedActor (Vitest) or run Playwright with tests/e2e/support/record-coverage.ts');
  if (machine.error) lines.push(`    ${machine.error}`);
  const { generated } = machine;
  const items: string[][] = [];
  if (!machine.error && (generated.missingStates.length || generated.missingTransitions.length)) {
    lines.push(`    paths generated for states ${pct(generated.states)}, transitions ${pct(generated.transitions)}: add event cases or inputs to the machine's .model.ts`);
    for (const id of generated.missingStates) items.push([`      no path to state ${id}`]);
    for (const key of generated.missingTransitions) items.push([`      no path through transition ${key}`]);
  }
  for (const test of machine.suites.flatMap((suite) => suite.tests).filter((item) => item.status === 'failed')) {
    const error = test.error?.split('\n') ?? [];
    items.push([`    failed: ${test.name}`, `      ${test.command}`, ...(full ? error : error.slice(0, 1)).map((line) => `      ${line}`)]);
  }
  for (const path of machine.ui?.paths.filter((item) => isUiFailure(item.status)) ?? []) {
    const error = path.error?.split('\n') ?? [];
    items.push([`    UI path ${path.status}: ${path.title.slice(0, ONE_LINE)}`, `      ${path.command}`, ...(full ? error : traceGist(error)).map((line) => `      ${line}`)]);
  }
  if (machine.uiBelowBar) {
    const ui = machine.levels.ui;
    items.push([
      `    UI level below its bar: states ${pct(ui.states)}, transitions ${pct(ui.transitions)}`,
      ...[...ui.missingStates.map((id) => `state ${id}`), ...ui.missingTransitions.map((key) => `transition ${key}`)].slice(0, full ? undefined : 4).map((item) => `      not reached by the screens: ${item}`),
    ]);
  }
  for (const state of machine.unreachedStates) items.push([`    state never reached: ${state.id}`, ...planLines(state.path, '        ', full)]);
  for (const transition of machine.unreachedTransitions) {
    const guard = transition.guard ? ` [${transition.guard}]` : '';
    const target = transition.targets.length ? transition.targets.join(', ') : '(stays)';
    items.push([`    transition never taken: ${transition.source} —${transition.event}${guard}→ ${target}`, ...planLines(transition.path, '        ', full)]);
  }
  if (machine.unknown.length) items.push([`    recorded but not in the definition (stale runs?): ${machine.unknown.join(', ')}`]);
  if (full) {
    for (const suite of machine.suites) {
      items.push([`    ${suite.file}: ${suite.recordedAt ? `last run ${suite.recordedAt}` : 'never run'}`, ...suite.tests.map((test) => `      ${test.status.padEnd(7)} ${test.name}`)]);
    }
    return [...lines, ...items.flat()];
  }
  const shown = within(SCREEN_LINES - lines.length - 1, items);
  lines.push(...shown.lines);
  if (shown.left) lines.push(`    … ${shown.left} more: npm run model -- ${machine.id} --verbose, or the report`);
  return lines;
}

export function reportLines(report: ModelReport, detail: ModelArgs['detail']): string[] {
  const lines: string[] = [];
  if (!report.machines.length) lines.push('No machines in the registry (src/machines/registry.ts).');
  for (const machine of report.machines) lines.push(...machineLines(machine, detail), ...(detail === 'quiet' ? [] : ['']));
  lines.push(`Runs read: ${report.runs.files.length} file(s) from ${report.runs.dir}`);
  return lines;
}
