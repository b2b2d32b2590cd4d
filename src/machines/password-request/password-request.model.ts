/**
 * Event cases for path generation over a password-checked request. The
 * choice is a case marker the test turns into a real redemption or
 * conversion; `good` and `wrong` passwords likewise. The submit fails in two
 * ways: a refusal (the gateway's code) and a lost answer (the points may
 * have moved). A choice beyond the member's points never gets that far.
 */
import type { EventObject } from 'xstate';
import type { MachineModel } from '../model-types';
import { serializeWithContext, type ModelEvent } from '../session/session.model';

export const passwordRequestEvents = {
  idDone: 'xstate.done.actor.createRequestId',
  submitDone: 'xstate.done.actor.submitRequest',
  submitError: 'xstate.error.actor.submitRequest',
} as const;

export const passwordCases = { good: 'good', wrong: 'wrong' } as const;
export type PasswordCase = keyof typeof passwordCases;

export const passwordRequestModel: MachineModel<EventObject> = {
  events: <ModelEvent[]>[
    { type: 'request.choose', choice: { which: 'good' }, budget: { cost: 100, available: 1000 } },
    // Beyond the member's points: refused before the password step, so the gateway never hears of it.
    { type: 'request.choose', choice: { which: 'short' }, budget: { cost: 1100, available: 1000 } },
    ...Object.values(passwordCases).map((paymentPassword) => ({ type: 'password.submit', paymentPassword })),
    { type: 'request.back' },
    { type: 'request.retry' },
    { type: 'request.reset' },
    { type: passwordRequestEvents.idDone, output: 'model-request-id' },
    { type: passwordRequestEvents.submitDone, output: { pointBalance: 0 } },
    { type: passwordRequestEvents.submitError, error: { code: 'invalid.payment.pw' } },
    { type: passwordRequestEvents.submitError, error: { code: 'network.abnormal' } },
  ],
  // The password given and whether an answer came decide the outcome; the request id is the same marker everywhere.
  serializeState: serializeWithContext((context) => [context.paymentPassword, context.errorCode]),
};
