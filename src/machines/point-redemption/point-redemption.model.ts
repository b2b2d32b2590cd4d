/**
 * Event cases for path generation over a redemption: a good choice, a
 * quantity above the stock, the right and a wrong password, a refusal and
 * a lost answer of the submit.
 */
import type { EventObject } from 'xstate';
import type { MachineModel } from '../model-types';
import { serializeWithContext, type ModelEvent } from '../session/session.model';

export const pointRedemptionEvents = {
  idDone: 'xstate.done.actor.createRequestId',
  submitDone: 'xstate.done.actor.submitRedemption',
  submitError: 'xstate.error.actor.submitRedemption',
} as const;

export const pointRedemptionCases = {
  good: { rewardId: 1, quantity: 1, address: 'model-address', mobile: '09170000000' },
} as const;

export const pointRedemptionModel: MachineModel<EventObject> = {
  events: <ModelEvent[]>[
    { type: 'redemption.choose', choice: pointRedemptionCases.good },
    { type: 'password.submit', paymentPassword: 'good' },
    { type: 'redemption.back' },
    { type: 'redemption.retry' },
    { type: 'redemption.reset' },
    { type: pointRedemptionEvents.idDone, output: 'model-request-id' },
    { type: pointRedemptionEvents.submitDone, output: { redemption: { reference: 'model-reference', status: 'process' }, pointBalance: 0 } },
    { type: pointRedemptionEvents.submitError, error: { code: 'invalid.payment.pw' } },
    { type: pointRedemptionEvents.submitError, error: { code: 'network.abnormal' } },
  ],
  serializeState: serializeWithContext((context) => [context.errorCode]),
};
