/**
 * Event cases for path generation over a money request. Values are case
 * markers the test turns into real amounts for the call it replays:
 * `good` is an amount the gateway accepts, `tooMuch` one above the balance.
 * The submit's failure comes in two kinds: a refusal (the gateway's code)
 * and a lost answer (the request may have moved money).
 */
import type { EventObject } from 'xstate';
import type { MachineModel } from '../model-types';
import { serializeWithContext, type ModelEvent } from '../session/session.model';

export const moneyRequestEvents = {
  idDone: 'xstate.done.actor.createRequestId',
  submitDone: 'xstate.done.actor.submitRequest',
  submitError: 'xstate.error.actor.submitRequest',
} as const;

export const moneyRequestCases = {
  good: { amount: 'good' },
  tooMuch: { amount: 'tooMuch' },
} as const;

export type MoneyRequestCase = keyof typeof moneyRequestCases;

export const moneyRequestModel: MachineModel<EventObject> = {
  events: <ModelEvent[]>[
    ...Object.values(moneyRequestCases).map((values) => ({ type: 'request.submit', values })),
    { type: 'request.retry' },
    { type: 'request.reset' },
    { type: moneyRequestEvents.idDone, output: 'model-request-id' },
    { type: moneyRequestEvents.submitDone, output: { reference: 'model-reference' } },
    { type: moneyRequestEvents.submitError, error: { code: 'wallet.insufficient.balance' } },
    { type: moneyRequestEvents.submitError, error: { code: 'network.abnormal' } },
  ],
  // The request id is the same marker on every path; the values and whether an answer came decide the outcome.
  serializeState: serializeWithContext((context) => [context.values, context.errorCode]),
};
