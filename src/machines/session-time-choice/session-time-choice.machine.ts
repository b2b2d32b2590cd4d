/**
 * Choosing a session limit and a reality-check interval on Safer play. The
 * gateway holds the choice and applies it to the member's live sessions at
 * once; a choice not offered comes back as a field error below its field.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { SessionTime, SessionTimeInput } from '../../services/schemas/session-time';
import { refusalOf } from '../session/access-errors';

export interface SessionTimeChoiceContext {
  time: SessionTime | null;
  choice: SessionTimeInput | null;
  /** How many choices were saved: the view says "saved", the clocks read again. */
  saved: number;
  errorCode: string | null;
  fieldErrors: Record<string, string> | null;
}

export type SessionTimeChoiceEvent = { type: 'choice.save'; choice: SessionTimeInput } | { type: 'choice.reload' };

const fail = (name: string) => async () => {
  throw new Error(`${name} not provided`);
};

export const sessionTimeChoiceMachine = setup({
  types: {
    context: {} as SessionTimeChoiceContext,
    events: {} as SessionTimeChoiceEvent,
  },
  actors: {
    loadSessionTime: fromPromise<SessionTime>(fail('loadSessionTime')),
    saveSessionTime: fromPromise<SessionTime, SessionTimeInput>(fail('saveSessionTime')),
  },
  actions: {
    storeTime: assign((_, time: SessionTime) => ({
      time,
      errorCode: null,
      fieldErrors: null,
    })),
    storeSaved: assign(({ context }, time: SessionTime) => ({
      time,
      saved: context.saved + 1,
      choice: null,
      errorCode: null,
      fieldErrors: null,
    })),
    storeChoice: assign((_, choice: SessionTimeInput) => ({
      choice,
      errorCode: null,
      fieldErrors: null,
    })),
    storeRefusal: assign((_, params: { error: unknown }) => ({
      ...refusalOf(params.error),
      choice: null,
    })),
  },
}).createMachine({
  id: 'sessionTimeChoice',
  context: {
    time: null,
    choice: null,
    saved: 0,
    errorCode: null,
    fieldErrors: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadSessionTime',
        src: 'loadSessionTime',
        onDone: {
          target: 'ready',
          actions: { type: 'storeTime', params: ({ event }) => event.output },
        },
        onError: {
          target: 'loadFailed',
          actions: {
            type: 'storeRefusal',
            params: ({ event }) => ({ error: event.error }),
          },
        },
      },
    },
    loadFailed: { on: { 'choice.reload': 'loading' } },
    ready: {
      on: {
        'choice.save': {
          target: 'saving',
          actions: { type: 'storeChoice', params: ({ event }) => event.choice },
        },
        'choice.reload': 'loading',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveSessionTime',
        src: 'saveSessionTime',
        input: ({ context }) => context.choice!,
        onDone: {
          target: 'ready',
          actions: { type: 'storeSaved', params: ({ event }) => event.output },
          description: 'Applied at once to every live session of the member.',
        },
        onError: {
          target: 'ready',
          actions: {
            type: 'storeRefusal',
            params: ({ event }) => ({ error: event.error }),
          },
        },
      },
    },
  },
});
