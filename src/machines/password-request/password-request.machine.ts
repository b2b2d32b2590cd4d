/**
 * A request the member confirms with the withdrawal password: a points-mall
 * redemption (goods, quantity, address) or a conversion of points to
 * balance. The member chooses, gives the password, and the gateway answers:
 * the redemption is then in process (an operator decides), the conversion
 * done. Each confirmed password gets a request id; a lost answer keeps it,
 * so the retry replays instead of taking points twice. A refusal keeps the
 * gateway's code and field codes for the form. A choice that costs more
 * points than the member has (when the page knows both) is refused before
 * the password is asked for; the gateway still checks in its transaction.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorCodeOf, refusalOf } from '../session/access-errors';
import { isUncertainCode } from '../money-request/money-request-rules';

/** What the member chose, as the call takes it (goods and quantity, or points), without id and password. */
export type RequestChoice = Record<string, unknown>;

/** The gateway's refusal of a request beyond the member's points, repeated here to refuse it early with the same text. */
export const pointsShortCode = 'points.insufficient';

/** What a choice costs and what the member has, in points; `available` is null until loaded (then only the gateway checks). */
export interface PointsBudget {
  cost: number;
  available: number | null;
}

export interface PasswordSubmission {
  requestId: string;
  choice: RequestChoice;
  paymentPassword: string;
}

export interface PasswordRequestContext {
  choice: RequestChoice | null;
  /** Held only while the request is on its way; dropped once the gateway answered. */
  paymentPassword: string | null;
  /** The id of the submission under way or last answered; kept across a retry. */
  requestId: string | null;
  answer: unknown;
  errorCode: string | null;
  fieldErrors: Record<string, string> | null;
}

export type PasswordRequestEvent =
  | { type: 'request.choose'; choice: RequestChoice; budget?: PointsBudget }
  | { type: 'password.submit'; paymentPassword: string }
  | { type: 'request.back' }
  | { type: 'request.retry' }
  | { type: 'request.reset' };

export const passwordRequestMachine = setup({
  types: { context: {} as PasswordRequestContext, events: {} as PasswordRequestEvent },
  actors: {
    createRequestId: fromPromise<string>(async () => {
      throw new Error('createRequestId not provided');
    }),
    submitRequest: fromPromise<unknown, PasswordSubmission>(async () => {
      throw new Error('submitRequest not provided');
    }),
  },
  guards: {
    isUncertain: (_, params: { error: unknown }) => isUncertainCode(errorCodeOf(params.error)),
    isBeyondPoints: (_, budget: PointsBudget | undefined) => budget !== undefined && budget.available !== null && budget.cost > budget.available,
  },
  actions: {
    storeChoice: assign((_, choice: RequestChoice) => ({ choice, errorCode: null, fieldErrors: null })),
    // A new object each time, so the form shows the refusal again when the same choice is sent again.
    storeShortfall: assign((_, choice: RequestChoice) => ({ choice, errorCode: pointsShortCode, fieldErrors: {} })),
    storePassword: assign((_, paymentPassword: string) => ({ paymentPassword, requestId: null, errorCode: null, fieldErrors: null })),
    storeRequestId: assign((_, requestId: string) => ({ requestId })),
    storeAnswer: assign((_, params: { answer: unknown }) => ({ answer: params.answer, paymentPassword: null, errorCode: null, fieldErrors: null })),
    // The password is dropped with every refusal: it is never kept longer than one submission.
    storeRefusal: assign((_, params: { error: unknown }) => ({ paymentPassword: null, ...refusalOf(params.error) })),
    storeFailure: assign((_, params: { error: unknown }) => ({ errorCode: errorCodeOf(params.error), fieldErrors: null })),
    clearError: assign({ errorCode: null, fieldErrors: null }),
    clearAll: assign({ choice: null, paymentPassword: null, requestId: null, answer: null, errorCode: null, fieldErrors: null }),
  },
}).createMachine({
  id: 'passwordRequest',
  context: { choice: null, paymentPassword: null, requestId: null, answer: null, errorCode: null, fieldErrors: null },
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'request.choose': [
          {
            guard: { type: 'isBeyondPoints', params: ({ event }) => event.budget },
            actions: { type: 'storeShortfall', params: ({ event }) => event.choice },
            description: 'The loaded points do not cover the choice: no password is asked for a request the gateway would refuse.',
          },
          { target: 'password', actions: { type: 'storeChoice', params: ({ event }) => event.choice } },
        ],
      },
    },
    password: {
      on: {
        'password.submit': { target: 'identifying', actions: { type: 'storePassword', params: ({ event }) => event.paymentPassword } },
        'request.back': { target: 'choosing', description: 'Change the choice before confirming; it stays filled in.' },
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
        input: ({ context }) => ({ requestId: context.requestId!, choice: context.choice ?? {}, paymentPassword: context.paymentPassword ?? '' }),
        onDone: { target: 'answered', actions: { type: 'storeAnswer', params: ({ event }) => ({ answer: event.output }) } },
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
    answered: {
      description: 'A redemption is in process (an operator approves or rejects it); a conversion is done.',
      on: { 'request.reset': { target: 'choosing', actions: 'clearAll' } },
    },
    refused: {
      on: {
        'password.submit': {
          target: 'identifying',
          actions: { type: 'storePassword', params: ({ event }) => event.paymentPassword },
          description: 'A refused request took nothing, so another try is a new request with a new id.',
        },
        'request.back': { target: 'choosing', actions: 'clearError', description: 'Change the choice the gateway refused (stock, points, address).' },
        'request.reset': { target: 'choosing', actions: 'clearAll' },
      },
    },
    failed: {
      on: {
        'request.retry': {
          target: 'submitting',
          actions: 'clearError',
          description: 'The same choice and password with the same id: the gateway answers what it answered the first time.',
        },
        'request.reset': { target: 'choosing', actions: 'clearAll' },
      },
    },
  },
});
