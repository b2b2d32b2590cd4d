/**
 * Event cases for path generation over limit changes. The list the model
 * loads holds a daily deposit limit of 1000.00 and a weekly loss limit of
 * 300.00 with a raise to 800.00 that has come due. Submitting 500 lowers the
 * deposit limit (sent at once), 2000 raises it (reviewed first). Confirming
 * or cancelling the loss limit's raise leaves the list without it; the
 * answers come in two variants, with and without that raise, and the test's
 * oracle keeps the one the gateway would give. A refused change is a
 * field error; the other calls fail as a dropped connection.
 */
import type { EventObject } from 'xstate';
import type { LimitsAnswer, LimitState } from '../../services/schemas/limits';
import type { MachineModel } from '../model-types';
import { serializeWithContext, type ModelEvent } from '../session/session.model';

export const limitChangeEvents = {
  loadDone: 'xstate.done.actor.loadLimits',
  loadError: 'xstate.error.actor.loadLimits',
  setDone: 'xstate.done.actor.setLimit',
  setError: 'xstate.error.actor.setLimit',
  confirmDone: 'xstate.done.actor.confirmLimit',
  confirmError: 'xstate.error.actor.confirmLimit',
  cancelDone: 'xstate.done.actor.cancelPendingLimit',
  cancelError: 'xstate.error.actor.cancelPendingLimit',
} as const;

export const modelAmounts = { lower: '500', higher: '2000' } as const;

const none = (kind: LimitState['kind'], window: LimitState['window']): LimitState => ({ kind, window, amount: null, used: '0.00', remaining: null, pending: null });

/** The model's list, with or without the loss limit's raise waiting. */
export function modelLimits(withRaise: boolean): LimitsAnswer {
  const now = 1_800_000_000_000;
  const pending = withRaise ? { amount: '800.00', requestedAt: now - 25 * 3_600_000, effectiveAt: now - 3_600_000, due: true } : null;
  return {
    now,
    offer: false,
    limits: [
      { kind: 'deposit', window: 'day', amount: '1000.00', used: '0.00', remaining: '1000.00', pending: null },
      none('deposit', 'week'),
      none('deposit', 'month'),
      none('loss', 'day'),
      { kind: 'loss', window: 'week', amount: '300.00', used: '0.00', remaining: '300.00', pending },
      none('loss', 'month'),
      none('wager', 'day'),
      none('wager', 'week'),
      none('wager', 'month'),
    ],
  };
}

export const hasModelRaise = (limits: LimitsAnswer | null): boolean => limits?.limits.some((limit) => limit.kind === 'loss' && limit.window === 'week' && limit.pending !== null) ?? false;

const network = { code: 'network.abnormal' };

export const limitChangeModel: MachineModel<EventObject> = {
  events: <ModelEvent[]>[
    { type: 'list.reload' },
    { type: 'limit.submit', kind: 'deposit', window: 'day', amount: modelAmounts.lower },
    { type: 'limit.submit', kind: 'deposit', window: 'day', amount: modelAmounts.higher },
    { type: 'limit.proceed' },
    { type: 'limit.back' },
    { type: 'limit.confirm', kind: 'loss', window: 'week' },
    { type: 'limit.cancel', kind: 'loss', window: 'week' },
    { type: limitChangeEvents.loadDone, output: modelLimits(true) },
    { type: limitChangeEvents.loadDone, output: modelLimits(false) },
    { type: limitChangeEvents.loadError, error: network },
    { type: limitChangeEvents.setDone, output: { outcome: 'applied', ...modelLimits(true) } },
    { type: limitChangeEvents.setDone, output: { outcome: 'applied', ...modelLimits(false) } },
    { type: limitChangeEvents.setError, error: { code: 'request_param_err', fields: { amount: 'field.invalid' } } },
    { type: limitChangeEvents.confirmDone, output: { outcome: 'applied', ...modelLimits(false) } },
    { type: limitChangeEvents.confirmError, error: network },
    { type: limitChangeEvents.cancelDone, output: { outcome: 'unchanged', ...modelLimits(false) } },
    { type: limitChangeEvents.cancelError, error: network },
  ],
  // Whether the raise still waits decides the guards; the error and the draft decide what the form shows.
  serializeState: serializeWithContext((context) => [context.limits === null ? null : hasModelRaise(context.limits), context.errorCode, context.draft?.amount ?? null]),
};
