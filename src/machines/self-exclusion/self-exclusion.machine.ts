/**
 * Taking a time-out or excluding oneself on the Safer play page, and asking
 * to lift a finished exclusion. The member chooses a term, reads what it
 * closes and confirms with the login password; a wrong password comes back
 * as a field error and the member may try again or go back. Once taken, the
 * break in force is shown with until when. The gateway decides whether a
 * lift may be asked (a definite exclusion whose term has run); the guard
 * here only keeps the button's event from being sent when it says no.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { BreakAnswer, BreakTerm, TakeBreakInput } from '../../services/schemas/protection-breaks';
import { refusalOf } from '../session/access-errors';

export interface SelfExclusionContext {
  /** The last answer: the break in force, if any. Kept on screen while it loads again. */
  current: BreakAnswer | null;
  /** The term chosen, under confirmation or on its way. */
  term: BreakTerm | null;
  /** Held only while the confirmation is on its way, then dropped. */
  password: string;
  errorCode: string | null;
  /** Per-field codes of a refusal (password, term), shown below their fields. */
  fieldErrors: Record<string, string> | null;
}

export type SelfExclusionEvent =
  | { type: 'break.reload' }
  | { type: 'term.choose'; term: BreakTerm }
  | { type: 'term.back' }
  | { type: 'break.confirm'; password: string }
  | { type: 'lift.request' };

const fail = (name: string) => async () => {
  throw new Error(`${name} not provided`);
};

export const selfExclusionMachine = setup({
  types: { context: {} as SelfExclusionContext, events: {} as SelfExclusionEvent },
  actors: {
    loadBreak: fromPromise<BreakAnswer>(fail('loadBreak')),
    takeBreak: fromPromise<BreakAnswer, TakeBreakInput>(fail('takeBreak')),
    requestBreakLift: fromPromise<BreakAnswer>(fail('requestBreakLift')),
  },
  guards: {
    canRequestLift: ({ context }) => context.current?.current?.canRequestLift === true,
  },
  actions: {
    storeAnswer: assign((_, answer: BreakAnswer) => ({ current: answer, errorCode: null, fieldErrors: null })),
    storeTerm: assign((_, term: BreakTerm) => ({ term, errorCode: null, fieldErrors: null })),
    storePassword: assign((_, password: string) => ({ password, errorCode: null, fieldErrors: null })),
    storeRefusal: assign((_, params: { error: unknown }) => ({ ...refusalOf(params.error), password: '' })),
    clearChoice: assign({ term: null, password: '', errorCode: null, fieldErrors: null }),
  },
}).createMachine({
  id: 'selfExclusion',
  context: { current: null, term: null, password: '', errorCode: null, fieldErrors: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadBreak',
        src: 'loadBreak',
        onDone: { target: 'ready', actions: { type: 'storeAnswer', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { 'break.reload': 'loading' } },
    ready: {
      on: {
        'break.reload': { target: 'loading', description: 'A time-out may have ended, or a lift passed its cooling-off.' },
        'term.choose': {
          target: 'confirming',
          actions: { type: 'storeTerm', params: ({ event }) => event.term },
          description: 'Nothing is taken yet: the member reads what the break closes and confirms with the password.',
        },
        'lift.request': {
          guard: 'canRequestLift',
          target: 'lifting',
          description: 'A definite exclusion whose term has run: it lifts after a 24-hour cooling-off.',
        },
      },
    },
    confirming: {
      on: {
        'term.choose': { actions: { type: 'storeTerm', params: ({ event }) => event.term } },
        'term.back': { target: 'ready', actions: 'clearChoice' },
        'break.confirm': { target: 'submitting', actions: { type: 'storePassword', params: ({ event }) => event.password } },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'takeBreak',
        src: 'takeBreak',
        input: ({ context }) => ({ term: context.term!, password: context.password }),
        onDone: { target: 'taken', actions: [{ type: 'storeAnswer', params: ({ event }) => event.output }, 'clearChoice'] },
        onError: {
          target: 'failed',
          actions: { type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) },
          description: 'A wrong password or a refused term: nothing was taken; the form shows why.',
        },
      },
    },
    failed: {
      on: {
        'term.choose': { target: 'confirming', actions: { type: 'storeTerm', params: ({ event }) => event.term } },
        'term.back': { target: 'ready', actions: 'clearChoice' },
        'break.confirm': { target: 'submitting', actions: { type: 'storePassword', params: ({ event }) => event.password } },
      },
    },
    taken: {
      on: {
        'break.reload': 'loading',
        'term.choose': {
          target: 'confirming',
          actions: { type: 'storeTerm', params: ({ event }) => event.term },
          description: 'A longer break may follow; the longest one holds.',
        },
      },
    },
    lifting: {
      tags: ['busy'],
      invoke: {
        id: 'requestBreakLift',
        src: 'requestBreakLift',
        onDone: { target: 'ready', actions: { type: 'storeAnswer', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: { type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
