/**
 * What the session keeps in the browser: the session token and the
 * pending-change flag in sessionStorage, and the remember-me cookie (24
 * hours) holding only the identifier to prefill: a username, or a mobile
 * number and dialling code.
 */
import type { RememberedLogin } from '../machines/login/login-rules';

/** Where the session token lives; the browser one is sessionStorage plus the page's query string. */
export interface SessionStore {
  /**
   * A token handed over in the page's query string (`?token=`), if any, taken
   * out of the address at once: a link's token stays neither in the address
   * bar nor in the tab's history, where whoever sees the screen could copy it.
   */
  takeQueryToken(): string | null;
  read(): string | null;
  write(token: string): void;
  /** A forced change of credentials is pending in this tab: a flag only. */
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

/** sessionStorage key of the pending forced change; it holds only the flag 'true' (the original's `cpw` key is not used). */
export const changeRequiredKey = 'forcedChangePending';

/** Keys kept when the session is cleared (api-facts §8). */
const keptKeys = ['merchant', 'merchantCode'];

/** The page address the store reads a handed-over token from and rewrites without it. */
export interface PageAddress {
  location: Pick<Location, 'href'>;
  history: Pick<History, 'state' | 'replaceState'>;
}

export function createBrowserSessionStore(storage: Storage = sessionStorage, page: PageAddress = window): SessionStore {
  return {
    takeQueryToken: () => {
      const url = new URL(page.location.href);
      const token = url.searchParams.get('token');
      if (token === null) return null;
      url.searchParams.delete('token');
      // Replaced, not pushed: Back never returns to the address with the token. Other parameters (mc, ac) stay.
      page.history.replaceState(page.history.state, '', `${url.pathname}${url.search}${url.hash}`);
      return token.trim() || null;
    },
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

/** Field by field, both ways: whatever object is passed or was stored, nothing but these identifiers goes through. */
const identifiersOf = (remembered: RememberedLogin): RememberedLogin =>
  remembered.type === 'sms'
    ? { type: 'sms', mobileNum: String(remembered.mobileNum ?? ''), countryDialingCode: String(remembered.countryDialingCode ?? '') }
    : { type: 'username', username: String(remembered.username ?? '') };

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
        return parsed.type === 'sms' || parsed.type === 'username' ? identifiersOf(parsed) : null;
      } catch {
        return null;
      }
    },
    write(remembered) {
      doc.cookie = `${rememberCookie}=${encodeURIComponent(JSON.stringify(identifiersOf(remembered)))}; max-age=${dayInSeconds}; path=/; SameSite=Lax`;
    },
    forget() {
      doc.cookie = `${rememberCookie}=; max-age=0; path=/; SameSite=Lax`;
    },
  };
}
