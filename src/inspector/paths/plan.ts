/**
 * A test plan: the events to send from the initial state, and what each step
 * reaches (state, active state nodes, transitions taken). Plans are built by
 * replaying events on the real machine definition, so the transition keys in
 * them are exactly those the coverage recorder writes.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import type { InputVariant } from '../../machines/model-types';
import { initialStateIds } from '../../inspection/coverage';
import { createRecordingScope, type RecordingScope } from './recording-scope';

export interface PlanStep {
  event: EventObject;
  /** Readable state value after the step. */
  state: string;
  /** State node ids passed or reached during the step. */
  states: string[];
  transitions: string[];
}

export interface Plan {
  /** Readable state value at the end. */
  target: string;
  /** The model input the plan starts from, by name; only set when the model has more than one. */
  variant?: string;
  /** The initial state: what starting the machine reaches (eventless steps included). */
  start: Omit<PlanStep, 'event'>;
  steps: PlanStep[];
}

/** `{ operating: { lights: 'green', crossing: 'idle' } }` → `operating.{lights.green, crossing.idle}`. */
export function formatStateValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return String(value);
  const entries = Object.entries(value).map(([key, child]) => {
    const inner = formatStateValue(child);
    return child && typeof child === 'object' && Object.keys(child).length === 0 ? key : `${key}.${inner}`;
  });
  return entries.length === 1 ? entries[0] : `{${entries.join(', ')}}`;
}

export interface Replayer {
  initial: () => { snapshot: AnyMachineSnapshot; start: Plan['start'] };
  step: (snapshot: AnyMachineSnapshot, event: EventObject) => { snapshot: AnyMachineSnapshot; step: PlanStep };
}

export function createReplayer(machine: AnyStateMachine, input: unknown, recording: RecordingScope = createRecordingScope()): Replayer {
  return {
    initial() {
      const snapshot = machine.getInitialSnapshot(recording.scope, input) as AnyMachineSnapshot;
      const taken = recording.take();
      // Starting passes through the initial configuration even when an eventless step or a raised event leaves it at once.
      const states = new Set([...initialStateIds(machine), ...taken.states, ...snapshot._nodes.map((node) => node.id)]);
      return { snapshot, start: { state: formatStateValue(snapshot.value), states: [...states], transitions: taken.transitions } };
    },
    step(snapshot, event) {
      const next = machine.transition(snapshot, event, recording.scope) as AnyMachineSnapshot;
      const taken = recording.take();
      const states = new Set([...taken.states, ...next._nodes.map((node) => node.id)]);
      return { snapshot: next, step: { event, state: formatStateValue(next.value), states: [...states], transitions: taken.transitions } };
    },
  };
}

/** Replays `events` from the initial state; returns the plan (labelled with `variant` when given) and the final snapshot. */
export function replayPlan(replayer: Replayer, events: EventObject[], variant?: string): { plan: Plan; snapshot: AnyMachineSnapshot } {
  const first = replayer.initial();
  let snapshot = first.snapshot;
  const steps: PlanStep[] = [];
  for (const event of events) {
    const next = replayer.step(snapshot, event);
    snapshot = next.snapshot;
    steps.push(next.step);
  }
  return { plan: { target: formatStateValue(snapshot.value), ...(variant === undefined ? {} : { variant }), start: first.start, steps }, snapshot };
}

/** The variant label plans carry: none when the model has one input only. */
export const variantLabel = (variants: readonly InputVariant[], variant: InputVariant): string | undefined => (variants.length > 1 ? variant.name : undefined);

export const planLength = (plan: Plan) => plan.steps.length;
