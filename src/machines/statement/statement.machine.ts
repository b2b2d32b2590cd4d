/**
 * The member's statement (RTS 1B–1C): the figures of a period and the same
 * statement as a CSV file. The first load asks for no period, so the gateway
 * answers its default (the last three months, from the account's opening at
 * the earliest). A period the member picks reloads with the last figures
 * kept on screen; a refused period leaves them there with its error code.
 * Preparing the file runs beside the figures, for the period shown.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Statement } from '../../services/schemas/statement';
import { errorCodeOf } from '../session/access-errors';

export interface StatementPeriod {
  startTime: number;
  endTime: number;
}

export interface StatementContext {
  /** The period asked for; null asks for the gateway's default. */
  period: StatementPeriod | null;
  statement: Statement | null;
  errorCode: string | null;
  fileErrorCode: string | null;
}

export type StatementEvent =
  | { type: 'statement.period'; period: StatementPeriod }
  | { type: 'statement.retry' }
  | { type: 'statement.download' };

export const statementMachine = setup({
  types: {
    context: {} as StatementContext,
    events: {} as StatementEvent,
  },
  actors: {
    loadStatement: fromPromise<Statement, { period: StatementPeriod | null }>(async () => {
      throw new Error('loadStatement not provided');
    }),
    downloadStatement: fromPromise<void, StatementPeriod>(async () => {
      throw new Error('downloadStatement not provided');
    }),
  },
  actions: {
    storePeriod: assign((_, params: { period: StatementPeriod }) => ({ period: params.period })),
    storeStatement: assign((_, params: { statement: Statement }) => ({ statement: params.statement, errorCode: null })),
    storeError: assign((_, params: { error: unknown }) => ({ errorCode: errorCodeOf(params.error) })),
    storeFileError: assign((_, params: { error: unknown }) => ({ fileErrorCode: errorCodeOf(params.error) })),
    clearFileError: assign({ fileErrorCode: null }),
  },
  guards: {
    hasStatement: ({ context }) => context.statement !== null,
  },
}).createMachine({
  id: 'statement',
  context: { period: null, statement: null, errorCode: null, fileErrorCode: null },
  type: 'parallel',
  states: {
    figures: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadStatement',
            src: 'loadStatement',
            input: ({ context }) => ({ period: context.period }),
            onDone: { target: 'shown', actions: { type: 'storeStatement', params: ({ event }) => ({ statement: event.output }) } },
            onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          },
          on: { 'statement.period': { target: 'loading', reenter: true, actions: { type: 'storePeriod', params: ({ event }) => ({ period: event.period }) } } },
        },
        failed: {
          on: {
            'statement.retry': { target: 'loading' },
            'statement.period': { target: 'loading', actions: { type: 'storePeriod', params: ({ event }) => ({ period: event.period }) } },
          },
        },
        shown: {
          on: {
            'statement.period': {
              target: 'reloading',
              actions: { type: 'storePeriod', params: ({ event }) => ({ period: event.period }) },
              description: 'Another period: ask again, the last figures stay on screen.',
            },
          },
        },
        reloading: {
          tags: ['busy'],
          invoke: {
            id: 'loadStatement',
            src: 'loadStatement',
            input: ({ context }) => ({ period: context.period }),
            onDone: { target: 'shown', actions: { type: 'storeStatement', params: ({ event }) => ({ statement: event.output }) } },
            onError: {
              target: 'shown',
              actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
              description: 'A refused period (too long, before the account): the figures shown stay, with the reason.',
            },
          },
          on: { 'statement.period': { target: 'reloading', reenter: true, actions: { type: 'storePeriod', params: ({ event }) => ({ period: event.period }) } } },
        },
      },
    },
    file: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'statement.download': { guard: 'hasStatement', target: 'preparing', actions: 'clearFileError' } },
        },
        preparing: {
          tags: ['preparingFile'],
          invoke: {
            id: 'downloadStatement',
            src: 'downloadStatement',
            input: ({ context }) => ({ startTime: context.statement!.startTime, endTime: context.statement!.endTime }),
            onDone: { target: 'idle' },
            onError: { target: 'idle', actions: { type: 'storeFileError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});
