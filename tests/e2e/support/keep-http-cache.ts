/**
 * Keeps the HTTP cache of a reused browser context from test to test.
 *
 * With `reuseContext` Playwright resets the worker's context between tests
 * (tabs, cookies, storage of visited origins, routes, bindings, init scripts,
 * clock) and also empties its HTTP cache, so every test fetched, parsed and
 * compiled the portal's scripts again. The build's scripts and styles are
 * hashed and served as immutable: a cached copy can never be stale, and with
 * the cache kept the reused tab takes them from memory. Measured over the
 * whole process tree on runs of ten one-page tests: about 0.2 CPU-second
 * less per test.
 *
 * Playwright has no option for this: the reset calls the context's
 * clearCache() in its own (in-process) server. That one method of the server
 * context is replaced by a no-op, reached through the client connection's
 * `toImpl`, the bridge Playwright's own tests use. Everything else the reset
 * does is untouched. If a Playwright upgrade removes the bridge, the tests
 * still run, only without the saving (context-reuse.spec.ts then fails and
 * says so).
 */
import type { BrowserContext } from '@playwright/test';

interface ServerContext {
  clearCache?: () => Promise<void>;
}

const kept = new WeakSet<object>();

export function keepHttpCache(context: BrowserContext): void {
  const connection = (context as unknown as { _connection?: { toImpl?: (client: unknown) => unknown } })._connection;
  const server = connection?.toImpl?.(context) as ServerContext | undefined;
  if (!server || kept.has(server) || typeof server.clearCache !== 'function') return;
  kept.add(server);
  server.clearCache = async () => undefined;
}
