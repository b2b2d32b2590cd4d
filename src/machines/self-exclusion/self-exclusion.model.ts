/**
 * Event cases for path generation over time-outs and self-exclusions. The
 * model's member chooses a 24-hour time-out and confirms it with the right
 * password or a wrong one; the answers come with no break, a time-out in
 * force, or a finished six-month exclusion the member may ask to lift (the
 * answer to which shows its cooling-off). A wrong password is a field error;
 * the other calls fail as a dropped connection.
 */
import type { EventObject } from 'xstate';
import type { BreakAnswer } from '../../services/schemas/protection-breaks';
import type { MachineModel } from '../model-types';
import { serializeWithContext, type ModelEvent } from '../session/session.model';

export const selfExclusionEvents = {
  loadDone: 'xstate.done.actor.loadBreak',
  loadError: 'xstate.error.actor.loadBreak',
  takeDone: 'xstate.done.actor.takeBreak',
  takeError: 'xstate.error.actor.takeBreak',
  liftDone: 'xstate.done.actor.requestBreakLift',
  liftError: 'xstate.error.actor.requestBreakLift',
} as const;

/** The model's password cases: the test's member has the first; the second is refused. */
export const modelPasswords = { right: 'Breaks123', wrong: 'not-the-password' } as const;

const now = 1_800_000_000_000;
const day = 24 * 3_600_000;

/** The answers the model's calls give, named by what they show. */
export const modelBreaks = {
  none: { current: null, now },
  timeout: { current: { kind: 'timeout', startedAt: now, endsAt: now + day, until: now + day, liftRequestedAt: null, lift: null, canRequestLift: false }, now },
  finished: { current: { kind: 'exclusion', startedAt: now - 183 * day, endsAt: now, until: null, liftRequestedAt: null, lift: null, canRequestLift: true }, now },
  // Asked: the request waits for an operator's decision, so the exclusion holds until lifted.
  lifting: {
    current: { kind: 'exclusion', startedAt: now - 183 * day, endsAt: now, until: null, liftRequestedAt: now, lift: { state: 'waiting', requestedAt: now, decidedAt: null, reason: '' }, canRequestLift: false },
    now,
  },
} satisfies Record<string, BreakAnswer>;

/** What a model answer shows, for the projection: none, timeout, finished (may ask to lift) or lifting. */
export function breakShown(answer: BreakAnswer | null): string | null {
  const current = answer?.current;
  if (!answer) return null;
  if (!current) return 'none';
  if (current.kind === 'timeout') return 'timeout';
  return current.canRequestLift ? 'finished' : 'lifting';
}

const network = { code: 'network.abnormal' };

export const selfExclusionModel: MachineModel<EventObject> = {
  events: <ModelEvent[]>[
    { type: 'break.reload' },
    { type: 'term.choose', term: '24h' },
    { type: 'term.back' },
    { type: 'break.confirm', password: modelPasswords.right },
    { type: 'break.confirm', password: modelPasswords.wrong },
    { type: 'lift.request' },
    { type: selfExclusionEvents.loadDone, output: modelBreaks.none },
    { type: selfExclusionEvents.loadDone, output: modelBreaks.finished },
    { type: selfExclusionEvents.loadDone, output: modelBreaks.timeout },
    { type: selfExclusionEvents.loadError, error: network },
    { type: selfExclusionEvents.takeDone, output: modelBreaks.timeout },
    { type: selfExclusionEvents.takeError, error: { code: 'login.password.incorrect', fields: { password: 'login.password.incorrect' } } },
    { type: selfExclusionEvents.liftDone, output: modelBreaks.lifting },
    { type: selfExclusionEvents.liftError, error: network },
  ],
  // What the answer shows decides the lift guard; the chosen term and the error decide what the form shows;
  // which password is on its way decides the answer.
  serializeState: serializeWithContext((context) => [breakShown(context.current), context.term, context.errorCode, context.password === '' ? null : context.password === modelPasswords.right]),
};
