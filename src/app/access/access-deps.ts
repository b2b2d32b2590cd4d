/**
 * The HTTP client with the browser's session and remember stores, made once
 * per client: the session actor of the composition root and the flows of
 * the modals and the register page are provided from the same dependencies.
 */
import type { HttpClient } from '../../services/http';
import type { AccessDeps } from '../../services/session-logic';
import { createBrowserSessionStore, createCookieRememberStore } from '../../services/session-stores';

const made = new WeakMap<HttpClient, AccessDeps>();

export function accessDepsFor(http: HttpClient): AccessDeps {
  let deps = made.get(http);
  if (!deps) {
    deps = { http, store: createBrowserSessionStore(), remember: createCookieRememberStore() };
    made.set(http, deps);
  }
  return deps;
}
