/**
 * What each machine's `<flow>.model.ts` exports for path generation: the event
 * cases traversal may send (including `xstate.done.actor.<id>` and
 * `xstate.error.actor.<id>` payloads, so every guard branch gets a path), the
 * inputs to start from (guards that read switches or settings from the input
 * need one start per setting), and a projection of snapshots that keeps
 * counters from exploding the graph.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';

/** One input the machine is started with during traversal; its name labels the plans that start from it. */
export interface InputVariant {
  name: string;
  input: unknown;
}

export interface MachineModel<TEvent extends EventObject = EventObject> {
  /** Event cases offered in every state; traversal keeps those the state accepts. */
  events: readonly TEvent[];
  /** Snapshot → key; states with the same key are one node of the graph. */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  /** Input the machine is started with during traversal: the variant named `default`. */
  input?: unknown;
  /**
   * More inputs to explore, each from its own start (switches off, another
   * account kind...), so guards that read the input get every branch.
   * Without `input`, these are all the variants.
   */
  inputs?: readonly InputVariant[];
}

export const defaultVariantName = 'default';

/** Every start of a model, the default (`input`) first. */
export function inputVariants(model: Pick<MachineModel, 'input' | 'inputs'>): InputVariant[] {
  const more = model.inputs ?? [];
  if (more.length && model.input === undefined) return [...more];
  return [{ name: defaultVariantName, input: model.input }, ...more];
}

/** Default projection: state value plus nothing of context. */
export const serializeValue = (snapshot: AnyMachineSnapshot): string => JSON.stringify(snapshot.value);
