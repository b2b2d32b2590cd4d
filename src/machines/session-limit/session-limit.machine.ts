/**
 * The warning before the member's session limit ends the session. The
 * gateway ends it (every call after its end answers "not signed in", which
 * signs the portal out); this machine only reads when that will be and
 * warns when the gateway says to (`warnAt`, a few minutes before). At the end it asks the gateway once more:
 * the refusal signs the portal out at once, while an answer means the member
 * lifted or moved the limit meanwhile and counting starts again.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { SessionTime } from '../../services/schemas/session-time';
import { refusalOf } from '../session/access-errors';

export interface SessionLimitContext {
  time: SessionTime | null;
  /** The gateway time the delays count from: the answer's `now`, or the warning's start once it shows. */
  at: number;
  errorCode: string | null;
}

export type SessionLimitEvent = { type: 'warning.dismiss' } | { type: 'time.changed' };

const fail = (name: string) => async () => {
  throw new Error(`${name} not provided`);
};

const longest = 2 ** 31 - 1;
const until = (context: SessionLimitContext, moment: 'warnAt' | 'endsAt') => Math.min(longest, Math.max(0, (context.time?.[moment] ?? 0) - context.at));

export const sessionLimitMachine = setup({
  types: {
    context: {} as SessionLimitContext,
    events: {} as SessionLimitEvent,
  },
  actors: {
    loadSessionTime: fromPromise<SessionTime>(fail('loadSessionTime')),
  },
  delays: {
    untilWarning: ({ context }) => until(context, 'warnAt'),
    untilEnd: ({ context }) => until(context, 'endsAt'),
    reread: 5 * 60_000,
    retry: 30_000,
  },
  guards: {
    hasLimit: (_, answer: SessionTime) => answer.endsAt !== null,
    isWarningDue: (_, answer: SessionTime) => answer.warnAt !== null && answer.warnAt <= answer.now,
  },
  actions: {
    storeTime: assign((_, time: SessionTime) => ({
      time,
      at: time.now,
      errorCode: null,
    })),
    startWarning: assign(({ context }) => ({
      at: context.time?.warnAt ?? context.at,
    })),
    storeRefusal: assign((_, params: { error: unknown }) => ({
      errorCode: refusalOf(params.error).errorCode,
    })),
  },
}).createMachine({
  id: 'sessionLimit',
  context: { time: null, at: 0, errorCode: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSessionTime',
        src: 'loadSessionTime',
        onDone: [
          {
            guard: {
              type: 'isWarningDue',
              params: ({ event }) => event.output,
            },
            target: 'warning',
            actions: { type: 'storeTime', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'hasLimit', params: ({ event }) => event.output },
            target: 'counting',
            actions: { type: 'storeTime', params: ({ event }) => event.output },
          },
          {
            target: 'unlimited',
            actions: { type: 'storeTime', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'failed',
          actions: {
            type: 'storeRefusal',
            params: ({ event }) => ({ error: event.error }),
          },
        },
      },
    },
    failed: { after: { retry: 'loading' }, on: { 'time.changed': 'loading' } },
    unlimited: {
      after: { reread: 'loading' },
      on: { 'time.changed': 'loading' },
    },
    counting: {
      after: {
        untilWarning: {
          target: 'warning',
          actions: 'startWarning',
          description: 'A few minutes before the gateway ends the session.',
        },
        reread: 'loading',
      },
      on: { 'time.changed': 'loading' },
    },
    warning: {
      initial: 'shown',
      after: {
        untilEnd: {
          target: 'ending',
          description: 'The gateway has ended the session by now.',
        },
      },
      on: { 'time.changed': 'loading' },
      states: {
        shown: { tags: ['open'], on: { 'warning.dismiss': 'noticed' } },
        noticed: {},
      },
    },
    ending: {
      invoke: {
        id: 'loadSessionTime',
        src: 'loadSessionTime',
        onDone: {
          target: 'loading',
          description: 'The limit was lifted or moved meanwhile: count again.',
        },
        onError: {
          target: 'ended',
          description: 'Refused as signed out: the portal’s session machine signs out.',
        },
      },
    },
    ended: { type: 'final' },
  },
});
