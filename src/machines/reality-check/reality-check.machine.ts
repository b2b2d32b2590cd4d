/**
 * The reality check of a signed-in session. The gateway keeps the clock:
 * this machine reads when the next check falls due, waits for it, reads the
 * figures again and shows them until the member keeps playing (the gateway
 * records the answer and the next check falls due one interval later) or
 * stops (the session ends). While the dialog is open the gateway refuses the
 * member's stakes in every tab, so a game elsewhere waits for the answer.
 * The answer is read again every minute: a check answered in another tab
 * closes the dialog here, a new interval chosen on Safer play applies.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { SessionTime } from '../../services/schemas/session-time';
import { refusalOf } from '../session/access-errors';

export interface RealityCheckContext {
  /** The gateway's last answer; its `now` is the moment the delays count from. */
  time: SessionTime | null;
  errorCode: string | null;
}

export type RealityCheckEvent = { type: 'check.continue' } | { type: 'check.stop' } | { type: 'time.changed' };

const fail = (name: string) => async () => {
  throw new Error(`${name} not provided`);
};

/** setTimeout's largest delay: a check further off than ~24 days is waited for by the minute's reread. */
const longest = 2 ** 31 - 1;

export const realityCheckMachine = setup({
  types: {
    context: {} as RealityCheckContext,
    events: {} as RealityCheckEvent,
  },
  actors: {
    loadSessionTime: fromPromise<SessionTime>(fail('loadSessionTime')),
    acknowledgeCheck: fromPromise<SessionTime>(fail('acknowledgeCheck')),
    stopPlay: fromPromise<void>(fail('stopPlay')),
  },
  delays: {
    untilCheck: ({ context }) => Math.min(longest, Math.max(0, (context.time?.checkDueAt ?? 0) - (context.time?.now ?? 0))),
    reread: 60_000,
    retry: 30_000,
  },
  guards: {
    hasCheck: ({ context }) => context.time?.checkDueAt != null,
    isCheckDue: (_, answer: SessionTime) => answer.checkDue,
  },
  actions: {
    storeTime: assign((_, time: SessionTime) => ({ time, errorCode: null })),
    storeRefusal: assign((_, params: { error: unknown }) => ({
      errorCode: refusalOf(params.error).errorCode,
    })),
  },
}).createMachine({
  id: 'realityCheck',
  context: { time: null, errorCode: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSessionTime',
        src: 'loadSessionTime',
        onDone: [
          {
            guard: { type: 'isCheckDue', params: ({ event }) => event.output },
            target: 'dialog',
            actions: { type: 'storeTime', params: ({ event }) => event.output },
          },
          {
            target: 'idle',
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
    idle: {
      after: {
        untilCheck: {
          guard: 'hasCheck',
          target: 'due',
          description: 'The gateway’s clock says the check falls due now.',
        },
        reread: {
          target: 'loading',
          description: 'Another tab may have answered a check, or Safer play changed the interval.',
        },
      },
      on: { 'time.changed': 'loading' },
    },
    due: {
      tags: ['checking'],
      invoke: {
        id: 'loadSessionTime',
        src: 'loadSessionTime',
        onDone: [
          {
            guard: { type: 'isCheckDue', params: ({ event }) => event.output },
            target: 'dialog',
            actions: { type: 'storeTime', params: ({ event }) => event.output },
            description: 'The figures the dialog shows are the gateway’s, read when the check fell due.',
          },
          {
            target: 'idle',
            actions: { type: 'storeTime', params: ({ event }) => event.output },
            description: 'Answered in another tab meanwhile.',
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
    dialog: {
      tags: ['checking', 'open'],
      after: {
        reread: {
          target: 'due',
          description: 'Answered in another tab: the dialog closes here too.',
        },
      },
      on: {
        'check.continue': 'acknowledging',
        'check.stop': {
          target: 'stopping',
          description: 'The member stops: the session ends and play with it.',
        },
      },
    },
    acknowledging: {
      tags: ['checking', 'open', 'busy'],
      invoke: {
        id: 'acknowledgeCheck',
        src: 'acknowledgeCheck',
        onDone: {
          target: 'idle',
          actions: { type: 'storeTime', params: ({ event }) => event.output },
        },
        onError: {
          target: 'dialog',
          actions: {
            type: 'storeRefusal',
            params: ({ event }) => ({ error: event.error }),
          },
        },
      },
    },
    stopping: {
      tags: ['checking', 'open', 'busy'],
      invoke: {
        id: 'stopPlay',
        src: 'stopPlay',
        onDone: 'stopped',
        onError: 'stopped',
      },
    },
    stopped: { type: 'final' },
  },
});
