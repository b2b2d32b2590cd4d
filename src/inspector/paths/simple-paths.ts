/**
 * Simple paths (no projected state twice) over the adjacency map xstate/graph
 * builds from the test model, with the bounds a tester sets: at most `depth`
 * events per path and at most `maxPaths` paths. xstate/graph's own
 * `getSimplePaths` has no bound and enumerates every prefix, which explodes on
 * densely connected machines; without bounds this yields the same paths as
 * `getSimplePaths` minus those that are a prefix of another. A model with
 * several inputs gets its simple paths from each, within the bounds each.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import { inputVariants, type InputVariant, type MachineModel } from '../../machines/model-types';
import { createReplayer, replayPlan, variantLabel, type Plan } from './plan';
import { traversalOptions } from './traversal';

export interface SimplePathBounds {
  depth: number;
  maxPaths: number;
}

export const defaultBounds: SimplePathBounds = { depth: 12, maxPaths: 50 };

export interface SimplePaths {
  plans: Plan[];
  /** True when a bound cut paths short or left paths out. */
  truncated: boolean;
}

/** Event sequences of the maximal simple paths from one input (the default one unless named), within the bounds. */
export function simplePathEvents(
  machine: AnyStateMachine,
  model: MachineModel,
  bounds: SimplePathBounds = defaultBounds,
  variant?: InputVariant,
): { paths: EventObject[][]; truncated: boolean } {
  const options = traversalOptions(machine, model, variant);
  const adjacency = getAdjacencyMap(machine, {
    input: options.input,
    serializeState: options.serializeState,
    events: options.events,
    limit: options.limit,
  } as never) as Record<string, { state: AnyMachineSnapshot; transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }>;
  const start = options.serializeState(createReplayer(machine, options.input).initial().snapshot);
  const paths: EventObject[][] = [];
  const onPath = new Set<string>([start]);
  const events: EventObject[] = [];
  let truncated = false;

  const visit = (key: string): void => {
    let extended = false;
    for (const { event, state } of Object.values(adjacency[key]?.transitions ?? {})) {
      const next = options.serializeState(state);
      if (onPath.has(next)) continue;
      if (events.length >= bounds.depth || paths.length >= bounds.maxPaths) {
        truncated = true;
        break;
      }
      extended = true;
      onPath.add(next);
      events.push(event);
      visit(next);
      events.pop();
      onPath.delete(next);
    }
    if (!extended && events.length > 0 && paths.length < bounds.maxPaths) paths.push([...events]);
  };
  visit(start);
  return { paths, truncated };
}

export function simplePaths(machine: AnyStateMachine, model: MachineModel, bounds: SimplePathBounds = defaultBounds): SimplePaths {
  const variants = inputVariants(model);
  const result: SimplePaths = { plans: [], truncated: false };
  for (const variant of variants) {
    const { paths, truncated } = simplePathEvents(machine, model, bounds, variant);
    const replayer = createReplayer(machine, variant.input);
    const label = variantLabel(variants, variant);
    result.plans.push(...paths.map((events) => replayPlan(replayer, events, label).plan));
    result.truncated ||= truncated;
  }
  return result;
}
