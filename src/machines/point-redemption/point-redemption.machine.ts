/**
 * One redemption in the points mall: the member chooses goods (quantity,
 * and address and mobile for shipped goods), gives the withdrawal password,
 * and the gateway takes the points and opens a request in process. Each
 * confirmed password gets a request id; a lost answer keeps it, so the
 * retry replays instead of taking points twice. A refusal keeps the
 * gateway's code (and field codes) for the dialog.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorCodeOf, fieldErrorsOf } from '../session/access-errors';
import { isUncertainCode } from '../money-request/money-request-rules';

export interface RedemptionChoice {
  rewardId: number;
  quantity: number;
  address: string;
  mobile: string;
}

export interface RedemptionSubmission extends RedemptionChoice {
  requestId: string;
  paymentPassword: string;
}

export interface PointRedemptionContext {
  choice: RedemptionChoice | null;
  paymentPassword: string | null;
  requestId: string | null;
  answer: unknown;
  errorCode: string | null;
  fieldErrors: Record<string, string> | null;
}

export type PointRedemptionEvent =
  | { type: 'redemption.choose'; choice: RedemptionChoice }
  | { type: 'password.submit'; paymentPassword: string }
  | { type: 'redemption.back' }
  | { type: 'redemption.retry' }
  | { type: 'redemption.reset' };

export const pointRedemptionMachine = setup({
  types: { context: {} as PointRedemptionContext, events: {} as PointRedemptionEvent },
  actors: {
    createRequestId: fromPromise<string>(async () => {
      throw new Error('createRequestId not provided');
    }),
    submitRedemption: fromPromise<unknown, RedemptionSubmission>(async () => {
      throw new Error('submitRedemption not provided');
    }),
  },
  guards: {
    isUncertain: (_, params: { error: unknown }) => isUncertainCode(errorCodeOf(params.error)),
  },
  actions: {
    storeChoice: assign((_, choice: RedemptionChoice) => ({ choice, errorCode: null, fieldErrors: null })),
    storePassword: assign((_, paymentPassword: string) => ({ paymentPassword, requestId: null, errorCode: null, fieldErrors: null })),
    storeRequestId: assign((_, requestId: string) => ({ requestId })),
    storeAnswer: assign((_, { answer }: { answer: unknown }) => ({ answer, paymentPassword: null, errorCode: null, fieldErrors: null })),
    storeRefusal: assign((_, { error }: { error: unknown }) => {
      const fields = fieldErrorsOf(error);
      return { paymentPassword: null, errorCode: errorCodeOf(error), fieldErrors: Object.keys(fields).length ? fields : null };
    }),
    storeFailure: assign((_, { error }: { error: unknown }) => ({ errorCode: errorCodeOf(error), fieldErrors: null })),
    clearError: assign({ errorCode: null }),
    clearAll: assign({ choice: null, paymentPassword: null, requestId: null, answer: null, errorCode: null, fieldErrors: null }),
  },
}).createMachine({
  id: 'pointRedemption',
  context: { choice: null, paymentPassword: null, requestId: null, answer: null, errorCode: null, fieldErrors: null },
  initial: 'choosing',
  states: {
    choosing: {
      on: { 'redemption.choose': { target: 'password', actions: { type: 'storeChoice', params: ({ event }) => event.choice } } },
    },
    password: {
      on: {
        'password.submit': { target: 'identifying', actions: { type: 'storePassword', params: ({ event }) => event.paymentPassword } },
        'redemption.back': { target: 'choosing', description: 'Change the quantity or the address before confirming.' },
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
        id: 'submitRedemption',
        src: 'submitRedemption',
        input: ({ context }) => ({ ...context.choice!, requestId: context.requestId!, paymentPassword: context.paymentPassword ?? '' }),
        onDone: { target: 'inProcess', actions: { type: 'storeAnswer', params: ({ event }) => ({ answer: event.output }) } },
        onError: [
          {
            guard: { type: 'isUncertain', params: ({ event }) => ({ error: event.error }) },
            target: 'failed',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            description: 'No answer: the points may have been taken. Only a retry with the same id is offered.',
          },
          { target: 'refused', actions: { type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    inProcess: {
      description: 'The points are taken; the request waits for an operator to approve or reject it.',
      on: { 'redemption.reset': { target: 'choosing', actions: 'clearAll' } },
    },
    refused: {
      on: {
        'password.submit': {
          target: 'identifying',
          actions: { type: 'storePassword', params: ({ event }) => event.paymentPassword },
          description: 'A refused request took nothing, so another try is a new request with a new id.',
        },
        'redemption.back': { target: 'choosing', actions: 'clearError' },
        'redemption.reset': { target: 'choosing', actions: 'clearAll' },
      },
    },
    failed: {
      on: {
        'redemption.retry': {
          target: 'submitting',
          actions: 'clearError',
          description: 'The same choice with the same id: the gateway answers what it answered the first time.',
        },
        'redemption.reset': { target: 'choosing', actions: 'clearAll' },
      },
    },
  },
});
