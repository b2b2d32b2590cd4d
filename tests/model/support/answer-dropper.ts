/**
 * Lost answers for the request machines' model tests: a marked call goes to
 * the gateway and is carried out, then its answer is thrown away as if the
 * connection dropped on the way back, so a retry must replay, not repeat.
 */
import type { NetworkSwitch } from './access-world';

export function answerDropper(): NetworkSwitch & { uninstall(): void } {
  const dropping = new Map<string, number>();
  const previous = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const response = await previous(input, init);
    if ((dropping.get(url.pathname) ?? 0) === 0) return response;
    await response.arrayBuffer();
    throw new TypeError('fetch failed');
  };
  return {
    fail: (paths) => paths.forEach((path) => dropping.set(path, (dropping.get(path) ?? 0) + 1)),
    restore: (paths) => paths.forEach((path) => dropping.set(path, Math.max(0, (dropping.get(path) ?? 0) - 1))),
    uninstall: () => {
      globalThis.fetch = previous;
    },
  };
}
