/**
 * The back office's one HTTP wrapper: every call named in `backofficeCalls`
 * (src/services/calls.ts) goes through `operatorCall`, which fills the path
 * parameters, sends the session cookie (the browser does: same origin) and
 * repeats the CSRF token on changing calls. A refusal comes back as a typed
 * `OperatorCallError`; nothing here navigates or retries.
 */
import { backofficeCalls, type BackofficeCallName } from '../../services/backoffice-calls';
import type { Envelope } from '../../services/envelope';

const csrfKey = 'bo:csrf';

/** The CSRF token of the current session, kept for reloads of the tab (it is no secret from the page itself). */
export const csrfStore = {
  get: (): string | null => sessionStorage.getItem(csrfKey),
  set: (token: string): void => sessionStorage.setItem(csrfKey, token),
  clear: (): void => sessionStorage.removeItem(csrfKey),
};

export class OperatorCallError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly value: unknown = null,
    readonly fields?: Record<string, string>,
  ) {
    super(code);
  }
}

export interface CallOptions {
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

export async function operatorCall<T>(name: BackofficeCallName, options: CallOptions = {}): Promise<T> {
  const def = backofficeCalls[name];
  const path = def.path.replace(/:([a-z]+)/g, (_, key: string) => encodeURIComponent(options.params?.[key] ?? ''));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) if (value !== undefined && value !== '') query.set(key, String(value));
  const headers: Record<string, string> = { Accept: 'application/json' };
  const csrf = csrfStore.get();
  if (def.method !== 'GET' && csrf) headers['X-Backoffice-Csrf'] = csrf;
  if (def.method !== 'GET') headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(query.size ? `${path}?${query}` : path, {
      method: def.method,
      headers,
      credentials: 'same-origin',
      body: def.method === 'GET' ? undefined : JSON.stringify(options.body ?? {}),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new OperatorCallError('network.abnormal', 0);
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!envelope) throw new OperatorCallError('system.busy', response.status);
  if (!envelope.success) throw new OperatorCallError(envelope.errorCode ?? 'system.busy', response.status, envelope.value, envelope.fields);
  return envelope.value;
}
