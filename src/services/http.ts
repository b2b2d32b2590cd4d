/**
 * The one HTTP client. It builds requests from the call registry (headers,
 * token, encryption, query or body), validates answers at the boundary and
 * turns every failure into a typed ApiError. It never navigates or retries:
 * a 401 is data, reported through `onSessionExpired` for the session machine.
 */
import { ofetch, FetchError } from 'ofetch';
import * as v from 'valibot';
import { calls, type CallName } from './calls';
import { envelopeSchema } from './envelope';
import { errorCodes, sessionErrorCodes } from './error-codes';
import { headers } from './headers';
import type { PayloadEncryptor } from './crypto/payload-encryptor';
import { encryptFreePlayMarker } from './crypto/free-play';

export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    /** The server's own text, for popups that quote it. */
    readonly serverMessage = '',
    readonly value: unknown = null,
    readonly fields?: Record<string, string>,
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

export interface HttpClientConfig {
  /** '' for the same origin; otherwise the operator's gateway. */
  baseURL: string;
  merchant: string;
  getToken(): string | null;
  getLanguage(): string;
  getDeviceId(): string;
  encryptor: PayloadEncryptor;
  onSessionExpired(): void;
  /** Milliseconds before a call counts as timed out. */
  timeout?: number;
}

export interface CallOptions<T> {
  data?: Record<string, unknown>;
  schema: v.GenericSchema<unknown, T>;
  signal?: AbortSignal;
}

export interface HttpClient {
  call<T>(name: CallName, options: CallOptions<T>): Promise<T>;
  /**
   * Opens a GET call whose answer is a stream (the live channel) with the
   * headers `call` sends, and hands back the raw response: no time limit,
   * no envelope, and a 401 is the caller's to read. Absent in test doubles
   * that only answer calls.
   */
  open?(name: CallName, options: { signal: AbortSignal; accept: string; query?: Record<string, string | number> }): Promise<Response>;
}

export function createHttpClient(config: HttpClientConfig): HttpClient {
  const fetcher = ofetch.create({ baseURL: config.baseURL, retry: 0 });
  // ofetch drops its own timeout when the caller passes a signal (every actor does), so the limit rides on the signal.
  const limited = (signal?: AbortSignal): AbortSignal => {
    const timeout = AbortSignal.timeout(config.timeout ?? 30_000);
    return signal ? AbortSignal.any([signal, timeout]) : timeout;
  };

  async function rsaModulus(signal?: AbortSignal): Promise<string> {
    const text = await fetcher<string, 'text'>(`${calls.rsaKey.path}?t=${Date.now()}`, {
      headers: { 'Cache-Control': 'no-cache', [headers.merchant]: config.merchant },
      responseType: 'text',
      signal,
    });
    return text.trim();
  }

  /** The headers of every call; a token call without a token fails before anything is sent. */
  function baseHeaders(name: CallName): Record<string, string> {
    const requestHeaders: Record<string, string> = {
      [headers.merchant]: config.merchant,
      [headers.device]: 'web',
      [headers.language]: config.getLanguage(),
      [headers.deviceId]: config.getDeviceId(),
    };
    const token = config.getToken();
    if (calls[name].token && !token) throw new ApiError(errorCodes.notLoggedIn, 401);
    if (token) requestHeaders[headers.authorization] = token;
    return requestHeaders;
  }

  return {
    async call<T>(name: CallName, { data = {}, schema, signal: callerSignal }: CallOptions<T>): Promise<T> {
      const def = calls[name];
      const signal = limited(callerSignal);
      const requestHeaders = baseHeaders(name);
      let body: BodyInit | Record<string, unknown> | undefined;
      let query: Record<string, unknown> | undefined;
      try {
        if (def.method === 'GET') query = data;
        else if (def.marker) {
          requestHeaders[headers.encryption] = encryptFreePlayMarker(await rsaModulus(signal));
          requestHeaders[headers.gatewayVersion] = '3';
          body = data;
        } else if (def.encrypted) {
          config.encryptor.prepare?.();
          const encrypted = await config.encryptor.encrypt(data, await rsaModulus(signal));
          requestHeaders[headers.encryption] = encrypted.header;
          body = { value: encrypted.value };
        } else if (def.form) {
          body = new URLSearchParams(Object.entries(data).map(([key, value]) => [key, String(value ?? '')]));
        } else body = data;
        const envelope = await fetcher(def.path, { method: def.method, headers: requestHeaders, query, body, signal });
        return unwrap(envelope, schema);
      } catch (error) {
        const apiError = toApiError(error);
        if (apiError.status === 401 || sessionErrorCodes.includes(apiError.code)) config.onSessionExpired();
        throw apiError;
      }
    },
    async open(name, { signal, accept, query }) {
      const def = calls[name];
      const search = query ? `?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}` : '';
      // fetch, not the ofetch instance: the body must stay a stream, read as it arrives (or a file, saved whole).
      return fetch(`${config.baseURL}${def.path}${search}`, { method: def.method, headers: { ...baseHeaders(name), Accept: accept }, cache: 'no-store', signal });
    },
  };
}

function unwrap<T>(raw: unknown, schema: v.GenericSchema<unknown, T>): T {
  const envelope = v.safeParse(envelopeSchema, raw);
  if (!envelope.success) throw new ApiError(errorCodes.internal, 200);
  const { success, errorCode, message, value, fields } = envelope.output;
  if (!success) throw new ApiError(errorCode ?? errorCodes.internal, 200, message, value, fields);
  const parsed = v.safeParse(schema, value);
  if (!parsed.success) throw new ApiError(errorCodes.internal, 200, 'unexpected answer');
  return parsed.output;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError) {
    const status = error.response?.status ?? 0;
    const envelope = v.safeParse(envelopeSchema, error.data);
    if (envelope.success && envelope.output.errorCode) {
      const { errorCode, message, value, fields } = envelope.output;
      return new ApiError(errorCode, status, message, value, fields);
    }
    // The signal's reason names the cause: TimeoutError for the time limit, AbortError for the caller.
    const cause = (error.cause as { name?: string } | undefined)?.name;
    if (cause === 'TimeoutError' || status === 504) return new ApiError(errorCodes.timeout, status);
    if (cause === 'AbortError' || /abort/i.test(error.message)) return new ApiError('aborted', 0);
    if (status === 404) return new ApiError(errorCodes.invalidUrl, status);
    if (status === 0) return new ApiError(errorCodes.network, 0);
    return new ApiError(errorCodes.internal, status);
  }
  return new ApiError(errorCodes.network, 0);
}
