/**
 * One money request of a member-centre form: deposit, wallet transfer,
 * recall to the main wallet, withdrawal, transfer to the upline. Each
 * submission gets a request id from `createRequestId`; `submitRequest`
 * sends the values with it. A refusal keeps the gateway's code and field
 * codes for the form; a lost answer keeps the id, so the retry replays
 * instead of moving money twice. The next submission, after an answer,
 * gets a new id.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorCodeOf, refusalAmountsOf, refusalOf } from '../session/access-errors';
import { isUncertainCode } from './money-request-rules';

/** The form's values as the call takes them (amount, wallets, channel...), without the request id. */
export type MoneyValues = Record<string, unknown>;

export interface MoneySubmission {
  requestId: string;
  values: MoneyValues;
}

export interface MoneyRequestContext {
  values: MoneyValues | null;
  /** The id of the submission under way or last answered; kept across a retry. */
  requestId: string | null;
  /** The gateway's answer of the last request that went through. */
  answer: unknown;
  errorCode: string | null;
  /** Per-field codes of a refusal, for the form to show below the fields. */
  fieldErrors: Record<string, string> | null;
  /** Amounts the refusal names (a bonus's turnover wagered and required), for its text. */
  errorAmounts: Record<string, string> | null;
}

export type MoneyRequestEvent =
  | { type: 'request.submit'; values: MoneyValues }
  /** Sends the same values with the same id after a lost answer. */
  | { type: 'request.retry' }
  /** Back to an empty form. */
  | { type: 'request.reset' };

export const moneyRequestMachine = setup({
  types: {
    context: {} as MoneyRequestContext,
    events: {} as MoneyRequestEvent,
  },
  actors: {
    createRequestId: fromPromise<string>(async () => {
      throw new Error('createRequestId not provided');
    }),
    submitRequest: fromPromise<unknown, MoneySubmission>(async () => {
      throw new Error('submitRequest not provided');
    }),
  },
  guards: {
    isUncertain: (_, params: { error: unknown }) => isUncertainCode(errorCodeOf(params.error)),
  },
  actions: {
    storeValues: assign((_, values: MoneyValues) => ({ values, requestId: null, errorCode: null, fieldErrors: null, errorAmounts: null })),
    storeRequestId: assign((_, requestId: string) => ({ requestId })),
    storeAnswer: assign((_, params: { answer: unknown }) => ({ answer: params.answer, errorCode: null, fieldErrors: null, errorAmounts: null })),
    storeRefusal: assign((_, params: { error: unknown }) => ({ ...refusalOf(params.error), errorAmounts: refusalAmountsOf(params.error) })),
    storeFailure: assign((_, params: { error: unknown }) => ({ errorCode: errorCodeOf(params.error), fieldErrors: null, errorAmounts: null })),
    clearError: assign({ errorCode: null }),
    clearAll: assign({ values: null, requestId: null, answer: null, errorCode: null, fieldErrors: null, errorAmounts: null }),
  },
}).createMachine({
  id: 'moneyRequest',
  context: { values: null, requestId: null, answer: null, errorCode: null, fieldErrors: null, errorAmounts: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'request.submit': { target: 'identifying', actions: { type: 'storeValues', params: ({ event }) => event.values } },
      },
    },
    identifying: {
      tags: ['busy'],
      invoke: {
        id: 'createRequestId',
        src: 'createRequestId',
        onDone: { target: 'submitting', actions: { type: 'storeRequestId', params: ({ event }) => event.output } },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitRequest',
        src: 'submitRequest',
        input: ({ context }) => ({ requestId: context.requestId!, values: context.values ?? {} }),
        onDone: { target: 'done', actions: { type: 'storeAnswer', params: ({ event }) => ({ answer: event.output }) } },
        onError: [
          {
            guard: { type: 'isUncertain', params: ({ event }) => ({ error: event.error }) },
            target: 'failed',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            description: 'No answer: the money may have moved. Only a retry with the same id is offered.',
          },
          { target: 'refused', actions: { type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    done: {
      on: {
        'request.submit': {
          target: 'identifying',
          actions: { type: 'storeValues', params: ({ event }) => event.values },
          description: 'A new submission after an answer is a new request: it gets a new id.',
        },
        'request.reset': { target: 'editing', actions: 'clearAll' },
      },
    },
    refused: {
      on: {
        'request.submit': {
          target: 'identifying',
          actions: { type: 'storeValues', params: ({ event }) => event.values },
          description: 'A refused request moved nothing, so the corrected form is a new request.',
        },
        'request.reset': { target: 'editing', actions: 'clearAll' },
      },
    },
    failed: {
      on: {
        'request.retry': {
          target: 'submitting',
          actions: 'clearError',
          description: 'The same values with the same id: the gateway answers what it answered the first time.',
        },
        'request.reset': { target: 'editing', actions: 'clearAll' },
      },
    },
  },
});
