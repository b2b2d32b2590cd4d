/**
 * Speed test: fetch the operator's domain list, ping each domain in turn and
 * keep the results sorted by reported speed (spec §7). Pinging and timing are
 * effects of the injected `measureDomain` actor; the machine only orders the
 * work and keeps what came back.
 */
import { assign, fromPromise, setup } from 'xstate';

/** What `measureDomain` resolves with; a failed ping rejects instead. */
export interface DomainMeasurement {
  domainName: string;
  /** Round trip in milliseconds. */
  elapsed: number;
  /** Reported speed (fuzzed inside the elapsed time's bucket). */
  speed: number;
}

export interface DomainResult {
  domainName: string;
  /** Null when the ping failed; reported as the failure speed. */
  speed: number | null;
}

export interface SpeedTestContext {
  domains: string[];
  /** Position in `domains` of the domain being measured. */
  index: number;
  /** Always sorted: fastest first, failures last. */
  results: DomainResult[];
  errorCode: string | null;
}

export type SpeedTestEvent = { type: 'speedTest.retest' };

const notProvided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} not provided`);
  });

const bySpeed = (a: DomainResult, b: DomainResult): number =>
  (a.speed ?? Number.POSITIVE_INFINITY) - (b.speed ?? Number.POSITIVE_INFINITY);

function errorCodeOf(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code !== '' ? code : 'network.abnormal';
}

export const speedTestMachine = setup({
  types: {
    context: {} as SpeedTestContext,
    events: {} as SpeedTestEvent,
  },
  actors: {
    loadDomains: notProvided<string[], void>('loadDomains'),
    measureDomain: notProvided<DomainMeasurement, { domainName: string }>('measureDomain'),
  },
  guards: {
    isEmpty: (_, params: { count: number }) => params.count === 0,
    hasMoreDomains: ({ context }) => context.index + 1 < context.domains.length,
  },
  actions: {
    clearResults: assign({ domains: [], index: 0, results: [], errorCode: null }),
    storeDomains: assign((_, params: { domains: string[] }) => ({ domains: params.domains, index: 0 })),
    storeResult: assign(({ context }, params: DomainResult) => ({
      results: [...context.results, params].sort(bySpeed),
    })),
    advance: assign(({ context }) => ({ index: context.index + 1 })),
    storeError: assign((_, params: { error: unknown }) => ({ errorCode: errorCodeOf(params.error) })),
  },
}).createMachine({
  id: 'speedTest',
  context: { domains: [], index: 0, results: [], errorCode: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearResults',
      invoke: {
        id: 'loadDomains',
        src: 'loadDomains',
        onDone: [
          {
            guard: { type: 'isEmpty', params: ({ event }) => ({ count: event.output.length }) },
            target: 'done',
            description: 'The operator lists no domain: there is nothing to measure.',
          },
          {
            target: 'measuring',
            actions: { type: 'storeDomains', params: ({ event }) => ({ domains: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    measuring: {
      tags: ['busy'],
      invoke: {
        id: 'measureDomain',
        src: 'measureDomain',
        input: ({ context }) => ({ domainName: context.domains[context.index] }),
        onDone: [
          {
            guard: 'hasMoreDomains',
            target: 'measuring',
            reenter: true,
            actions: [
              { type: 'storeResult', params: ({ event }) => ({ domainName: event.output.domainName, speed: event.output.speed }) },
              'advance',
            ],
            description: 'Domains are measured one at a time so they do not compete for bandwidth.',
          },
          {
            target: 'done',
            actions: { type: 'storeResult', params: ({ event }) => ({ domainName: event.output.domainName, speed: event.output.speed }) },
          },
        ],
        onError: [
          {
            guard: 'hasMoreDomains',
            target: 'measuring',
            reenter: true,
            actions: [{ type: 'storeResult', params: ({ context }) => ({ domainName: context.domains[context.index], speed: null }) }, 'advance'],
            description: 'An unreachable domain is reported as failed; the others are still measured.',
          },
          {
            target: 'done',
            actions: { type: 'storeResult', params: ({ context }) => ({ domainName: context.domains[context.index], speed: null }) },
            description: 'An unreachable domain is reported as failed.',
          },
        ],
      },
    },
    done: {
      on: { 'speedTest.retest': { target: 'loading', description: 'Measures again from a fresh domain list.' } },
    },
    failed: {
      on: { 'speedTest.retest': { target: 'loading', description: 'The domain list could not be loaded: try again.' } },
    },
  },
});
