/**
 * Actor and action bindings of the session calls. What they keep in the
 * browser goes through the stores of session-stores.ts.
 */
import { fromPromise } from 'xstate';
import type { RememberedLogin } from '../machines/login/login-rules';
import type { RememberStore, SessionStore } from './session-stores';
import type { RestoredSession } from '../machines/session/session-rules';
import type { HttpClient } from './http';
import type { LoginResult } from './schemas/account';
import { login, loginFreePlay, logout, type LoginRequest } from './session.api';

export function createSessionActors({ http, store }: { http: HttpClient; store: SessionStore }) {
  return {
    restoreToken: fromPromise<RestoredSession | null>(async () => {
      // Taken before anything else can fail, so the address never keeps a token.
      const handed = store.takeQueryToken();
      const stored = store.read();
      if (stored) {
        // A link never replaces this tab's session by itself: a different token waits for the person's choice.
        return { token: stored, mustChangePassword: store.readChangeRequired(), handoverToken: handed !== null && handed !== stored ? handed : null };
      }
      if (handed) {
        // A visitor's handed-over token starts a fresh session: no change is pending for it.
        store.write(handed);
        store.writeChangeRequired(false);
        return { token: handed, mustChangePassword: false, handoverToken: null };
      }
      return null;
    }),
    startFreePlay: fromPromise<LoginResult>(({ signal }) => loginFreePlay({ http, signal })),
    submitLogout: fromPromise<void>(({ signal }) => logout({ http, signal })),
    submitLogin: fromPromise<LoginResult, LoginRequest>(({ input, signal }) => login({ http, signal }, input)),
  };
}

export function createSessionActions(store: SessionStore) {
  return {
    storeToken: (_: unknown, token: string) => store.write(token),
    storeChangeRequired: (_: unknown, required: boolean) => store.writeChangeRequired(required),
    clearStoredSession: () => store.clear(),
  };
}

export function createLoginActions(remember: RememberStore) {
  return {
    rememberLogin: (_: unknown, remembered: RememberedLogin | null) => {
      if (remembered) remember.write(remembered);
    },
    forgetLogin: () => remember.forget(),
  };
}
