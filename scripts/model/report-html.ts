/**
 * The HTML report: one file that opens from disk. A summary table, then one
 * closed section per machine whose details (the suites' tests with their
 * outcome and command, the gaps with their plans) sit in the page as JSON and
 * become HTML only when the section is opened, so the page stays small and
 * quick however many paths there are. A search box and a status filter work
 * over every machine's details (./report-client.js).
 */
import { readFileSync } from 'node:fs';
import { formatEvent } from '../../src/inspector/paths/format-plan';
import type { MachineReport, Ratio, ReportPlan } from './analyze';
import type { ModelReport } from './report';
import { isUiFailure } from './runs';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
/** JSON inside a <script> element: nothing in it may close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const client = readFileSync(new URL('./report-client.js', import.meta.url), 'utf8');

/** Payload characters per step shown in the page; model-report.json has them whole. */
const PAYLOAD = 300;

const bar = (ratio: Ratio, required: number) =>
  `<div class="bar ${ratio.percent >= required ? 'ok' : 'low'}"><span style="width:${ratio.percent}%"></span></div>` +
  `<small>${ratio.covered}/${ratio.total} · ${ratio.percent}%</small>`;

const plan = (path: ReportPlan | null) =>
  path && { start: path.start, variant: path.variant, steps: path.steps.map((step) => ({ event: formatEvent(step.event, PAYLOAD), state: step.state })) };

/** What the page script draws when a machine's section opens. */
function details(report: MachineReport) {
  const missing = [...report.generated.missingStates, ...report.generated.missingTransitions];
  const notes = [
    report.threshold.reason ? `Threshold lowered: ${report.threshold.reason}` : '',
    report.recorded ? '' : 'No recorded runs for this machine.',
    report.error ?? '',
    !report.error && missing.length ? `No generated path reaches ${missing.join(', ')}: add event cases or inputs to the machine's .model.ts.` : '',
    report.inputs.length > 1 ? `Paths start from the inputs ${report.inputs.map((input) => input.name).join(', ')}.` : '',
    report.unknown.length ? `Recorded but not in the definition (stale runs?): ${report.unknown.join(', ')}` : '',
  ].filter(Boolean);
  const uiSuite = report.ui && {
    file: `${report.ui.spec} · generated UI paths in Chromium`,
    command: report.ui.command,
    ...(report.ui.paths.length ? { recordedAt: 'see the paths' } : {}),
    tests: report.ui.paths.map((path) => ({ name: path.title, status: path.status === 'passed' ? 'passed' : isUiFailure(path.status) ? 'failed' : 'not run', path: true, command: path.command, error: path.error })),
  };
  const levelRow = (level: 'machine' | 'gateway' | 'ui') => {
    const coverage = report.levels[level];
    const ratioText = (ratio: Ratio) => `${ratio.covered}/${ratio.total} (${ratio.percent}%)`;
    if (!coverage.recorded && level !== 'machine') return [level, 'not run', '', '', ''];
    return [level, ratioText(coverage.states), ratioText(coverage.transitions), ratioText(coverage.guards), [...coverage.missingTransitions, ...coverage.missingGuards].slice(0, 12).join(', ')];
  };
  const tables = [
    { title: 'Coverage by level (machine: generated paths on the pure machine; gateway: Vitest replays; ui: Chromium)', head: ['level', 'states', 'transitions', 'guard outcomes', 'missing (first 12)'], rows: [levelRow('machine'), levelRow('gateway'), levelRow('ui')] },
    ...(report.requirements.length
      ? [{ title: 'Requirements (meta.requirements): items reached per level', head: ['requirement', 'items', 'machine', 'gateway', 'ui'], rows: report.requirements.map((row) => [row.id, row.items.join(', '), `${row.covered.machine}/${row.items.length}`, `${row.covered.gateway}/${row.items.length}`, `${row.covered.ui}/${row.items.length}`]) }]
      : []),
    ...(Object.keys(report.reachedBy).length ? [{ title: 'Which test reached each state first, per level', head: ['state', 'tests'], rows: Object.entries(report.reachedBy).map(([state, tests]) => [state, tests.join('\n')]) }] : []),
  ];
  return {
    id: report.id,
    purpose: report.purpose,
    file: report.file,
    screens: report.screens,
    notes,
    tables,
    suites: uiSuite ? [uiSuite, ...report.suites] : report.suites,
    gaps: [
      ...report.unreachedStates.map((state) => ({ kind: 'state', title: state.id, plan: plan(state.path) })),
      ...report.unreachedTransitions.map((transition) => ({
        kind: 'transition',
        title: `${transition.source} —${transition.event}${transition.guard ? ` [${transition.guard}]` : ''}→ ${transition.targets.join(', ') || '(stays)'}`,
        description: transition.description,
        plan: plan(transition.path),
      })),
    ],
  };
}

function pathCell(report: MachineReport): string {
  if (!report.suites.length) return '<small>no suite</small>';
  const { passed, failed, notRun, unrecorded } = report.paths;
  if (unrecorded === report.suites.length) return '<small>suite never run</small>';
  return `<span class="passed">${passed} passed</span> · <span class="${failed ? 'failed' : 'muted'}">${failed} failed</span> · <span class="${notRun ? 'notrun' : 'muted'}">${notRun} not run</span>`;
}

const failedTests = (report: MachineReport) => report.suites.some((suite) => suite.tests.some((test) => test.status === 'failed'));
const verdict = (report: MachineReport) => (report.passes ? 'passes' : failedTests(report) ? 'tests failed' : 'below threshold');

