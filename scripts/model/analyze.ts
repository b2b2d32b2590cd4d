/**
 * One machine's part of the report: measured coverage against the definition,
 * what was never reached with the shortest plan that would reach it, the
 * paths its model suites replayed with the outcome of each, and which states
 * and transitions no generated plan reaches (a gap in the machine's test
 * model, which fails the check).
 */
import type { EventObject } from 'xstate';
import { inputVariants, type InputVariant } from '../../src/machines/model-types';
import type { MachineEntry } from '../../src/machines/registry';
import { buildMachineGraph, machineCounts } from '../../src/inspector/graph/machine-graph';
import { explore, type Exploration } from '../../src/inspector/paths/explore';
import type { Plan } from '../../src/inspector/paths/plan';
import type { CoverageLevel } from '../../src/inspection/coverage';
import { levelCoverage, levels, requirementRows, type LevelCoverage, type LevelHits, type RequirementRow } from './levels';
import { isUiFailure, type MeasuredCoverage, type UiPathOutcome } from './runs';
import { countPaths, suiteReport, type PathCounts, type RecordedSuite, type SuiteReport } from './suites';
import type { Threshold } from './thresholds';

/** A plan as the report keeps it: the events and the state each reaches (what a tester follows). */
export interface ReportPlan {
  variant?: string;
  start: string;
  target: string;
  steps: { event: EventObject; state: string }[];
}

const toReportPlan = (plan: Plan | undefined): ReportPlan | null =>
  plan
    ? {
        ...(plan.variant === undefined ? {} : { variant: plan.variant }),
        start: plan.start.state,
        target: plan.target,
        steps: plan.steps.map((step) => ({ event: step.event, state: step.state })),
      }
    : null;

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
  path: ReportPlan | null;
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
  /**
   * Measured coverage meets the threshold, paths were generated and they reach every state and transition, and no
   * test of the machine's suites failed in its last run.
   */
  passes: boolean;
  /** The inputs path generation started from; plans name theirs when there are several. */
  inputs: InputVariant[];
  generated: GeneratedPaths;
  recorded: boolean;
  unreachedStates: { id: string; path: ReportPlan | null }[];
  unreachedTransitions: UnreachedTransition[];
  /** Recorded keys the definition does not have: runs of an older version of the machine. */
  unknown: string[];
  /** The model suites that import the machine, each with its tests as their last run left them. */
  suites: SuiteReport[];
  /** Over the suites' path tests (see `isPathTest`). */
  paths: PathCounts;
  /** Why paths could not be generated (coverage is still measured). */
  error?: string;
  /** Coverage per level; `machine` includes what the generated paths reach on the pure machine. */
  levels: Record<CoverageLevel, LevelCoverage>;
  /** `meta.requirements` of its states and transitions, each with how many items each level reached. */
  requirements: RequirementRow[];
  /** The generated UI spec, when the machine has one, with the command that runs it and its paths' outcomes. */
  ui: { spec: string; command: string; paths: UiPathOutcome[] } | null;
  /** State id → the first tests that reached it. */
  reachedBy: Record<string, string[]>;
  /** The machine has generated UI paths and the screens alone stay below its `ui` bar. */
  uiBelowBar: boolean;
}

const ratio = (covered: number, total: number): Ratio => ({
  covered,
  total,
  percent: total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10,
});

export interface SuiteSources {
  /** The model suite files (repository-relative) that import a machine. */
  files: (entry: MachineEntry) => string[];
  recorded: Map<string, RecordedSuite>;
  /** The machine's generated UI spec, or null. */
  uiSpec?: (entry: MachineEntry) => string | null;
  uiPaths?: Map<string, UiPathOutcome[]>;
}

const union = (a: LevelHits | undefined, b: LevelHits): LevelHits => ({
  states: new Set([...(a?.states ?? []), ...b.states]),
  transitions: new Set([...(a?.transitions ?? []), ...b.transitions]),
});

