/**
 * The speed test's ping: GET {domain}/common/v.1.0.1/ping.json with a random
 * query so no cache answers it. It is not a registry call: it goes to other
 * origins than the gateway, so it uses fetch directly, in `no-cors` mode so a
 * domain without CORS headers still counts as reachable.
 */
import type { HttpClient } from './http';
import { fetchDomainRoute } from './system.api';

export const pingPath = '/common/v.1.0.1/ping.json';

/** Domain names may come with or without a scheme; bare ones use the page's protocol. */
export function domainOrigin(domainName: string, protocol: string): string {
  const trimmed = domainName.trim().replace(/\/+$/, '');
  return /^https?:\/\//i.test(trimmed) ? trimmed : `${protocol}//${trimmed}`;
}

export function pingUrl(domainName: string, protocol: string, random: () => number): string {
  return `${domainOrigin(domainName, protocol)}${pingPath}?speed=${random()}`;
}

export async function fetchDomainNames(http: HttpClient, { signal }: { signal?: AbortSignal } = {}): Promise<string[]> {
  const { domainList } = await fetchDomainRoute(http, { signal });
  return domainList.map((entry) => entry.domainName).filter((name) => name.trim() !== '');
}

export interface PingOptions {
  signal?: AbortSignal;
  /** A domain that has not answered after this long counts as failed. */
  timeoutMs: number;
  fetch: typeof fetch;
}

/** Resolves when the domain answered; rejects on a network error, an HTTP error or the timeout. */
export async function pingDomain(url: string, { signal, timeoutMs, fetch: fetchImpl }: PingOptions): Promise<void> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const response = await fetchImpl(url, { mode: 'no-cors', cache: 'no-store', signal: combined });
  // An opaque (cross-origin) answer has no status to read; reaching the host is what counts.
  if (response.type !== 'opaque' && !response.ok) throw new Error(`ping answered ${response.status}`);
}