function row(report: MachineReport): string {
  return `<tr class="${report.passes ? 'pass' : 'fail'}" data-machine="${escape(report.id)}"><td><a href="#${escape(report.id)}">${escape(report.id)}</a></td>
<td>${bar(report.coverage.states, report.threshold.states)}</td><td>${bar(report.coverage.transitions, report.threshold.transitions)}</td>
${(['states', 'transitions'] as const).map((kind) => `<td>${report.levels.ui.recorded ? bar(report.levels.ui[kind], report.ui ? (report.threshold.ui?.[kind] ?? 0) : 0) : '<small>not run</small>'}</td>`).join('')}
<td>${pathCell(report)}${report.ui ? `<br><small>UI: ${report.ui.paths.filter((path) => path.status === 'passed').length}/${report.ui.paths.length} paths passed</small>` : ''}</td><td>${report.threshold.states}% / ${report.threshold.transitions}%${report.ui && report.threshold.ui ? `<br><small>UI ${report.threshold.ui.states}% / ${report.threshold.ui.transitions}%</small>` : ''}</td><td>${verdict(report)}</td></tr>`;
}

function section(report: MachineReport): string {
  const id = escape(report.id);
  return `<details class="machine" id="${id}" data-machine="${id}"><summary><b>${report.passes ? '✓' : '✗'} ${id}</b> <small>${escape(report.purpose)}</small></summary><div class="body"></div></details>
<script type="application/json" id="data-${id}">${scriptJson(details(report))}</script>`;
}

export function renderHtml(report: ModelReport): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Model coverage</title><style>
body{margin:0;padding:32px;background:#0f1218;color:#e7e9ee;font:14px/1.5 system-ui,sans-serif}
h1{margin:0 0 4px}h3{margin:16px 0 4px;font-size:13px;color:#9aa3b5;text-transform:uppercase;letter-spacing:.05em}
small,.note,.muted{color:#9aa3b5}.warn{color:#f5b454}.passed,.ok-text{color:#4cc38a}.failed{color:#ff6b6b}.notrun{color:#f5b454}
table{border-collapse:collapse;width:100%;margin-top:16px;background:#171b24;border-radius:8px;overflow:hidden}
th,td{padding:8px 14px;text-align:left;border-bottom:1px solid #262c38}th{color:#9aa3b5;font-weight:600}
tr.fail td:last-child{color:#ff6b6b}tr.pass td:last-child{color:#4cc38a}
.bar{height:8px;width:140px;background:#262c38;border-radius:4px;overflow:hidden}.bar span{display:block;height:100%;background:#4cc38a}.bar.low span{background:#ff6b6b}
a{color:#7aa2ff}code{font:12px ui-monospace,monospace;color:#c9d4ff}code.event{color:#f5b454}
.tools{display:flex;gap:12px;align-items:center;margin-top:16px}.tools input,.tools select{background:#171b24;color:#e7e9ee;border:1px solid #262c38;border-radius:6px;padding:6px 10px;font:inherit}.tools input{flex:1}
details.machine{background:#171b24;border:1px solid #262c38;border-radius:10px;padding:10px 20px;margin-top:12px}details.machine>summary{cursor:pointer}
.tests,.levels{width:100%;margin-top:6px}.tests td,.levels td{vertical-align:top;padding:6px 10px}.tests pre{white-space:pre-wrap;color:#ff9b9b;margin:4px 0 0;font-size:12px}
.status{font-size:11px;padding:1px 6px;border-radius:4px;background:#262c38;white-space:nowrap}.status.passed{color:#4cc38a}.status.failed{color:#ff6b6b}.status.notrun{color:#f5b454}
.cmd{display:block;user-select:all;color:#9aa3b5;word-break:break-all}.gaps{padding-left:20px}.levels td{font-size:12px;white-space:pre-line}.diff{margin:4px 0;padding-left:20px;color:#f5b454}.gaps li{margin:8px 0}
.plan{margin:4px 0 0;padding:6px 10px;background:#0f1218;border-radius:6px}.plan ol{margin:4px 0 0}.tag{font-size:11px;padding:1px 6px;border-radius:4px;background:#262c38;color:#9aa3b5}
[hidden]{display:none!important}
</style></head><body>
<h1>Model coverage ${report.passes ? '<span class="ok-text">passes</span>' : '<span class="failed">does not pass</span>'}</h1>
<small>Measured from ${report.runs.files.length} run file(s) in <code>${escape(report.runs.dir)}</code> · suites in <code>${escape(report.suitesDir)}</code> · generated ${escape(report.generatedAt)}.
The paths listed are the tests each machine's model suites ran in their last run; coverage counts every recorded run (model, unit and browser suites).</small>
${report.diff?.length ? `<h3>Since the previous run</h3><ul class="diff">${report.diff.map((line) => `<li>${escape(line)}</li>`).join('')}</ul>` : report.diff ? '<p><small>No change since the previous run.</small></p>' : ''}
<div class="tools"><input type="search" id="search" placeholder="Search machines, tests, states, events…" aria-label="Search the report">
<select id="status" aria-label="Show tests"><option value="">all tests</option><option value="failed">failed</option><option value="not run">not run</option><option value="passed">passed</option></select></div>
${report.machines.length ? `<table id="summary"><tr><th>Machine</th><th>States</th><th>Transitions</th><th>UI states</th><th>UI transitions</th><th>Paths replayed</th><th>Required</th><th>Status</th></tr>${report.machines.map(row).join('')}</table>` : '<p>No machines in the registry.</p>'}
${report.machines.map(section).join('\n')}
<script>${client}</script>
</body></html>
`;
}
