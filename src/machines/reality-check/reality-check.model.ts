/**
 * Event cases for path generation over the reality check. The gateway's
 * answers come with no checks, a check still ahead, or a check due; the
 * answer to a check and the sign-out at "stop" succeed or fail as a dropped
 * connection. The timers are the machine's own: the check falling due, the
 * minute's reread, the retry after a failed read.
 */
import type { EventObject } from 'xstate';
import type { SessionTime } from '../../services/schemas/session-time';
import type { MachineModel } from '../model-types';
import { serializeWithContext, type ModelEvent } from '../session/session.model';

export const realityCheckEvents = {
  loadDone: 'xstate.done.actor.loadSessionTime',
  loadError: 'xstate.error.actor.loadSessionTime',
  ackDone: 'xstate.done.actor.acknowledgeCheck',
  ackError: 'xstate.error.actor.acknowledgeCheck',
  stopDone: 'xstate.done.actor.stopPlay',
  stopError: 'xstate.error.actor.stopPlay',
  checkAfter: 'xstate.after.untilCheck.realityCheck.idle',
  idleReread: 'xstate.after.reread.realityCheck.idle',
  dialogReread: 'xstate.after.reread.realityCheck.dialog',
  retryAfter: 'xstate.after.retry.realityCheck.failed',
} as const;

const now = 1_800_000_000_000;
const minute = 60_000;
const base = {
  sessionLimitMinutes: null,
  startedAt: now - 15 * minute,
  endsAt: null,
  warnAt: null,
  wagered: '12.00',
  net: '-4.50',
  now,
};

/** The answers the model's reads give, named by what they show. */
export const modelSessionTimes = {
  none: { ...base, realityCheckMinutes: 0, checkDueAt: null, checkDue: false },
  ahead: {
    ...base,
    realityCheckMinutes: 15,
    checkDueAt: now + 15 * minute,
    checkDue: false,
  },
  due: { ...base, realityCheckMinutes: 15, checkDueAt: now, checkDue: true },
} satisfies Record<string, SessionTime>;

export type CheckShown = keyof typeof modelSessionTimes;

/** What an answer shows: no checks, one ahead, one due. */
export function checkShown(time: SessionTime | null): CheckShown | null {
  if (!time) return null;
  if (time.checkDue) return 'due';
  return time.checkDueAt === null ? 'none' : 'ahead';
}

const network = { code: 'network.abnormal' };

export const realityCheckModel: MachineModel<EventObject> = {
  events: <ModelEvent[]>[
    { type: 'check.continue' },
    { type: 'check.stop' },
    { type: 'time.changed' },
    { type: realityCheckEvents.loadDone, output: modelSessionTimes.none },
    { type: realityCheckEvents.loadDone, output: modelSessionTimes.ahead },
    { type: realityCheckEvents.loadDone, output: modelSessionTimes.due },
    { type: realityCheckEvents.loadError, error: network },
    { type: realityCheckEvents.ackDone, output: modelSessionTimes.ahead },
    { type: realityCheckEvents.ackError, error: network },
    { type: realityCheckEvents.stopDone },
    { type: realityCheckEvents.stopError, error: network },
    { type: realityCheckEvents.checkAfter },
    { type: realityCheckEvents.idleReread },
    { type: realityCheckEvents.dialogReread },
    { type: realityCheckEvents.retryAfter },
  ],
  // What the last answer shows decides the timer guard; the error decides what the dialog says.
  serializeState: serializeWithContext((context) => [checkShown(context.time), context.errorCode]),
};
