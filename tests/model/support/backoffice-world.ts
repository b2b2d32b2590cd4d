/**
 * The back office's world for model suites: a test gateway with a clock the
 * test moves (startWorld), and the browser the back office's calls assume
 * (src/backoffice/services/operator-call.ts: paths on the same origin, the
 * session cookie kept by the browser, the CSRF token in sessionStorage),
 * played by a fetch wrapper with one cookie jar and an in-memory
 * sessionStorage. Operators sign in through the back office's own session
 * calls, with the TOTP code of the enrolment the first sign-in hands out.
 */
import { totpCode, totpStepMs } from '../../../server/src/domain/backoffice/totp';
import { operatorCall as keyCall, operatorKey } from '../../../server/test/funds/support';
import { backofficeApi } from '../../../src/backoffice/services/backoffice.api';
import { csrfStore } from '../../../src/backoffice/services/operator-call';
import { startWorld, uniqueSuffix, type World } from './access-world';

export interface BackofficeWorld extends World {
  /** Creates an operator with the key and signs it in as the browser's operator; later calls of the back office are its. */
  signIn(role: string): Promise<string>;
  /**
   * Runs `act` (another operator's call, say) just before the browser's next call to `path` reaches the gateway:
   * how a test makes a real refusal of that call happen, as when two operators work at once.
   */
  beforeNextCall(path: string | RegExp, act: (path: string) => Promise<unknown>): void;
  /** Forgets acts whose call never came (a path that ended before it). */
  clearPendingActs(): void;
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

export async function startBackofficeWorld(): Promise<BackofficeWorld> {
  // The operator key opens the API that creates operators, as an administrator's script would.
  const world = await startWorld({ operatorKey });
  const storage = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage');
  Object.defineProperty(globalThis, 'sessionStorage', { value: memoryStorage(), configurable: true, writable: true });
  // Installed over the network switch of startWorld, so a planned lost answer still fails the absolute address.
  const underneath = globalThis.fetch;
  let cookie = '';
  let acts: { path: string | RegExp; act: (path: string) => Promise<unknown> }[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (typeof input !== 'string' || !input.startsWith('/')) return underneath(input, init);
    const path = input.split('?')[0]!;
    const due = acts.find((item) => (typeof item.path === 'string' ? item.path === path : item.path.test(path)));
    if (due) {
      acts = acts.filter((item) => item !== due);
      await due.act(path);
    }
    const headers = new Headers(init?.headers);
    if (cookie) headers.set('Cookie', `bo_session=${cookie}`);
    const response = await underneath(new URL(input, world.gateway.url), { ...init, headers });
    const set = /bo_session=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    if (set !== undefined) cookie = set;
    return response;
  };
  return {
    ...world,
    async signIn(role) {
      const username = `op${uniqueSuffix()}`;
      const password = `pw-${username}-long-enough`;
      const made = await keyCall(world.gateway, 'POST', '/operators', { body: { username, role, password } });
      if (!made.body.success) throw new Error(`operator refused: ${made.body.errorCode}`);
      cookie = '';
      csrfStore.clear();
      const step = await backofficeApi.signInPassword({ username, password });
      csrfStore.set(step.csrf);
      const signedIn = await backofficeApi.signInCode(totpCode(step.enrolment!.secret, world.now()));
      csrfStore.set(signedIn.csrf);
      // The next sign-in's code must be a fresh one.
      world.advance(totpStepMs);
      return username;
    },
    beforeNextCall: (path, act) => void acts.push({ path, act }),
    clearPendingActs: () => void (acts = []),
    async close() {
      globalThis.fetch = underneath;
      if (storage) Object.defineProperty(globalThis, 'sessionStorage', storage);
      else Reflect.deleteProperty(globalThis, 'sessionStorage');
      await world.close();
    },
  };
}
