/**
 * The access machines provided with the app's HTTP client and browser stores
 * (src/services/access-logic.ts), built once per client so every modal and
 * the register page create their flow actors from the same logic. Only the
 * lazily loaded flows import this: the composition root runs the session
 * from src/services/session-logic.ts, with the same dependencies.
 */
import { createAccessLogic, type AccessLogic } from '../../services/access-logic';
import type { HttpClient } from '../../services/http';
import { solveInWorkers } from '../../services/proof-of-work-workers';
import { createCookieRememberStore } from '../../services/session-stores';
import { useApp } from '../app-context';
import { accessDepsFor } from './access-deps';

const built = new WeakMap<HttpClient, AccessLogic>();

export function accessLogicFor(http: HttpClient): AccessLogic {
  let logic = built.get(http);
  if (!logic) {
    // The proof-of-work solver is only wired here: it and its worker load with the access flows, never with the first page.
    logic = createAccessLogic({ ...accessDepsFor(http), solveProof: solveInWorkers });
    built.set(http, logic);
  }
  return logic;
}

export function useAccessLogic(): AccessLogic {
  return accessLogicFor(useApp().http);
}

/** What the login form prefills from (never a password). */
export const readRemembered = () => createCookieRememberStore().read();
