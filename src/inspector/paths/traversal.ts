/**
 * Traversal options built from a machine's test model: the event cases offered
 * in each state (every accepted event type gets the model's cases for it, or a
 * bare `{ type }` when the model has none), the snapshot projection and one of
 * the model's inputs.
 */
import { __unsafe_getAllOwnEventDescriptors, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { inputVariants, serializeValue, type InputVariant, type MachineModel } from '../../machines/model-types';

/**
 * Stops traversal of a machine whose projection lets the graph grow without
 * end. Counted in edges followed: the session, the largest machine, takes
 * 21,461 (1,500 nodes); a projection that explodes passes this within seconds.
 */
export const TRAVERSAL_LIMIT = 30_000;

const matches = (descriptor: string, type: string) =>
  descriptor === '*' || descriptor === type || (descriptor.endsWith('.*') && type.startsWith(descriptor.slice(0, -1)));

export function eventsFor(model: MachineModel, snapshot: AnyMachineSnapshot): EventObject[] {
  const descriptors = __unsafe_getAllOwnEventDescriptors(snapshot) as string[];
  return descriptors.flatMap((descriptor) => {
    const cases = model.events.filter((event) => matches(descriptor, event.type));
    if (cases.length) return [...cases];
    // A wildcard has no concrete event to send unless the model names one.
    return descriptor.includes('*') ? [] : [{ type: descriptor }];
  });
}

export interface ModelTraversal {
  /** Which of the model's inputs this traversal starts from. */
  variant: string;
  input: unknown;
  serializeState: (snapshot: AnyMachineSnapshot) => string;
  events: (snapshot: AnyMachineSnapshot) => EventObject[];
  limit: number;
}

/** Options for one input variant of the model; the default (first) one when none is named. */
export function traversalOptions(_machine: AnyStateMachine, model: MachineModel, variant: InputVariant = inputVariants(model)[0]): ModelTraversal {
  const project = model.serializeState ?? serializeValue;
  return {
    variant: variant.name,
    input: variant.input,
    serializeState: (snapshot) => project(snapshot),
    events: (snapshot) => eventsFor(model, snapshot),
    limit: TRAVERSAL_LIMIT,
  };
}
