/**
 * Turns XState inspection events into coverage facts: which state nodes and
 * which transitions of which machine a real run went through. Used by the
 * Vitest recorder and, in test builds, by the browser so Playwright runs count.
 *
 * A transition is identified by its source state, event type and position
 * among that source's candidates for the event, so guarded alternatives
 * count separately.
 */
import type { AnyTransitionDefinition, InspectionEvent } from 'xstate';

export interface CoverageHit {
  machine: string;
  states: string[];
  transitions: string[];
}

export function transitionKey(transition: AnyTransitionDefinition): string {
  // Eventless (`always`) transitions have the event type '' and live apart from the event map.
  const candidates = (transition.eventType === '' ? transition.source.always : transition.source.transitions.get(transition.eventType)) ?? [];
  const index = Math.max(0, candidates.indexOf(transition));
  return `${transition.source.id}|${transition.eventType}|${index}`;
}

interface InspectableSnapshot {
  machine?: { id: string };
  _nodes?: { id: string; type: string }[];
}

/** Returns the facts one inspection event adds, or null when it adds none. */
export function coverageOf(event: InspectionEvent): CoverageHit | null {
  if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return null;
  const snapshot = event.snapshot as InspectableSnapshot;
  const machine = snapshot.machine?.id;
  if (!machine || !snapshot._nodes) return null;
  const states = snapshot._nodes.map((node) => node.id);
  const transitions = event.type === '@xstate.microstep' ? event._transitions.map(transitionKey) : [];
  return { machine, states, transitions };
}
