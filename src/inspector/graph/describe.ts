/**
 * Short names for guards, actions and delays as they appear in a machine's
 * definition: referenced implementations by name, XState's built-ins by what
 * they do, inline functions by their function name.
 */

type GuardLike = string | { type?: string; params?: unknown } | ((...args: never[]) => unknown);

interface BuiltinGuard {
  check?: { name: string };
  guards?: GuardLike[];
  stateValue?: unknown;
}

export function describeGuard(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const builtin = guard as BuiltinGuard;
    if (builtin.stateValue !== undefined) return `in(${typeof builtin.stateValue === 'string' ? builtin.stateValue : JSON.stringify(builtin.stateValue)})`;
    if (builtin.guards && builtin.check) {
      const name = builtin.check.name.replace(/^check/, '').toLowerCase();
      return `${name}(${builtin.guards.map(describeGuard).join(', ')})`;
    }
    return guard.name ? guard.name : 'inline guard';
  }
  if (guard && typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  return 'guard';
}

/** The event a `raise` sends, when it is fixed in the definition (not computed from context). */
export function raisedEvent(action: unknown): string | undefined {
  if (typeof action !== 'function') return undefined;
  const { type, event, delay } = action as unknown as { type?: string; event?: unknown; delay?: unknown };
  if (type !== 'xstate.raise' || delay !== undefined || !event || typeof event !== 'object') return undefined;
  const eventType = (event as { type?: unknown }).type;
  return typeof eventType === 'string' ? eventType : undefined;
}

export function describeAction(action: unknown): string {
  if (typeof action === 'string') return action;
  // A raise names its event: `raise(captcha.require)`, so pictures and exports keep it.
  const raised = raisedEvent(action);
  if (raised) return `raise(${raised})`;
  if (action && (typeof action === 'object' || typeof action === 'function') && 'type' in action && typeof action.type === 'string') {
    return action.type.replace(/^xstate\./, '');
  }
  if (typeof action === 'function') return action.name || 'inline action';
  return 'action';
}

/** `greenTime` stays a name; numbers become `300ms` / `2s` / `1.5min`. */
export function describeDelay(delay: unknown): string {
  if (typeof delay === 'number') {
    if (delay >= 60_000 && delay % 6_000 === 0) return `${delay / 60_000}min`;
    if (delay >= 1000 && delay % 100 === 0) return `${delay / 1000}s`;
    return `${delay}ms`;
  }
  return typeof delay === 'string' ? delay : 'delay';
}

/** XState adds a raise on entry and a cancel on exit for every `after`; the picture shows the delay instead. */
export function isDelayBookkeeping(action: unknown): boolean {
  if (!action || typeof action !== 'function') return false;
  const { type, id, sendId } = action as unknown as { type?: string; id?: unknown; sendId?: unknown };
  if (type === 'xstate.raise') return typeof id === 'string' && id.startsWith('xstate.after.');
  if (type === 'xstate.cancel') return typeof sendId === 'string' && sendId.startsWith('xstate.after.');
  return false;
}

/** What a logged event is, in the words the chart uses for its transitions. */
export function eventLabel(type: string): string {
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) return `after ${describeDelay(Number.isNaN(Number(after[1])) ? after[1] : Number(after[1]))}`;
  for (const [prefix, word] of [
    ['xstate.done.actor.', 'done'],
    ['xstate.error.actor.', 'error'],
    ['xstate.snapshot.', 'snapshot'],
    ['xstate.done.state.', 'done'],
  ] as const) {
    if (type.startsWith(prefix)) return `${word}: ${type.slice(prefix.length)}`;
  }
  if (type === 'xstate.init') return 'start';
  if (type === 'xstate.stop') return 'stop';
  return type;
}
