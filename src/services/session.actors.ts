/**
 * Actor and action bindings of the session calls, and the two small stores
 * they write: the session token and the pending-change flag
 * (sessionStorage) and the remember-me cookies (24 hours;
 * never a password).
 */
import { fromPromise } from 'xstate';
import type { RememberedLogin } from '../machines/login/login-rules';
import type { RestoredSession } from '../machines/session/session-rules';
import type { HttpClient } from './http';
import type { LoginResult } from './schemas/account';
import { login, loginFreePlay, logout, type LoginRequest } from './session.api';

/** Where the session token lives; the browser one is sessionStorage plus the page's query string. */
export interface SessionStore {
  /** A token handed over in the page's query string (`?token=`), if any. */
  queryToken(): string | null;
  read(): string | null;
  write(token: string): void;
  /** A forced password change is pending in this tab. A flag only, never the password. */
  readChangeRequired(): boolean;
  writeChangeRequired(required: boolean): void;
  /** Clears everything except the merchant code. */
  clear(): void;
}

export interface RememberStore {
  read(): RememberedLogin | null;
  write(remembered: RememberedLogin): void;
  forget(): void;
}

export function createSessionActors({ http, store }: { http: HttpClient; store: SessionStore }) {
  return {
    restoreToken: fromPromise<RestoredSession | null>(async () => {
      const fromQuery = store.queryToken();
      if (fromQuery) {
        // A handed-over token starts a fresh session: no change is pending for it.
        store.write(fromQuery);
        store.writeChangeRequired(false);
        return { token: fromQuery, mustChangePassword: false };
      }
      const token = store.read();
      return token ? { token, mustChangePassword: store.readChangeRequired() } : null;
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

/**
 * sessionStorage key of the pending forced change. The original kept the
 * password itself under `cpw`; this key holds only the flag 'true', under a
 * name that cannot be mistaken for a stored credential.
 */
export const changeRequiredKey = 'forcedChangePending';

/** Keys kept when the session is cleared (api-facts §8). */
const keptKeys = ['merchant', 'merchantCode'];

export function createBrowserSessionStore(storage: Storage = sessionStorage, location: Pick<Location, 'search'> = window.location): SessionStore {
  return {
    queryToken: () => new URLSearchParams(location.search).get('token'),
    read: () => storage.getItem('token'),
    write: (token) => storage.setItem('token', token),
    readChangeRequired: () => storage.getItem(changeRequiredKey) === 'true',
    writeChangeRequired: (required) => (required ? storage.setItem(changeRequiredKey, 'true') : storage.removeItem(changeRequiredKey)),
    clear: () => {
      const kept = keptKeys.map((key) => [key, storage.getItem(key)] as const);
      storage.clear();
      for (const [key, value] of kept) if (value !== null) storage.setItem(key, value);
    },
  };
}

const rememberCookie = 'loginRemember';
const dayInSeconds = 24 * 60 * 60;

/** Remember-me as one cookie holding the username, or the mobile and dialling code, for 24 hours. */
export function createCookieRememberStore(doc: Pick<Document, 'cookie'> = document): RememberStore {
  return {
    read() {
      const raw = doc.cookie
        .split('; ')
        .find((entry) => entry.startsWith(`${rememberCookie}=`))
        ?.slice(rememberCookie.length + 1);
      if (!raw) return null;
      try {
        const parsed = JSON.parse(decodeURIComponent(raw)) as RememberedLogin;
        return parsed.type === 'sms' || parsed.type === 'username' ? parsed : null;
      } catch {
        return null;
      }
    },
    write(remembered) {
      // Field by field: whatever object a caller passes, nothing but these identifiers reaches the cookie.
      const kept: RememberedLogin =
        remembered.type === 'sms'
          ? { type: 'sms', mobileNum: remembered.mobileNum, countryDialingCode: remembered.countryDialingCode }
          : { type: 'username', username: remembered.username };
      doc.cookie = `${rememberCookie}=${encodeURIComponent(JSON.stringify(kept))}; max-age=${dayInSeconds}; path=/; SameSite=Lax`;
    },
    forget() {
      doc.cookie = `${rememberCookie}=; max-age=0; path=/; SameSite=Lax`;
    },
  };
}
