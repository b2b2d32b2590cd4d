/**
 * The permission/status answer decides which root screen the portal shows:
 * 0 the application, 1 the maintenance page, 2 the region-block page. A failed
 * load shows an error screen that retries by itself after a growing delay or
 * at once on `status.retry`. `status.recheck` (the operator switched
 * maintenance, told through the live channel) asks again behind the screen
 * already shown, which stays until the answer decides.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { SystemStatus } from '../../services/schemas/system';
import { errorCodeOf, flattenSwitches, statusCodeOf, type SystemStatusCode } from './status-rules';

/** What the injected loader returns: the answer and whether it came from the session cache. */
export interface LoadedStatus {
  answer: SystemStatus;
  fromCache: boolean;
}

export interface SystemStatusContext {
  answer: SystemStatus | null;
  status: SystemStatusCode | null;
  switches: Record<string, boolean>;
  fromCache: boolean;
  errorCode: string | null;
  /** Failed loads in a row; drives the retry back-off. */
  failures: number;
}

export type SystemStatusEvent = { type: 'status.retry' } | { type: 'status.recheck' };

/** Back-off of the automatic retry: 3 s, 6 s, 12 s … at most 30 s. */
export const retryDelayMs = (failures: number): number => Math.min(30_000, 3_000 * 2 ** Math.max(0, failures - 1));

export const systemStatusMachine = setup({
  types: {
    context: {} as SystemStatusContext,
    events: {} as SystemStatusEvent,
  },
  actors: {
    loadStatus: fromPromise<LoadedStatus>(async () => {
      throw new Error('loadStatus not provided');
    }),
  },
  delays: {
    retryDelay: ({ context }) => retryDelayMs(context.failures),
  },
  guards: {
    isMaintenance: ({ context }) => context.status === 1,
    isRegionRestricted: ({ context }) => context.status === 2,
  },
  actions: {
    storeAnswer: assign((_, loaded: LoadedStatus) => ({
      answer: loaded.answer,
      status: statusCodeOf(loaded.answer),
      switches: flattenSwitches(loaded.answer.info.whitelabel),
      fromCache: loaded.fromCache,
      errorCode: null,
      failures: 0,
    })),
    storeError: assign(({ context }, params: { error: unknown }) => ({ errorCode: errorCodeOf(params.error), failures: context.failures + 1 })),
  },
}).createMachine({
  id: 'systemStatus',
  context: { answer: null, status: null, switches: {}, fromCache: false, errorCode: null, failures: 0 },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: { target: 'deciding', actions: { type: 'storeAnswer', params: ({ event }) => event.output } },
        onError: { target: 'error', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    deciding: {
      tags: ['loading'],
      always: [
        { guard: 'isMaintenance', target: 'maintenance', description: 'Maintenance wins over the region block.' },
        { guard: 'isRegionRestricted', target: 'regionRestricted' },
        { target: 'normal' },
      ],
    },
    normal: { tags: ['ready'], on: { 'status.recheck': { target: 'rechecking', description: 'Maintenance may have begun: ask again, the portal staying on screen.' } } },
    maintenance: { tags: ['blocked'], on: { 'status.recheck': { target: 'rechecking', description: 'Maintenance may be over: ask again, the page staying on screen.' } } },
    rechecking: {
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: { target: 'deciding', actions: { type: 'storeAnswer', params: ({ event }) => event.output } },
        onError: { target: 'deciding', description: 'The last answer stands: the screen shown stays.' },
      },
    },
    regionRestricted: { tags: ['blocked'] },
    error: {
      tags: ['failed'],
      after: { retryDelay: { target: 'loading', description: 'Retry by itself after a growing delay.' } },
      on: { 'status.retry': { target: 'loading', description: 'The visitor asked to retry now.' } },
    },
  },
});
