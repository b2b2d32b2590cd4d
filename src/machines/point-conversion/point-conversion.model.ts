/** Event cases for path generation over a conversion: the right and a wrong password, a refusal and a lost answer. */
import type { EventObject } from 'xstate';
import type { MachineModel } from '../model-types';
import { serializeWithContext, type ModelEvent } from '../session/session.model';

export const pointConversionEvents = {
  idDone: 'xstate.done.actor.createRequestId',
  submitDone: 'xstate.done.actor.submitConversion',
  submitError: 'xstate.error.actor.submitConversion',
} as const;

export const pointConversionModel: MachineModel<EventObject> = {
  events: <ModelEvent[]>[
    { type: 'conversion.submit', points: 100 },
    { type: 'password.submit', paymentPassword: 'good' },
    { type: 'conversion.back' },
    { type: 'conversion.retry' },
    { type: 'conversion.reset' },
    { type: pointConversionEvents.idDone, output: 'model-request-id' },
    { type: pointConversionEvents.submitDone, output: { points: 100, amount: '1.00', pointBalance: 0, balance: '1.00' } },
    { type: pointConversionEvents.submitError, error: { code: 'point.convert.not.multiple' } },
    { type: pointConversionEvents.submitError, error: { code: 'network.abnormal' } },
  ],
  serializeState: serializeWithContext((context) => [context.errorCode]),
};