export function analyzeMachine(entry: MachineEntry, measured: MeasuredCoverage, threshold: Threshold, sources: SuiteSources): MachineReport {
  const graph = buildMachineGraph(entry.logic);
  const hits = measured.machines.get(entry.id) ?? { states: new Set<string>(), transitions: new Set<string>() };
  let exploration: Exploration | null = null;
  let error: string | undefined;
  try {
    exploration = explore(entry.logic, entry.model);
  } catch (cause) {
    error = `Path generation failed: ${(cause as Error).message}. A serializeState in the machine's model that projects counters usually fixes it.`;
  }

  const counts = machineCounts(graph);
  const states = counts.states;
  const unreachedStates = states.filter((node) => !hits.states.has(node.id)).map((node) => ({ id: node.id, path: toReportPlan(exploration?.toState.get(node.id)) }));
  const unreachedTransitions = counts.transitions
    .filter((transition) => !hits.transitions.has(transition.key))
    .map((transition) => ({
      key: transition.key,
      source: transition.sourceId,
      event: transition.label,
      eventType: transition.eventType,
      guard: transition.guard,
      targets: transition.targets,
      description: transition.description,
      path: toReportPlan(exploration?.toTransition.get(transition.key)),
    }));
  const missingStates = states.filter((node) => !exploration?.toState.has(node.id)).map((node) => node.id);
  const missingTransitions = counts.transitions.filter((transition) => !exploration?.toTransition.has(transition.key)).map((transition) => transition.key);
  const generated: GeneratedPaths = {
    states: ratio(states.length - missingStates.length, states.length),
    transitions: ratio(counts.transitions.length - missingTransitions.length, counts.transitions.length),
    missingStates,
    missingTransitions,
  };
  const known = new Set([...graph.transitions.map((transition) => transition.key), ...graph.nodes.map((node) => node.id)]);
  const unknown = [...hits.transitions, ...hits.states].filter((key) => !known.has(key));

  const coverage = {
    states: ratio(states.length - unreachedStates.length, states.length),
    transitions: ratio(counts.transitions.length - unreachedTransitions.length, counts.transitions.length),
  };
  const suites = sources.files(entry).map((file) => suiteReport(file, sources.recorded.get(file)));
  const paths = countPaths(suites);
  const uiSpec = sources.uiSpec?.(entry) ?? null;
  const uiPaths = sources.uiPaths?.get(entry.id) ?? [];
  const failedTests = suites.some((suite) => suite.tests.some((test) => test.status === 'failed')) || uiPaths.some((path) => isUiFailure(path.status));
  const generatedHits: LevelHits = {
    states: new Set(exploration ? exploration.toState.keys() : []),
    transitions: new Set(exploration ? exploration.toTransition.keys() : []),
  };
  const hitsOf = (level: CoverageLevel) => measured.byLevel?.get(level)?.get(entry.id);
  const byLevel = { machine: union(hitsOf('machine'), generatedHits), gateway: hitsOf('gateway'), ui: hitsOf('ui') };
  const levelReport = Object.fromEntries(levels.map((level) => [level, levelCoverage(counts, byLevel[level])])) as Record<CoverageLevel, LevelCoverage>;
  // The screens alone are held to their own bar once the machine's UI paths are generated.
  const uiBar = uiSpec ? threshold.ui : undefined;
  const uiPasses = !uiBar || (levelReport.ui.states.percent >= uiBar.states && levelReport.ui.transitions.percent >= uiBar.transitions);
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
      !missingTransitions.length &&
      !failedTests &&
      uiPasses,
    inputs: inputVariants(entry.model),
    generated,
    recorded: measured.machines.has(entry.id),
    unreachedStates,
    unreachedTransitions,
    unknown,
    suites,
    paths,
    error,
    levels: levelReport,
    requirements: requirementRows(entry.logic, byLevel),
    ui: uiSpec ? { spec: uiSpec, command: `npm run model -- ${entry.id} --ui`, paths: uiPaths } : null,
    reachedBy: Object.fromEntries(measured.reachedBy?.get(entry.id) ?? []),
    uiBelowBar: !uiPasses,
  };
}
