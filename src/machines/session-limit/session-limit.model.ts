/**
 * Event cases for path generation over the session-limit warning. The
 * gateway's answers come with no limit, a limit well ahead, or one within
 * the warning's minutes; the read at the end answers (the limit moved) or is
 * refused (the session ended).
 */
import type { EventObject } from 'xstate';
import { sessionEndWarningMs, type SessionTime } from '../../services/schemas/session-time';
import type { MachineModel } from '../model-types';
import { serializeWithContext, type ModelEvent } from '../session/session.model';

export const sessionLimitEvents = {
  loadDone: 'xstate.done.actor.loadSessionTime',
  loadError: 'xstate.error.actor.loadSessionTime',
  warningAfter: 'xstate.after.untilWarning.sessionLimit.counting',
  countingReread: 'xstate.after.reread.sessionLimit.counting',
  unlimitedReread: 'xstate.after.reread.sessionLimit.unlimited',
  endAfter: 'xstate.after.untilEnd.sessionLimit.warning',
  retryAfter: 'xstate.after.retry.sessionLimit.failed',
} as const;

const now = 1_800_000_000_000;
const minute = 60_000;
const base = {
  realityCheckMinutes: 0,
  startedAt: now - 20 * minute,
  checkDueAt: null,
  checkDue: false,
  wagered: '0.00',
  net: '0.00',
  now,
};

export const modelSessionLimits = {
  none: { ...base, sessionLimitMinutes: null, endsAt: null, warnAt: null },
  ahead: { ...base, sessionLimitMinutes: 30, endsAt: now + 10 * minute, warnAt: now + 10 * minute - sessionEndWarningMs },
  near: {
    ...base,
    sessionLimitMinutes: 30,
    endsAt: now + sessionEndWarningMs - minute,
    warnAt: now - minute,
  },
} satisfies Record<string, SessionTime>;

export type LimitShown = keyof typeof modelSessionLimits;

export function limitShown(time: SessionTime | null): LimitShown | null {
  if (!time) return null;
  if (time.warnAt === null) return 'none';
  return time.warnAt <= time.now ? 'near' : 'ahead';
}

export const sessionLimitModel: MachineModel<EventObject> = {
  events: <ModelEvent[]>[
    { type: 'warning.dismiss' },
    { type: 'time.changed' },
    { type: sessionLimitEvents.loadDone, output: modelSessionLimits.none },
    { type: sessionLimitEvents.loadDone, output: modelSessionLimits.ahead },
    { type: sessionLimitEvents.loadDone, output: modelSessionLimits.near },
    {
      type: sessionLimitEvents.loadError,
      error: { code: 'login.not.session' },
    },
    { type: sessionLimitEvents.warningAfter },
    { type: sessionLimitEvents.countingReread },
    { type: sessionLimitEvents.unlimitedReread },
    { type: sessionLimitEvents.endAfter },
    { type: sessionLimitEvents.retryAfter },
  ],
  serializeState: serializeWithContext((context) => [limitShown(context.time), context.errorCode]),
};
