/**
 * Shortest paths of a machine with its test model (xstate/graph
 * `getShortestPaths`), from each of the model's inputs, and from them the
 * shortest plan that reaches each state node and each transition: a
 * transition's plan is the shortest plan to a state where one of the model's
 * events fires it. On a tie the earlier input (the default one) wins.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { inputVariants, type InputVariant, type MachineModel } from '../../machines/model-types';
import { createReplayer, replayPlan, variantLabel, type Plan } from './plan';
import { traversalOptions } from './traversal';

export interface Exploration {
  machineId: string;
  /** One plan per distinct (projected) state and input, shortest first within each input. */
  shortest: Plan[];
  toState: Map<string, Plan>;
  toTransition: Map<string, Plan>;
}

const keepShorter = (map: Map<string, Plan>, key: string, plan: Plan) => {
  const known = map.get(key);
  if (!known || known.steps.length > plan.steps.length) map.set(key, plan);
};

/** The first `length` steps of a plan, as a plan of its own. */
const prefixOf = (plan: Plan, length: number): Plan => ({
  ...plan,
  target: length ? plan.steps[length - 1].state : plan.start.state,
  steps: plan.steps.slice(0, length),
});

function exploreVariant(machine: AnyStateMachine, model: MachineModel, variant: InputVariant, label: string | undefined, into: Exploration): void {
  const options = traversalOptions(machine, model, variant);
  const paths = getShortestPaths(machine, {
    input: options.input,
    serializeState: options.serializeState,
    events: options.events,
    limit: options.limit,
  } as Parameters<typeof getShortestPaths>[1]);
  const replayer = createReplayer(machine, options.input);
  const plans: { plan: Plan; snapshot: AnyMachineSnapshot }[] = paths
    // The first step of an xstate/graph path is the initial state itself.
    .map((path) => replayPlan(replayer, path.steps.slice(1).map((step) => step.event as EventObject), label))
    .sort((a, b) => a.plan.steps.length - b.plan.steps.length);

  const { toState, toTransition } = into;
  for (const { plan, snapshot } of plans) {
    [plan.start, ...plan.steps].forEach((step, length) => {
      const prefix = length === plan.steps.length ? plan : prefixOf(plan, length);
      for (const state of step.states) keepShorter(toState, state, prefix);
      for (const key of step.transitions) keepShorter(toTransition, key, prefix);
    });
    // One more event from this state may fire transitions no plan ends with.
    for (const event of options.events(snapshot)) {
      const next = replayer.step(snapshot, event);
      const extended: Plan = { ...plan, target: next.step.state, steps: [...plan.steps, next.step] };
      for (const key of next.step.transitions) keepShorter(toTransition, key, extended);
      for (const state of next.step.states) keepShorter(toState, state, extended);
    }
  }
  into.shortest.push(...plans.map((entry) => entry.plan));
}

export function explore(machine: AnyStateMachine, model: MachineModel): Exploration {
  const exploration: Exploration = { machineId: machine.id, shortest: [], toState: new Map(), toTransition: new Map() };
  const variants = inputVariants(model);
  for (const variant of variants) exploreVariant(machine, model, variant, variantLabel(variants, variant), exploration);
  return exploration;
}
