/**
 * Path planning for the access machines' model tests. Candidate paths come
 * from xstate/graph (shortest paths, their one-edge extensions, and simple
 * paths for small machines) over the machine with its `.model.ts` events;
 * each candidate is run on the pure machine with an inspecting actor scope,
 * so its planned coverage uses the very keys the recorder measures. A greedy
 * pick keeps the few paths that together reach every reachable state node
 * and transition.
 */
import { createActor, createMachine, type AnyMachineSnapshot, type AnyStateMachine, type EventObject, type InspectionEvent } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import { coverageOf } from '../../../src/inspection/coverage';
import { buildMachineGraph, machineCounts } from '../../../src/inspector/graph/machine-graph';
import type { MachineModel } from '../../../src/machines/model-types';

export type Path = StatePath<AnyMachineSnapshot, EventObject>;

export interface PlanOptions {
  input?: unknown;
  /** Keeps only events the real system can produce from this snapshot (the oracle). */
  filterEvents?: (snapshot: AnyMachineSnapshot, event: EventObject) => boolean;
  /** Also offer simple paths (small machines only: their number grows fast). */
  simple?: boolean;
}

export interface PlannedPath {
  input: unknown;
  events: EventObject[];
  /** Expected snapshot after each event (index 0: the initial one). */
  snapshots: AnyMachineSnapshot[];
  keys: Set<string>;
}

/** Every state node id and transition key of a machine: what full coverage means, counted as the report and the inspector count. */
export function machineUniverse(machine: AnyStateMachine): { states: Set<string>; transitions: Set<string> } {
  const { states, transitions } = machineCounts(buildMachineGraph(machine));
  return { states: new Set(states.map((node) => node.id)), transitions: new Set(transitions.map((transition) => transition.key)) };
}

export const stateKey = (id: string) => `state:${id}`;
export const transitionKeyOf = (key: string) => `transition:${key}`;

