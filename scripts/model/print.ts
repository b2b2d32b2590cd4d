/**
 * Console output: per machine the measured coverage, the gaps with the plan
 * that would close each one, and (unless quiet) the generated test plans.
 */
import { formatPlan } from '../../src/inspector/paths/format-plan';
import type { Plan } from '../../src/inspector/paths/plan';
import type { MachineReport, Ratio } from './analyze';
import type { ModelReport } from './report';

/** Payload characters shown per step; the JSON report has them whole. */
const PAYLOAD = 120;

const pct = (ratio: Ratio) => `${ratio.covered}/${ratio.total} (${ratio.percent}%)`;

function planLines(plan: Plan | null, indent: string): string[] {
  return plan ? formatPlan(plan, indent, PAYLOAD) : [`${indent}no path with the model's event cases: add a case to the machine's .model.ts`];
}

export function machineLines(machine: MachineReport, withPlans: boolean): string[] {
  const mark = machine.passes ? '✓' : '✗';
  const lines = [
    `${mark} ${machine.id}  states ${pct(machine.coverage.states)}  transitions ${pct(machine.coverage.transitions)}  (needs ${machine.threshold.states}% / ${machine.threshold.transitions}%)`,
  ];
  if (machine.threshold.reason) lines.push(`    threshold lowered: ${machine.threshold.reason}`);
  if (!machine.recorded) lines.push('    no recorded runs: create actors with createRecordedActor (Vitest) or run Playwright with tests/e2e/support/record-coverage.ts');
  if (machine.error) lines.push(`    ${machine.error}`);
  const { generated } = machine;
  if (!machine.error && (generated.missingStates.length || generated.missingTransitions.length)) {
    lines.push(`    paths generated for states ${pct(generated.states)}, transitions ${pct(generated.transitions)}: add event cases or inputs to the machine's .model.ts`);
    for (const id of generated.missingStates) lines.push(`      no path to state ${id}`);
    for (const key of generated.missingTransitions) lines.push(`      no path through transition ${key}`);
  }
  for (const state of machine.unreachedStates) {
    lines.push(`    state never reached: ${state.id}`);
    lines.push(...planLines(state.path, '        '));
  }
  for (const transition of machine.unreachedTransitions) {
    const guard = transition.guard ? ` [${transition.guard}]` : '';
    const target = transition.targets.length ? transition.targets.join(', ') : '(stays)';
    lines.push(`    transition never taken: ${transition.source} —${transition.event}${guard}→ ${target}`);
    lines.push(...planLines(transition.path, '        '));
  }
  if (machine.unknown.length) lines.push(`    recorded but not in the definition (stale runs?): ${machine.unknown.join(', ')}`);
  if (withPlans) {
    lines.push(`    shortest paths (${machine.plans.shortest.length}):`);
    machine.plans.shortest.forEach((plan, index) => lines.push(`      #${index + 1} → ${plan.target}`, ...formatPlan(plan, '        ', PAYLOAD)));
    const cut = machine.plans.simpleTruncated ? ', cut by --depth/--max-paths' : '';
    lines.push(`    simple paths (${machine.plans.simple.length}${cut}):`);
    machine.plans.simple.forEach((plan, index) => lines.push(`      #${index + 1} → ${plan.target}`, ...formatPlan(plan, '        ', PAYLOAD)));
  }
  return lines;
}

export function reportLines(report: ModelReport, withPlans: boolean): string[] {
  const lines: string[] = [];
  if (!report.machines.length) lines.push('No machines in the registry (src/machines/registry.ts).');
  for (const machine of report.machines) lines.push(...machineLines(machine, withPlans), '');
  lines.push(`Runs read: ${report.runs.files.length} file(s) from ${report.runs.dir}`);
  return lines;
}
