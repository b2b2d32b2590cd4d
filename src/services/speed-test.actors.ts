/**
 * Effects of the speed test: the domain list from the gateway, and one ping
 * per domain timed with an injected clock. The reported speed is fuzzed in
 * the elapsed time's bucket here, with an injected random source, so the
 * machine stays deterministic.
 */
import { fromPromise } from 'xstate';
import { unlessAborted } from './abort-safe';
import type { HttpClient } from './http';
import { fetchDomainNames, pingDomain, pingUrl } from './speed-test.api';
import { speedFor } from '../machines/speed-test/speed-score';
import { speedTestMachine, type DomainMeasurement } from '../machines/speed-test/speed-test.machine';

export interface SpeedTestDeps {
  http: HttpClient;
  fetch: typeof fetch;
  /** Monotonic milliseconds (performance.now in the browser). */
  now(): number;
  random(): number;
  /** Scheme for domain names given without one, e.g. `https:`. */
  protocol: string;
  timeoutMs?: number;
}

export const defaultPingTimeoutMs = 5000;

export function createLoadDomainsActor(http: HttpClient) {
  return fromPromise<string[], void>(({ signal }) => unlessAborted(signal, () => fetchDomainNames(http, { signal })));
}

export function createMeasureDomainActor(deps: Omit<SpeedTestDeps, 'http'>) {
  return fromPromise<DomainMeasurement, { domainName: string }>(({ input, signal }) =>
    unlessAborted(signal, async () => {
      const url = pingUrl(input.domainName, deps.protocol, deps.random);
      const started = deps.now();
      await pingDomain(url, { signal, timeoutMs: deps.timeoutMs ?? defaultPingTimeoutMs, fetch: deps.fetch });
      const elapsed = deps.now() - started;
      return { domainName: input.domainName, elapsed, speed: speedFor(elapsed, deps.random) };
    }),
  );
}

/** The speed-test machine with its real effects. */
export function provideSpeedTest(deps: SpeedTestDeps) {
  return speedTestMachine.provide({
    actors: {
      loadDomains: createLoadDomainsActor(deps.http),
      measureDomain: createMeasureDomainActor(deps),
    },
  });
}
