/** Event cases for path generation over the reasoned-action statechart: a submit accepted, or refused with a code and a field. */
import type { EventObject } from 'xstate';
import type { MachineModel } from '../../machines/model-types';
import type { ReasonedActionEvent } from './reasoned-action.machine';

type ModelEvent = ReasonedActionEvent | (EventObject & { output?: unknown; error?: unknown });

export const reasonedActionModel: MachineModel<ModelEvent> = {
  events: [
    { type: 'action.submit', payload: { reason: 'case:reason' } },
    { type: 'action.again' },
    { type: 'xstate.done.actor.submitAction', output: { status: 'applied' } },
    { type: 'xstate.error.actor.submitAction', error: { code: 'backoffice.reason.required', fields: { reason: 'backoffice.reason.required' } } },
  ],
};
