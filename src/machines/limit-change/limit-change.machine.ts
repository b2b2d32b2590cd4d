/**
 * The member's deposit, loss and wager limits on the Safer play page, and
 * changing one (RTS 12D). A first limit or a lower one is sent at once and
 * holds at once. A raise or a removal is reviewed first: the member sees that
 * it waits 24 hours and then needs confirming, and goes on or goes back.
 * Once sent it waits as pending; when its time has come the member confirms
 * it, or cancels it at any time. Every answer carries the whole list again.
 * The gateway decides what is a raise and when it is due; the guards here
 * only choose which step the member sees.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { LimitChangeOutcome, LimitsAnswer, LimitTarget, SetLimitAnswer, SetLimitInput } from '../../services/schemas/limits';
import { refusalOf } from '../session/access-errors';
import { isRaise, pendingOf } from './limit-change-rules';

export interface LimitChangeContext {
  /** The last list answered; kept on screen while it loads again. */
  limits: LimitsAnswer | null;
  /** The change under review or on its way, and the limit its answer or refusal is about. */
  draft: SetLimitInput | null;
  target: LimitTarget | null;
  outcome: LimitChangeOutcome | null;
  errorCode: string | null;
  /** Per-field codes of a refusal, for the form to show below its fields. */
  fieldErrors: Record<string, string> | null;
}

export type LimitChangeEvent =
  | { type: 'list.reload' }
  | ({ type: 'limit.submit' } & SetLimitInput)
  /** Goes on with a reviewed raise or removal. */
  | { type: 'limit.proceed' }
  | { type: 'limit.back' }
  | ({ type: 'limit.confirm' } & LimitTarget)
  | ({ type: 'limit.cancel' } & LimitTarget);

const targetOf = (event: LimitTarget): LimitTarget => ({ kind: event.kind, window: event.window });
const draftOf = (event: SetLimitInput): SetLimitInput => ({ kind: event.kind, window: event.window, amount: event.amount });
const fail = (name: string) => async () => {
  throw new Error(`${name} not provided`);
};

export const limitChangeMachine = setup({
  types: { context: {} as LimitChangeContext, events: {} as LimitChangeEvent },
  actors: {
    loadLimits: fromPromise<LimitsAnswer>(fail('loadLimits')),
    setLimit: fromPromise<SetLimitAnswer, SetLimitInput>(fail('setLimit')),
    confirmLimit: fromPromise<SetLimitAnswer, LimitTarget>(fail('confirmLimit')),
    cancelPendingLimit: fromPromise<SetLimitAnswer, LimitTarget>(fail('cancelPendingLimit')),
  },
  guards: {
    isRaise: ({ context }, draft: SetLimitInput) => isRaise(context.limits, draft),
    hasPending: ({ context }, target: LimitTarget) => pendingOf(context.limits, target) !== null,
  },
  actions: {
    storeLimits: assign((_, limits: LimitsAnswer) => ({ limits: { limits: limits.limits, now: limits.now, offer: limits.offer }, errorCode: null, fieldErrors: null })),
    storeLoadError: assign((_, params: { error: unknown }) => ({ errorCode: refusalOf(params.error).errorCode, fieldErrors: null })),
    storeDraft: assign((_, draft: SetLimitInput) => ({ draft, target: targetOf(draft), outcome: null, errorCode: null, fieldErrors: null })),
    storeTarget: assign((_, target: LimitTarget) => ({ draft: null, target, outcome: null, errorCode: null, fieldErrors: null })),
    storeAnswer: assign((_, answer: SetLimitAnswer) => ({ limits: { limits: answer.limits, now: answer.now, offer: answer.offer }, outcome: answer.outcome, draft: null, errorCode: null, fieldErrors: null })),
    storeRefusal: assign((_, params: { error: unknown }) => refusalOf(params.error)),
    clearDraft: assign({ draft: null, target: null }),
  },
}).createMachine({
  id: 'limitChange',
  context: { limits: null, draft: null, target: null, outcome: null, errorCode: null, fieldErrors: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadLimits',
        src: 'loadLimits',
        onDone: { target: 'ready', actions: { type: 'storeLimits', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { 'list.reload': 'loading' } },
    ready: {
      on: {
        'list.reload': { target: 'loading', description: 'A deposit or a round used more of a window, or a raise came due.' },
        'limit.submit': [
          {
            guard: { type: 'isRaise', params: ({ event }) => draftOf(event) },
            target: 'reviewing',
            actions: { type: 'storeDraft', params: ({ event }) => draftOf(event) },
            description: 'A raise or a removal waits 24 hours and needs confirming: the member is told before it is asked.',
          },
          {
            target: 'submitting',
            actions: { type: 'storeDraft', params: ({ event }) => draftOf(event) },
            description: 'A first limit or a lower one holds at once.',
          },
        ],
        'limit.confirm': {
          guard: { type: 'hasPending', params: ({ event }) => targetOf(event) },
          target: 'confirming',
          actions: { type: 'storeTarget', params: ({ event }) => targetOf(event) },
          description: 'The waiting raise is put in force; the gateway refuses it before its 24 hours have passed.',
        },
        'limit.cancel': {
          guard: { type: 'hasPending', params: ({ event }) => targetOf(event) },
          target: 'cancelling',
          actions: { type: 'storeTarget', params: ({ event }) => targetOf(event) },
          description: 'The member drops the waiting raise; the limit in force stays.',
        },
      },
    },
    reviewing: {
      on: {
        'limit.proceed': 'submitting',
        'limit.back': { target: 'ready', actions: 'clearDraft' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'setLimit',
        src: 'setLimit',
        input: ({ context }) => context.draft!,
        onDone: { target: 'ready', actions: { type: 'storeAnswer', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: { type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        id: 'confirmLimit',
        src: 'confirmLimit',
        input: ({ context }) => context.target!,
        onDone: { target: 'ready', actions: { type: 'storeAnswer', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: { type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'cancelPendingLimit',
        src: 'cancelPendingLimit',
        input: ({ context }) => context.target!,
        onDone: { target: 'ready', actions: { type: 'storeAnswer', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: { type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
