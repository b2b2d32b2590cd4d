/**
 * What each machine's `<flow>.model.ts` exports for path generation: the event
 * cases traversal may send (including `xstate.done.actor.<id>` and
 * `xstate.error.actor.<id>` payloads, so every guard branch gets a path) and a
 * projection of snapshots that keeps counters from exploding the graph.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';

export interface MachineModel<TEvent extends EventObject = EventObject> {
  /** Event cases offered in every state; traversal keeps those the state accepts. */
  events: readonly TEvent[];
  /** Snapshot → key; states with the same key are one node of the graph. */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  /** Input the machine is started with during traversal. */
  input?: unknown;
}

/** Default projection: state value plus nothing of context. */
export const serializeValue = (snapshot: AnyMachineSnapshot): string => JSON.stringify(snapshot.value);
