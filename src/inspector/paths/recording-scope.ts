/**
 * An actor scope for pure traversal (`machine.transition(snapshot, event, scope)`)
 * that reports which transitions and state nodes each step went through,
 * including eventless steps and states only passed on the way (the source of
 * every transition counts, as in the live recorder). Effects are never
 * executed: invoked actors are created but not started.
 */
import { createEmptyActor, type AnyStateMachine, type InspectionEvent } from 'xstate';
import { transitionKey, transitionStates } from '../../inspection/coverage';

export type TraversalScope = Parameters<AnyStateMachine['transition']>[2];

export interface StepRecord {
  transitions: string[];
  states: string[];
}

export interface RecordingScope {
  scope: TraversalScope;
  /** Returns what was recorded since the last call and starts afresh. */
  take: () => StepRecord;
}

export function createRecordingScope(): RecordingScope {
  const self = createEmptyActor();
  let transitions: string[] = [];
  let states = new Set<string>();
  const record = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return;
    for (const transition of event._transitions) {
      transitions.push(transitionKey(transition));
      for (const id of transitionStates(transition)) states.add(id);
    }
    for (const node of (event.snapshot as { _nodes?: { id: string }[] })._nodes ?? []) states.add(node.id);
  };
  const system = { ...self.system, _sendInspectionEvent: record };
  const noop = () => {};
  const scope = { self, system, id: '', sessionId: '', logger: noop, defer: noop, stopChild: noop, emit: noop, actionExecutor: noop } as unknown as TraversalScope;
  return {
    scope,
    take() {
      const taken = { transitions, states: [...states] };
      transitions = [];
      states = new Set();
      return taken;
    },
  };
}
