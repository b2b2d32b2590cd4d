/**
 * The events the inspector offers to send to a live actor: the event cases of
 * the machine's own `.model.ts`, without the actor system's events (done,
 * error, timers), marked by whether a state the actor is in handles them.
 */
import type { EventObject } from 'xstate';
import type { MachineGraph } from '../graph/machine-graph';

export interface EventCase {
  /** Position in the model's list: tells apart two cases of one type. */
  index: number;
  event: EventObject & Record<string, unknown>;
  /** A transition of an active state (or the root) listens for its type; its guard may still refuse it. */
  handled: boolean;
}

export function sendableCases(events: readonly EventObject[], graph: MachineGraph, activeStateIds: ReadonlySet<string>): EventCase[] {
  const listening = new Set(graph.transitions.filter((transition) => transition.sourceId === graph.rootId || activeStateIds.has(transition.sourceId)).map((transition) => transition.eventType));
  const seen = new Set<string>();
  const cases: EventCase[] = [];
  events.forEach((event, index) => {
    const text = JSON.stringify(event);
    if (event.type.startsWith('xstate.') || seen.has(text)) return;
    seen.add(text);
    cases.push({ index, event: event as EventCase['event'], handled: listening.has(event.type) || listening.has('*') });
  });
  // Those the actor can take now come first; the model's order within each group.
  return [...cases.filter((item) => item.handled), ...cases.filter((item) => !item.handled)];
}

/** Reads an edited payload back: the event to send, or why it cannot be sent. */
export function parseEvent(text: string): { event: EventObject & Record<string, unknown> } | { error: 'json' | 'type' } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: 'json' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value) || typeof (value as { type?: unknown }).type !== 'string' || !(value as { type: string }).type) return { error: 'type' };
  return { event: value as EventObject & Record<string, unknown> };
}
