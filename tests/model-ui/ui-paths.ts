/**
 * The paths a machine's UI test replays: the greedy cover of tests/model
 * (shortest paths, their one-edge extensions, simple paths for small
 * machines) over the input variants the UI can set up, filtered by what the
 * screen can do. Few paths, together reaching every state and transition
 * the screen can reach; each named by its events. In a browser most of a
 * path's time is opening the screen (a member, a sign-in, a page), so a path
 * that starts where an earlier one ends is chained onto it.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { describeEvent, machineUniverse, planPaths, runPure, stateKey, transitionKeyOf, type PlannedPath } from '../model/support/access-paths';
import { defaultVariantName } from '../../src/machines/model-types';
import type { UiAdapter } from './ui-adapter';

export interface UiPath extends PlannedPath {
  variant: string;
  /** `path 3: tab.select {"tab":"sms"} → ...`, unique within the machine. */
  title: string;
}

/** Machines with at most this many states also offer their simple paths to the cover. */
const simplePathStates = 12;

/** `path 3: [smsLoginOff] tab.select … → …`: the variant only when it is not the default one. */
export const pathTitle = (index: number, events: readonly EventObject[], variant = defaultVariantName): string =>
  `path ${index + 1}: ${variant === defaultVariantName ? '' : `[${variant}] `}${events.length ? events.map(describeEvent).join(' → ') : 'opens'}`;

/** Events per chained path at most: a failure still points at a short story. */
const chainedEvents = 12;

/**
 * Appends each path to an earlier one of the same variant that ends in the state (as the model projects it)
 * one of its prefixes reaches, when the screen allows every appended event from where it then stands and the
 * chained path still takes everything the appended one took.
 */
export function chainPaths(adapter: UiAdapter, paths: (PlannedPath & { variant: string })[]): (PlannedPath & { variant: string })[] {
  const serialize = adapter.model.serializeState ?? ((snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, snapshot.context]));
  const kept: (PlannedPath & { variant: string })[] = [];
  for (const path of paths) {
    const host = kept.find((candidate) => {
      if (candidate.variant !== path.variant) return false;
      const end = candidate.snapshots[candidate.snapshots.length - 1];
      if (end.status !== 'active') return false;
      for (let cut = path.events.length - 1; cut >= 0; cut--) {
        const suffix = path.events.slice(cut);
        if (candidate.events.length + suffix.length > chainedEvents || serialize(path.snapshots[cut]) !== serialize(end)) continue;
        const events = [...candidate.events, ...suffix];
        const run = runPure(adapter.machine, candidate.input, events);
        const allowed = suffix.every((event, index) => adapter.filterEvents(run.snapshots[candidate.events.length + index], event));
        // The steps left out must take nothing the chained path would then miss.
        if (!allowed || ![...path.keys].every((key) => run.keys.has(key))) continue;
        Object.assign(candidate, { events, snapshots: run.snapshots, keys: run.keys });
        return true;
      }
      return false;
    });
    if (!host) kept.push({ ...path });
  }
  return kept;
}

export function planUiPaths(adapter: UiAdapter): UiPath[] {
  const names = Object.keys(adapter.variants);
  const inputs = names.map((name) => adapter.variants[name].input ?? (name === defaultVariantName ? adapter.model.input : undefined));
  const simple = machineUniverse(adapter.machine).states.size <= simplePathStates;
  const planned = planPaths(
    adapter.machine,
    adapter.model,
    inputs.map((input) => ({ input, filterEvents: adapter.filterEvents, simple })),
  );
  const named = planned.map((path) => ({ ...path, variant: names[Math.max(0, inputs.indexOf(path.input))] }));
  return chainPaths(adapter, named).map((path, index) => ({ ...path, title: pathTitle(index, path.events, path.variant) }));
}

/** Keys of the machine the planned UI paths leave out, with the adapter's reason or none (a gap to fix). */
export function uiGaps(adapter: UiAdapter, paths: UiPath[]): { key: string; reason: string | null }[] {
  const { states, transitions } = machineUniverse(adapter.machine);
  const covered = new Set(paths.flatMap((path) => [...path.keys]));
  return [...[...states].map(stateKey), ...[...transitions].map(transitionKeyOf)]
    .filter((key) => !covered.has(key))
    .map((key) => ({ key, reason: adapter.notFromUi[key] ?? null }));
}
