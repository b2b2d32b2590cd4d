/** Event cases for path generation over a centre form: plain and confirmed submits, success and refusal, cancel and reset. */
import type { EventObject } from 'xstate';
import type { MachineModel } from '../model-types';
import type { ModelEvent } from '../session/session.model';

export const centreSubmitEvents = {
  done: 'xstate.done.actor.submitForm',
  error: 'xstate.error.actor.submitForm',
} as const;

export const centreSubmitModel: MachineModel<EventObject> = {
  events: <ModelEvent[]>[
    { type: 'form.submit', values: { nickname: 'case:valid' } },
    { type: 'form.submit', values: { birthday: 'case:valid' }, confirm: true },
    { type: 'form.confirm' },
    { type: 'form.cancel' },
    { type: 'form.reset' },
    { type: centreSubmitEvents.done, output: { saved: true } },
    { type: centreSubmitEvents.error, error: { code: 'field.invalid', fields: { nickname: 'field.invalid' } } },
  ],
  // The values do not change what may happen next; the state does.
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
};
