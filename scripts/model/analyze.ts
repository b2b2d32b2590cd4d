/**
 * One machine's part of the report: measured coverage against the definition,
 * what was never reached with the shortest plan that would reach it, the
 * generated test plans, and which states and transitions no generated plan
 * reaches (a gap in the machine's test model, which fails the check).
 */
import { inputVariants, type InputVariant } from '../../src/machines/model-types';
import type { MachineEntry } from '../../src/machines/registry';
import { buildMachineGraph, countedStates } from '../../src/inspector/graph/machine-graph';
import { explore, type Exploration } from '../../src/inspector/paths/explore';
import type { Plan } from '../../src/inspector/paths/plan';
import { simplePaths, type SimplePathBounds } from '../../src/inspector/paths/simple-paths';
import type { MeasuredCoverage } from './runs';
import type { Threshold } from './thresholds';

export interface Ratio {
  covered: number;
  total: number;
  percent: number;
}

export interface UnreachedTransition {
  key: string;
  source: string;
  event: string;
  eventType: string;
  guard?: string;
  targets: string[];
  description?: string;
  /** Shortest plan with the model's event cases, or null when none reaches it. */
  path: Plan | null;
}

/** What path generation reaches with the model's event cases and inputs, measured or not. */
export interface GeneratedPaths {
  states: Ratio;
  transitions: Ratio;
  /** State ids no generated plan reaches. */
  missingStates: string[];
  /** Transition keys no generated plan takes. */
  missingTransitions: string[];
}

export interface MachineReport {
  id: string;
  file: string;
  purpose: string;
  screens: string[];
  coverage: { states: Ratio; transitions: Ratio };
  threshold: Threshold;
  /** Measured coverage meets the threshold, paths were generated and they reach every state and transition. */
  passes: boolean;
  /** The inputs path generation started from; plans name theirs when there are several. */
  inputs: InputVariant[];
  generated: GeneratedPaths;
  recorded: boolean;
  unreachedStates: { id: string; path: Plan | null }[];
  unreachedTransitions: UnreachedTransition[];
  /** Recorded keys the definition does not have: runs of an older version of the machine. */
  unknown: string[];
  plans: { shortest: Plan[]; simple: Plan[]; simpleTruncated: boolean };
  /** Why paths could not be generated (coverage is still measured). */
  error?: string;
}

const ratio = (covered: number, total: number): Ratio => ({
  covered,
  total,
  percent: total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10,
});

export function analyzeMachine(entry: MachineEntry, measured: MeasuredCoverage, threshold: Threshold, bounds: SimplePathBounds): MachineReport {
  const graph = buildMachineGraph(entry.logic);
  const hits = measured.machines.get(entry.id) ?? { states: new Set<string>(), transitions: new Set<string>() };
  let exploration: Exploration | null = null;
  let plans: MachineReport['plans'] = { shortest: [], simple: [], simpleTruncated: false };
  let error: string | undefined;
  try {
    exploration = explore(entry.logic, entry.model);
    const simple = simplePaths(entry.logic, entry.model, bounds);
    plans = { shortest: exploration.shortest, simple: simple.plans, simpleTruncated: simple.truncated };
  } catch (cause) {
    error = `Path generation failed: ${(cause as Error).message}. A serializeState in the machine's model that projects counters usually fixes it.`;
  }

  const states = countedStates(graph);
  const unreachedStates = states.filter((node) => !hits.states.has(node.id)).map((node) => ({ id: node.id, path: exploration?.toState.get(node.id) ?? null }));
  const unreachedTransitions = graph.transitions
    .filter((transition) => !hits.transitions.has(transition.key))
    .map((transition) => ({
      key: transition.key,
      source: transition.sourceId,
      event: transition.label,
      eventType: transition.eventType,
      guard: transition.guard,
      targets: transition.targets,
      description: transition.description,
      path: exploration?.toTransition.get(transition.key) ?? null,
    }));
  const missingStates = states.filter((node) => !exploration?.toState.has(node.id)).map((node) => node.id);
  const missingTransitions = graph.transitions.filter((transition) => !exploration?.toTransition.has(transition.key)).map((transition) => transition.key);
  const generated: GeneratedPaths = {
    states: ratio(states.length - missingStates.length, states.length),
    transitions: ratio(graph.transitions.length - missingTransitions.length, graph.transitions.length),
    missingStates,
    missingTransitions,
  };
  const known = new Set([...graph.transitions.map((transition) => transition.key), ...graph.nodes.map((node) => node.id)]);
  const unknown = [...hits.transitions, ...hits.states].filter((key) => !known.has(key));

  const coverage = {
    states: ratio(states.length - unreachedStates.length, states.length),
    transitions: ratio(graph.transitions.length - unreachedTransitions.length, graph.transitions.length),
  };
  return {
    id: entry.id,
    file: entry.file,
    purpose: entry.purpose,
    screens: entry.screens,
    coverage,
    threshold,
    passes:
      coverage.states.percent >= threshold.states &&
      coverage.transitions.percent >= threshold.transitions &&
      error === undefined &&
      !missingStates.length &&
      !missingTransitions.length,
    inputs: inputVariants(entry.model),
    generated,
    recorded: measured.machines.has(entry.id),
    unreachedStates,
    unreachedTransitions,
    unknown,
    plans,
    error,
  };
}
