/**
 * A record list of the member centre (betting records, ledger rows, profit,
 * bonus rows, inbox): one query of period, filter and page, and its answer.
 * Every query change re-enters `loading`, which stops the request under way:
 * the latest request wins, and an older answer arriving late never reaches
 * the list. A new period or filter starts again from the first page. A
 * refresh of the same query keeps the rows on screen until the new ones
 * are in (`refreshing`).
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../session/access-errors';
import { defaultPageSize, emptyRecords, type PagedRecordsInput, type RecordsPage, type RecordsPeriod, type RecordsQuery } from './paged-records-query';

export type { PagedRecordsInput, RecordsPage, RecordsPeriod, RecordsQuery } from './paged-records-query';
export { defaultPageSize, emptyRecords } from './paged-records-query';

export interface PagedRecordsContext {
  query: RecordsQuery;
  page: RecordsPage;
  errorCode: string | null;
  /** The load under way asks the shown query again: the rows stay until it answers. */
  refreshing: boolean;
}

export type PagedRecordsEvent =
  | { type: 'records.period'; period: RecordsPeriod }
  | { type: 'records.filter'; filter: string }
  | { type: 'records.page'; pageNo: number }
  /** Asks the same query again (after a claim moved money, say). */
  | { type: 'records.refresh' }
  | { type: 'records.retry' };

export const pagedRecordsMachine = setup({
  types: {
    context: {} as PagedRecordsContext,
    events: {} as PagedRecordsEvent,
    input: {} as PagedRecordsInput,
  },
  actors: {
    loadRecords: fromPromise<RecordsPage, RecordsQuery>(async () => {
      throw new Error('loadRecords not provided');
    }),
  },
  guards: {
    isEmpty: (_, page: RecordsPage) => page.list.length === 0,
    isOtherPage: ({ context }, params: { pageNo: number }) => params.pageNo !== context.query.pageNo && params.pageNo >= 1,
  },
  actions: {
    storePeriod: assign(({ context }, params: { period: RecordsPeriod }) => ({ query: { ...context.query, period: params.period, pageNo: 1 }, refreshing: false })),
    storeFilter: assign(({ context }, params: { filter: string }) => ({ query: { ...context.query, filter: params.filter, pageNo: 1 }, refreshing: false })),
    storePageNo: assign(({ context }, params: { pageNo: number }) => ({ query: { ...context.query, pageNo: params.pageNo }, refreshing: false })),
    storePage: assign((_, page: RecordsPage) => ({ page, errorCode: null, refreshing: false })),
    storeError: assign((_, params: { error: unknown }) => ({ errorCode: errorCodeOf(params.error), refreshing: false })),
    markRefreshing: assign({ refreshing: true }),
  },
}).createMachine({
  id: 'pagedRecords',
  context: ({ input }) => ({
    query: { period: input.period ?? null, filter: input.filter ?? '', pageNo: 1, pageSize: input.pageSize ?? defaultPageSize },
    page: emptyRecords,
    errorCode: null,
    refreshing: false,
  }),
  initial: 'loading',
  on: {
    'records.period': {
      target: '.loading',
      actions: { type: 'storePeriod', params: ({ event }) => event },
      description: 'Another period starts from its first page; a request under way is dropped.',
    },
    'records.filter': {
      target: '.loading',
      actions: { type: 'storeFilter', params: ({ event }) => event },
      description: 'Another category or kind starts from its first page; a request under way is dropped.',
    },
    'records.page': {
      guard: { type: 'isOtherPage', params: ({ event }) => event },
      target: '.loading',
      actions: { type: 'storePageNo', params: ({ event }) => event },
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadRecords',
        src: 'loadRecords',
        input: ({ context }) => context.query,
        onDone: [
          { guard: { type: 'isEmpty', params: ({ event }) => event.output }, target: 'empty', actions: { type: 'storePage', params: ({ event }) => event.output } },
          { target: 'ready', actions: { type: 'storePage', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {
      on: { 'records.refresh': { target: 'loading', actions: 'markRefreshing', description: 'The same query again (money moved, a live notice): the rows stay until the answer.' } },
    },
    empty: {
      on: { 'records.refresh': { target: 'loading', actions: 'markRefreshing' } },
    },
    failed: {
      on: { 'records.retry': { target: 'loading', description: 'The same query is asked again.' } },
    },
  },
});
