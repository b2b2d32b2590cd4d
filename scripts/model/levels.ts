/**
 * Coverage kept apart by level: `machine` (the pure machine: what generated
 * paths reach, plus runs recorded at that level), `gateway` (actors with real
 * services against a real gateway, in Vitest) and `ui` (the screens in
 * Chromium). Per level: states, transitions, and guard outcomes, each guard
 * seen true and false. A taken transition shows its own guard true and the
 * guards of the candidates before it false (XState tries them in order);
 * a guard false with no candidate after it leaves no trace, so it counts as
 * unseen until a later candidate is taken.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type { CoverageLevel } from '../../src/inspection/coverage';
import type { machineCounts } from '../../src/inspector/graph/machine-graph';
import type { Ratio } from './analyze';

type MachineCounts = ReturnType<typeof machineCounts>;

export const levels: readonly CoverageLevel[] = ['machine', 'gateway', 'ui'];

export interface LevelHits {
  states: Set<string>;
  transitions: Set<string>;
}

export interface LevelCoverage {
  recorded: boolean;
  states: Ratio;
  transitions: Ratio;
  guards: Ratio;
  missingStates: string[];
  missingTransitions: string[];
  /** `<transition key> true|false` outcomes never seen. */
  missingGuards: string[];
}

export const ratio = (covered: number, total: number): Ratio => ({
  covered,
  total,
  percent: total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10,
});

/** Every guard outcome the machine has: two per guarded transition. */
export function guardOutcomes(counts: MachineCounts): string[] {
  return counts.transitions.filter((transition) => transition.guard).flatMap((transition) => [`${transition.key} true`, `${transition.key} false`]);
}

/** The guard outcomes a set of taken transitions shows. */
export function seenGuards(counts: MachineCounts, taken: Set<string>): Set<string> {
  const guarded = new Set(counts.transitions.filter((transition) => transition.guard).map((transition) => transition.key));
  const seen = new Set<string>();
  for (const key of taken) {
    const cut = key.lastIndexOf('|');
    const prefix = key.slice(0, cut);
    const index = Number(key.slice(cut + 1));
    if (guarded.has(key)) seen.add(`${key} true`);
    for (let before = 0; before < index; before++) if (guarded.has(`${prefix}|${before}`)) seen.add(`${prefix}|${before} false`);
  }
  return seen;
}

export function levelCoverage(counts: MachineCounts, hits: LevelHits | undefined): LevelCoverage {
  const reached = hits ?? { states: new Set<string>(), transitions: new Set<string>() };
  const missingStates = counts.states.map((node) => node.id).filter((id) => !reached.states.has(id));
  const missingTransitions = counts.transitions.map((transition) => transition.key).filter((key) => !reached.transitions.has(key));
  const outcomes = guardOutcomes(counts);
  const seen = seenGuards(counts, reached.transitions);
  const missingGuards = outcomes.filter((outcome) => !seen.has(outcome));
  return {
    recorded: hits !== undefined,
    states: ratio(counts.states.length - missingStates.length, counts.states.length),
    transitions: ratio(counts.transitions.length - missingTransitions.length, counts.transitions.length),
    guards: ratio(outcomes.length - missingGuards.length, outcomes.length),
    missingStates,
    missingTransitions,
    missingGuards,
  };
}

export interface RequirementRow {
  /** A spec section id, as `meta.requirements` names it ("access §4 login flow"). */
  id: string;
  /** State ids and transition keys that carry it. */
  items: string[];
  /** Per level: how many of the items its runs reached. */
  covered: Record<CoverageLevel, number>;
}

/** `meta.requirements` of every state node and transition, gathered per requirement. */
export function requirementsOf(machine: AnyStateMachine, keyOf: (node: AnyStateNode, eventType: string, index: number) => string): Map<string, string[]> {
  const table = new Map<string, string[]>();
  const add = (ids: unknown, item: string) => {
    if (!Array.isArray(ids)) return;
    for (const id of ids) if (typeof id === 'string') table.set(id, [...(table.get(id) ?? []), item]);
  };
  const visit = (node: AnyStateNode) => {
    add((node.meta as { requirements?: unknown } | undefined)?.requirements, node.id);
    for (const [eventType, candidates] of node.transitions) {
      candidates.forEach((transition, index) => add((transition as { meta?: { requirements?: unknown } }).meta?.requirements, keyOf(node, eventType, index)));
    }
    node.always?.forEach((transition, index) => add((transition as { meta?: { requirements?: unknown } }).meta?.requirements, keyOf(node, '', index)));
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return table;
}

export function requirementRows(machine: AnyStateMachine, byLevel: Record<CoverageLevel, LevelHits | undefined>): RequirementRow[] {
  const table = requirementsOf(machine, (node, eventType, index) => `${node.id}|${eventType}|${index}`);
  return [...table].map(([id, items]) => {
    const covered = {} as Record<CoverageLevel, number>;
    for (const level of levels) {
      const hits = byLevel[level];
      covered[level] = hits ? items.filter((item) => hits.states.has(item) || hits.transitions.has(item)).length : 0;
    }
    return { id, items, covered };
  });
}
