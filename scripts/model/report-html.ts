/**
 * The HTML report: one self-contained page (no scripts, no network) with a
 * summary table and, per machine, the gaps with their paths and the plans.
 */
import { formatEvent } from '../../src/inspector/paths/format-plan';
import type { Plan } from '../../src/inspector/paths/plan';
import type { MachineReport, Ratio } from './analyze';
import type { ModelReport } from './report';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const bar = (ratio: Ratio, required: number) =>
  `<div class="bar ${ratio.percent >= required ? 'ok' : 'low'}"><span style="width:${ratio.percent}%"></span></div>` +
  `<small>${ratio.covered}/${ratio.total} · ${ratio.percent}%</small>`;

function plan(path: Plan | null): string {
  if (!path) return `<p class="none">No path with the model's event cases: add a case to the machine's <code>.model.ts</code>.</p>`;
  const steps = path.steps.map((step) => `<li><code class="event" title="${escape(formatEvent(step.event))}">${escape(formatEvent(step.event, 200))}</code> → <code>${escape(step.state)}</code></li>`).join('');
  const variant = path.variant === undefined ? '' : `<span class="tag">input: ${escape(path.variant)}</span> `;
  return `<div class="plan">${variant}<code>${escape(path.start.state)}</code>${steps ? `<ol>${steps}</ol>` : ' <small>(initial state)</small>'}</div>`;
}

function plans(title: string, list: Plan[], note = ''): string {
  const items = list.map((item, index) => `<li><b>#${index + 1} → ${escape(item.target)}</b>${plan(item)}</li>`).join('');
  return `<details><summary>${escape(title)} (${list.length}${note})</summary><ol class="plans">${items}</ol></details>`;
}

function missingPaths(report: MachineReport): string {
  const missing = [...report.generated.missingStates, ...report.generated.missingTransitions];
  if (report.error || !missing.length) return '';
  return `<p class="note warn">No generated path reaches ${missing.map((key) => `<code>${escape(key)}</code>`).join(', ')}: add event cases or inputs to the machine's <code>.model.ts</code>.</p>`;
}

function machine(report: MachineReport): string {
  const gaps = [
    ...report.unreachedStates.map((state) => `<li><span class="tag">state</span> <code>${escape(state.id)}</code>${plan(state.path)}</li>`),
    ...report.unreachedTransitions.map((transition) => {
      const guard = transition.guard ? ` <span class="guard">[${escape(transition.guard)}]</span>` : '';
      const target = transition.targets.length ? transition.targets.map(escape).join(', ') : '(stays)';
      const why = transition.description ? `<br><small>${escape(transition.description)}</small>` : '';
      return `<li><span class="tag">transition</span> <code>${escape(transition.source)}</code> —<code class="event">${escape(transition.event)}</code>${guard}→ <code>${target}</code>${why}${plan(transition.path)}</li>`;
    }),
  ].join('');
  const notes = [
    report.threshold.reason ? `<p class="note">Threshold lowered: ${escape(report.threshold.reason)}</p>` : '',
    report.recorded ? '' : '<p class="note warn">No recorded runs for this machine.</p>',
    report.error ? `<p class="note warn">${escape(report.error)}</p>` : '',
    missingPaths(report),
    report.inputs.length > 1 ? `<p class="note">Paths start from the inputs ${report.inputs.map((input) => `<code>${escape(input.name)}</code>`).join(', ')}.</p>` : '',
    report.unknown.length ? `<p class="note">Recorded but not in the definition (stale runs?): ${report.unknown.map(escape).join(', ')}</p>` : '',
  ].join('');
  return `<section id="${escape(report.id)}">
<h2>${report.passes ? '✓' : '✗'} ${escape(report.id)}</h2>
<p>${escape(report.purpose)}<br><small><code>${escape(report.file)}</code> · screens: ${report.screens.map(escape).join(', ') || '—'}</small></p>
${notes}
${gaps ? `<h3>Never reached</h3><ul class="gaps">${gaps}</ul>` : '<p class="ok-text">Every state and transition was reached.</p>'}
${plans('Shortest paths', report.plans.shortest)}
${plans('Simple paths', report.plans.simple, report.plans.simpleTruncated ? ', cut by the bounds' : '')}
</section>`;
}

export function renderHtml(report: ModelReport): string {
  const rows = report.machines
    .map(
      (item) => `<tr class="${item.passes ? 'pass' : 'fail'}"><td><a href="#${escape(item.id)}">${escape(item.id)}</a></td>
<td>${bar(item.coverage.states, item.threshold.states)}</td><td>${bar(item.coverage.transitions, item.threshold.transitions)}</td>
<td>${item.threshold.states}% / ${item.threshold.transitions}%</td><td>${item.passes ? 'passes' : 'below threshold'}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Model coverage</title><style>
body{margin:0;padding:32px;background:#0f1218;color:#e7e9ee;font:14px/1.5 system-ui,sans-serif}
h1{margin:0 0 4px}h2{margin:32px 0 4px}h3{margin:16px 0 4px;font-size:14px;color:#9aa3b5;text-transform:uppercase;letter-spacing:.05em}
small,.note{color:#9aa3b5}.warn{color:#f5b454}.ok-text{color:#4cc38a}
table{border-collapse:collapse;width:100%;margin-top:16px;background:#171b24;border-radius:8px;overflow:hidden}
th,td{padding:10px 14px;text-align:left;border-bottom:1px solid #262c38}th{color:#9aa3b5;font-weight:600}
tr.fail td:last-child{color:#ff6b6b}tr.pass td:last-child{color:#4cc38a}
.bar{height:8px;width:160px;background:#262c38;border-radius:4px;overflow:hidden}.bar span{display:block;height:100%;background:#4cc38a}.bar.low span{background:#ff6b6b}
a{color:#7aa2ff}code{font:12px ui-monospace,monospace;color:#c9d4ff}code.event{color:#f5b454}.guard{color:#c792ea}
section{background:#171b24;border:1px solid #262c38;border-radius:10px;padding:4px 20px 16px;margin-top:20px}
.gaps,.plans{padding-left:20px}.gaps li,.plans li{margin:8px 0}.tag{font-size:11px;padding:1px 6px;border-radius:4px;background:#262c38;color:#9aa3b5}
.plan{margin:4px 0 0;padding:6px 10px;background:#0f1218;border-radius:6px}.plan ol{margin:4px 0 0}.none{color:#f5b454}
summary{cursor:pointer;margin-top:12px;color:#9aa3b5}
</style></head><body>
<h1>Model coverage ${report.passes ? '<span class="ok-text">passes</span>' : '<span style="color:#ff6b6b">below threshold</span>'}</h1>
<small>Measured from ${report.runs.files.length} run file(s) in <code>${escape(report.runs.dir)}</code> · generated ${escape(report.generatedAt)} · simple paths: depth ≤ ${report.bounds.depth}, at most ${report.bounds.maxPaths} per machine</small>
${report.machines.length ? `<table><tr><th>Machine</th><th>States</th><th>Transitions</th><th>Required</th><th>Status</th></tr>${rows}</table>` : '<p>No machines in the registry.</p>'}
${report.machines.map(machine).join('\n')}
</body></html>
`;
}