/** Runs events on the pure machine and returns the snapshots and the coverage keys they reach. */
export function runPure(machine: AnyStateMachine, input: unknown, events: readonly EventObject[]) {
  const keys = new Set<string>();
  const collect = (event: InspectionEvent) => {
    const hit = coverageOf(event);
    if (!hit || hit.machine !== machine.id) return;
    for (const state of hit.states) keys.add(stateKey(state));
    for (const transition of hit.transitions) keys.add(transitionKeyOf(transition));
  };
  const host = createActor(createMachine({}), { inspect: collect });
  const scope = {
    self: host,
    logger: () => {},
    id: '',
    sessionId: 'plan',
    defer: () => {},
    system: host.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as Parameters<AnyStateMachine['transition']>[2];
  let snapshot = machine.getInitialSnapshot(scope, input) as AnyMachineSnapshot;
  const snapshots = [snapshot];
  for (const node of snapshot._nodes) keys.add(stateKey(node.id));
  for (const event of events) {
    snapshot = machine.transition(snapshot, event, scope) as AnyMachineSnapshot;
    snapshots.push(snapshot);
  }
  return { snapshots, keys };
}

function eventsOf(path: Path): EventObject[] {
  return path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init');
}

/** Candidate paths for one input: shortest paths, each extended by every edge leaving its end, and simple paths on request. */
function candidates(machine: AnyStateMachine, model: MachineModel, options: PlanOptions): EventObject[][] {
  const traversal = {
    events: model.events as EventObject[],
    input: options.input,
    // Given as undefined, xstate/graph would take it for a projection and call it: a model without one gets the state value.
    serializeState: (snapshot: AnyMachineSnapshot) => (model.serializeState ? model.serializeState(snapshot) : JSON.stringify(snapshot.value)),
    filterEvents: options.filterEvents,
  };
  const shortest = getShortestPaths(machine, traversal) as Path[];
  const serialize = traversal.serializeState;
  const byState = new Map(shortest.map((path) => [serialize(path.state), eventsOf(path)]));
  const adjacency = getAdjacencyMap(machine, traversal);
  const result: EventObject[][] = [...byState.values()];
  for (const [state, entry] of Object.entries(adjacency)) {
    const head = byState.get(state);
    if (!head) continue;
    for (const { event } of Object.values(entry.transitions) as { event: EventObject }[]) result.push([...head, event]);
  }
  if (options.simple) for (const path of getSimplePaths(machine, traversal) as Path[]) result.push(eventsOf(path));
  return result;
}

/** Greedy cover: the fewest candidate paths that reach every key the candidates reach. */
export function planPaths(machine: AnyStateMachine, model: MachineModel, variants: PlanOptions[]): PlannedPath[] {
  const pool: PlannedPath[] = [];
  const seeds: PlannedPath[] = [];
  for (const options of variants) {
    const input = options.input ?? model.input;
    let seed: PlannedPath | null = null;
    for (const events of candidates(machine, model, { ...options, input })) {
      const { snapshots, keys } = runPure(machine, input, events);
      const path = { input, events, snapshots, keys };
      pool.push(path);
      if (!seed || keys.size > seed.keys.size) seed = path;
    }
    if (seed) seeds.push(seed);
  }
  const covered = new Set<string>();
  // Every input variant is replayed at least once, by its widest path.
  const chosen: PlannedPath[] = [...new Set(seeds)];
  for (const path of chosen) for (const key of path.keys) covered.add(key);
  for (;;) {
    let best: PlannedPath | null = null;
    let bestGain = 0;
    for (const path of pool) {
      let gain = 0;
      for (const key of path.keys) if (!covered.has(key)) gain++;
      if (gain > bestGain || (gain === bestGain && gain > 0 && best && path.events.length < best.events.length)) {
        best = path;
        bestGain = gain;
      }
    }
    if (!best || bestGain === 0) break;
    chosen.push(best);
    for (const key of best.keys) covered.add(key);
  }
  return chosen;
}

/** Keys of the universe no planned path reaches: states or transitions the model cannot drive. */
export function unplanned(machine: AnyStateMachine, paths: PlannedPath[]): string[] {
  const { states, transitions } = machineUniverse(machine);
  const covered = new Set(paths.flatMap((path) => [...path.keys]));
  return [...[...states].map(stateKey), ...[...transitions].map(transitionKeyOf)].filter((key) => !covered.has(key));
}

/** A short label for test names: the event type, an error's code, a user event's payload. */
export const describeEvent = (event: EventObject): string => {
  const { type, ...rest } = event as EventObject & Record<string, unknown>;
  if (type.startsWith('xstate.after.')) return `after ${type.split('.')[2]}`;
  if (type.startsWith('xstate.done.actor.')) return `${type.slice('xstate.done.actor.'.length)} done`;
  if (type.startsWith('xstate.error.actor.')) return `${type.slice('xstate.error.actor.'.length)} failed (${(rest.error as { code?: string })?.code})`;
  const payload = JSON.stringify(rest);
  return payload === '{}' ? type : `${type} ${payload.length > 70 ? `${payload.slice(0, 67)}...` : payload}`;
};

/**
 * Paths end where their last event leaves them, often with a request under way. This carries a path on, one
 * `next` event at a time, while the machine `unsettled` says so (by default: while it is busy), so every path
 * ends at an answer and the books can be compared.
 */
export function carryToRest(
  machine: AnyStateMachine,
  plan: PlannedPath,
  next: (last: AnyMachineSnapshot) => EventObject,
  unsettled: (last: AnyMachineSnapshot) => boolean = (last) => last.hasTag('busy'),
): PlannedPath {
  const events = [...plan.events];
  let run = runPure(machine, plan.input, events);
  while (unsettled(run.snapshots[run.snapshots.length - 1])) {
    events.push(next(run.snapshots[run.snapshots.length - 1]));
    run = runPure(machine, plan.input, events);
  }
  return { ...plan, events, snapshots: run.snapshots, keys: run.keys };
}
