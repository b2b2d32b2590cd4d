/** Event cases for path generation over a page's one answer: it comes, fails, is asked again. */
import type { EventObject } from 'xstate';
import type { MachineModel } from '../model-types';
import type { ModelEvent } from '../session/session.model';

export const centreDetailsEvents = {
  done: 'xstate.done.actor.loadDetails',
  error: 'xstate.error.actor.loadDetails',
} as const;

export const centreDetailsModel: MachineModel<EventObject> = {
  events: <ModelEvent[]>[
    { type: centreDetailsEvents.done, output: { loaded: true } },
    { type: centreDetailsEvents.error, error: { code: 'network.abnormal' } },
    { type: 'details.retry' },
    { type: 'details.refresh' },
  ],
  // The answer's content does not change what may happen next; the state does.
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
};
