/**
 * Every state node and transition of a machine, keyed the same way the
 * replay's inspection log is, so a model test can assert it reached them all.
 * Eventless (`always`) candidates are told apart by their position.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate';

export function keyOf(transition: AnyTransitionDefinition): string {
  const source = transition.source as AnyStateNode;
  const candidates: AnyTransitionDefinition[] = transition.eventType === '' ? (source.always ?? []) : (source.transitions.get(transition.eventType) ?? []);
  return `${source.id}|${transition.eventType}|${Math.max(0, candidates.indexOf(transition))}`;
}

export function allOf(machine: AnyStateMachine): { states: Set<string>; transitions: Set<string> } {
  const states = new Set<string>();
  const transitions = new Set<string>();
  const visit = (node: AnyStateNode) => {
    states.add(node.id);
    for (const list of node.transitions.values()) for (const transition of list) transitions.add(keyOf(transition));
    for (const transition of node.always ?? []) transitions.add(keyOf(transition));
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return { states, transitions };
}

/** Collects what inspection events of one machine's actors show was reached. */
export function createReachedLog(machineId: string) {
  const states = new Set<string>();
  const transitions = new Set<string>();
  return {
    states,
    transitions,
    inspect(event: InspectionEvent) {
      if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return;
      const snapshot = event.snapshot as { machine?: { id: string }; _nodes?: { id: string }[] };
      if (snapshot.machine?.id !== machineId) return;
      for (const node of snapshot._nodes ?? []) states.add(node.id);
      if (event.type === '@xstate.microstep') for (const transition of event._transitions) transitions.add(keyOf(transition));
    },
  };
}
