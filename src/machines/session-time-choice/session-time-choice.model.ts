/** Event cases for path generation over the session-time choice: the answers, a saved choice, a refused one (field error), a dropped connection. */
import type { EventObject } from 'xstate';
import type { SessionTime } from '../../services/schemas/session-time';
import type { MachineModel } from '../model-types';
import { serializeWithContext, type ModelEvent } from '../session/session.model';

const now = 1_800_000_000_000;
const base = {
  startedAt: now,
  checkDue: false,
  wagered: '0.00',
  net: '0.00',
  now,
};

export const modelChoiceAnswers = {
  none: {
    ...base,
    realityCheckMinutes: 0,
    sessionLimitMinutes: null,
    endsAt: null,
    warnAt: null,
    checkDueAt: null,
  },
  chosen: {
    ...base,
    realityCheckMinutes: 30,
    sessionLimitMinutes: 60,
    endsAt: now + 3_600_000,
    warnAt: now + 3_300_000,
    checkDueAt: now + 1_800_000,
  },
} satisfies Record<string, SessionTime>;

export const sessionTimeChoiceModel: MachineModel<EventObject> = {
  events: <ModelEvent[]>[
    {
      type: 'choice.save',
      choice: { realityCheckMinutes: 30, sessionLimitMinutes: 60 },
    },
    { type: 'choice.reload' },
    {
      type: 'xstate.done.actor.loadSessionTime',
      output: modelChoiceAnswers.none,
    },
    {
      type: 'xstate.error.actor.loadSessionTime',
      error: { code: 'network.abnormal' },
    },
    {
      type: 'xstate.done.actor.saveSessionTime',
      output: modelChoiceAnswers.chosen,
    },
    {
      type: 'xstate.error.actor.saveSessionTime',
      error: {
        code: 'request_param_err',
        fields: { realityCheckMinutes: 'protection.session.choice.invalid' },
      },
    },
  ],
  serializeState: serializeWithContext((context) => [context.saved > 0, context.errorCode]),
};
