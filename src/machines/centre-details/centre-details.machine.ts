/**
 * One answer a member-centre page is built on (the security settings, the
 * referral link, the rebate rates with what can be claimed). A reload after
 * the member changed something keeps the last answer on screen; only the
 * first load shows a skeleton, and only a failed first load shows retry.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../session/access-errors';

export interface CentreDetailsContext {
  data: unknown;
  errorCode: string | null;
}

export type CentreDetailsEvent = { type: 'details.retry' } | { type: 'details.refresh' };

export const centreDetailsMachine = setup({
  types: {
    context: {} as CentreDetailsContext,
    events: {} as CentreDetailsEvent,
  },
  actors: {
    loadDetails: fromPromise<unknown, void>(async () => {
      throw new Error('loadDetails not provided');
    }),
  },
  actions: {
    storeData: assign((_, params: { data: unknown }) => ({ data: params.data, errorCode: null })),
    storeError: assign((_, params: { error: unknown }) => ({ errorCode: errorCodeOf(params.error) })),
  },
}).createMachine({
  id: 'centreDetails',
  context: { data: null, errorCode: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadDetails',
        src: 'loadDetails',
        onDone: { target: 'ready', actions: { type: 'storeData', params: ({ event }) => ({ data: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'details.retry': { target: 'loading' } },
    },
    ready: {
      initial: 'shown',
      on: { 'details.refresh': { target: '.reloading', description: 'The member changed something: ask again, keeping the last answer on screen.' } },
      states: {
        shown: {},
        reloading: {
          tags: ['busy'],
          invoke: {
            id: 'loadDetails',
            src: 'loadDetails',
            onDone: { target: 'shown', actions: { type: 'storeData', params: ({ event }) => ({ data: event.output }) } },
            onError: {
              target: 'shown',
              actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
              description: 'The last answer stays; the page may say it could not be refreshed.',
            },
          },
        },
      },
    },
  },
});
