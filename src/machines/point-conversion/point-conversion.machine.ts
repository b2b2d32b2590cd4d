/**
 * Converting points to main-wallet balance at the configured ratio: the
 * member enters whole points, confirms with the withdrawal password, and the
 * gateway moves points and money in one transaction. Each confirmed password
 * gets a request id; a lost answer keeps it, so the retry never converts
 * twice. A refusal keeps the gateway's code (and field codes) for the form.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorCodeOf, fieldErrorsOf } from '../session/access-errors';
import { isUncertainCode } from '../money-request/money-request-rules';

export interface ConversionSubmission {
  requestId: string;
  points: number;
  paymentPassword: string;
}

export interface PointConversionContext {
  points: number | null;
  paymentPassword: string | null;
  requestId: string | null;
  answer: unknown;
  errorCode: string | null;
  fieldErrors: Record<string, string> | null;
}

export type PointConversionEvent =
  | { type: 'conversion.submit'; points: number }
  | { type: 'password.submit'; paymentPassword: string }
  | { type: 'conversion.back' }
  | { type: 'conversion.retry' }
  | { type: 'conversion.reset' };

export const pointConversionMachine = setup({
  types: { context: {} as PointConversionContext, events: {} as PointConversionEvent },
  actors: {
    createRequestId: fromPromise<string>(async () => {
      throw new Error('createRequestId not provided');
    }),
    submitConversion: fromPromise<unknown, ConversionSubmission>(async () => {
      throw new Error('submitConversion not provided');
    }),
  },
  guards: {
    isUncertain: (_, params: { error: unknown }) => isUncertainCode(errorCodeOf(params.error)),
  },
  actions: {
    storePoints: assign((_, points: number) => ({ points, errorCode: null, fieldErrors: null })),
    storePassword: assign((_, paymentPassword: string) => ({ paymentPassword, requestId: null, errorCode: null, fieldErrors: null })),
    storeRequestId: assign((_, requestId: string) => ({ requestId })),
    storeAnswer: assign((_, { answer }: { answer: unknown }) => ({ answer, paymentPassword: null, errorCode: null, fieldErrors: null })),
    storeRefusal: assign((_, { error }: { error: unknown }) => {
      const fields = fieldErrorsOf(error);
      return { paymentPassword: null, errorCode: errorCodeOf(error), fieldErrors: Object.keys(fields).length ? fields : null };
    }),
    storeFailure: assign((_, { error }: { error: unknown }) => ({ errorCode: errorCodeOf(error), fieldErrors: null })),
    clearError: assign({ errorCode: null }),
    clearAll: assign({ points: null, paymentPassword: null, requestId: null, answer: null, errorCode: null, fieldErrors: null }),
  },
}).createMachine({
  id: 'pointConversion',
  context: { points: null, paymentPassword: null, requestId: null, answer: null, errorCode: null, fieldErrors: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'conversion.submit': { target: 'password', actions: { type: 'storePoints', params: ({ event }) => event.points } } },
    },
    password: {
      on: {
        'password.submit': { target: 'identifying', actions: { type: 'storePassword', params: ({ event }) => event.paymentPassword } },
        'conversion.back': { target: 'editing', description: 'Change the points before confirming.' },
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
        id: 'submitConversion',
        src: 'submitConversion',
        input: ({ context }) => ({ requestId: context.requestId!, points: context.points ?? 0, paymentPassword: context.paymentPassword ?? '' }),
        onDone: { target: 'converted', actions: { type: 'storeAnswer', params: ({ event }) => ({ answer: event.output }) } },
        onError: [
          {
            guard: { type: 'isUncertain', params: ({ event }) => ({ error: event.error }) },
            target: 'failed',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            description: 'No answer: the points may have been converted. Only a retry with the same id is offered.',
          },
          { target: 'refused', actions: { type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    converted: {
      on: { 'conversion.reset': { target: 'editing', actions: 'clearAll' } },
    },
    refused: {
      on: {
        'password.submit': {
          target: 'identifying',
          actions: { type: 'storePassword', params: ({ event }) => event.paymentPassword },
          description: 'A refused conversion moved nothing, so another try is a new request with a new id.',
        },
        'conversion.back': { target: 'editing', actions: 'clearError' },
        'conversion.reset': { target: 'editing', actions: 'clearAll' },
      },
    },
    failed: {
      on: {
        'conversion.retry': {
          target: 'submitting',
          actions: 'clearError',
          description: 'The same points with the same id: the gateway answers what it answered the first time.',
        },
        'conversion.reset': { target: 'editing', actions: 'clearAll' },
      },
    },
  },
});
