/**
 * A client of the original portal family pointed at our gateway: its headers
 * (Merchant, Device, Language, the raw token; api-facts §2), its encryption
 * (legacy or v2 on E calls, the free-play marker), and a browser's cookie jar.
 * With `extras` it also sends what our own portal adds: the Device-Id header
 * and a requestId on the calls that take one.
 */
import { randomUUID } from 'node:crypto';
import type { CallDef } from '../../../src/services/calls';
import { createPayloadEncryptor, encryptFreePlayMarker, type EncryptionScheme } from '../../../src/services/crypto';
import type { Envelope } from '../../../src/services/envelope';
import { headers } from '../../../src/services/headers';
import { entriesOf } from '../../src/http/original-input';
import type { CallRoute } from '../../src/http/call-route';
import { allRoutes } from '../../src/routes';
import { modulusOf } from '../access/support';
import type { TestGateway } from '../harness';

export interface ClientOptions {
  /** E calls' scheme. */
  scheme: EncryptionScheme;
  /** Our portal's additions: Device-Id and requestId. */
  extras: boolean;
  /** The session token, sent raw in Authorization. */
  token?: string;
}

export interface OriginalAnswer<T = unknown> {
  status: number;
  contentType: string;
  text: string;
  /** The envelope, when the answer is one. */
  body: Envelope<T> | null;
  setCookie: string | null;
}

let networks = 0;

const routeOf = (call: CallDef): CallRoute | undefined => allRoutes.find((route) => route.call === call);

export class OriginalClient {
  readonly cookies = new Map<string, string>();
  /** Its own /24, so the per-network budgets of one client never spend another's. */
  readonly address = `10.${(++networks >> 8) & 255}.${networks & 255}.7`;
  readonly deviceId = `original-${randomUUID()}`;
  token: string | undefined;

  constructor(
    readonly gateway: TestGateway,
    readonly options: ClientOptions,
  ) {
    this.token = options.token;
  }

  /** Sends one call as the original would; `data` is its query (GET) or payload. */
  async send<T = unknown>(call: CallDef, data: Record<string, unknown> = {}, extraHeaders: Record<string, string> = {}): Promise<OriginalAnswer<T>> {
    const url = new URL(call.path, this.gateway.url);
    const wire: Record<string, string> = {
      [headers.merchant]: this.gateway.deps.config.merchant,
      [headers.device]: 'web',
      [headers.language]: 'EN',
      'X-Forwarded-For': this.address,
      ...extraHeaders,
    };
    if (this.token) wire[headers.authorization] = this.token;
    if (this.cookies.size > 0) wire.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const payload = { ...data };
    if (this.options.extras) {
      wire[headers.deviceId] = this.deviceId;
      if (takesRequestId(call) && payload.requestId === undefined) payload.requestId = randomUUID();
    }
    let body: string | undefined;
    if (call.method === 'GET') {
      for (const [key, value] of Object.entries(payload)) url.searchParams.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    } else if (call.marker) {
      wire[headers.encryption] = encryptFreePlayMarker(await modulusOf(this.gateway));
      wire[headers.gatewayVersion] = '3';
      wire['Content-Type'] = 'application/json';
      body = JSON.stringify(payload);
    } else if (call.encrypted) {
      const sealed = await createPayloadEncryptor(this.options.scheme).encrypt(payload, await modulusOf(this.gateway));
      wire[headers.encryption] = sealed.header;
      wire['Content-Type'] = 'application/json';
      body = JSON.stringify({ value: sealed.value });
    } else if (call.form) {
      wire['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(Object.entries(payload).map(([key, value]) => [key, String(value)])).toString();
    } else {
      wire['Content-Type'] = 'application/json';
      body = JSON.stringify(payload);
    }
    return this.exchange<T>(url, { method: call.method, headers: wire, body });
  }

  /** The same bytes again: what a double click, a retrying proxy or a replaying attacker sends. */
  async replay<T = unknown>(request: Recorded): Promise<OriginalAnswer<T>> {
    return this.exchange<T>(new URL(request.url), request.init);
  }

  /** The last request sent, as it went on the wire. */
  last: Recorded | null = null;

  private async exchange<T>(url: URL, init: { method: string; headers: Record<string, string>; body?: string }): Promise<OriginalAnswer<T>> {
    this.last = { url: url.toString(), init };
    const controller = new AbortController();
    const response = await fetch(url, { ...init, signal: controller.signal });
    const contentType = response.headers.get('content-type') ?? '';
    const setCookie = response.headers.get('set-cookie');
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    if (contentType.startsWith('text/event-stream')) {
      // A live channel never ends by itself: its first bytes are enough.
      const reader = response.body!.getReader();
      const first = await reader.read();
      controller.abort();
      return { status: response.status, contentType, text: new TextDecoder().decode(first.value), body: null, setCookie };
    }
    const text = await response.text();
    let body: Envelope<T> | null = null;
    if (contentType.includes('json')) body = JSON.parse(text) as Envelope<T>;
    return { status: response.status, contentType, text, body, setCookie };
  }
}

export interface Recorded {
  url: string;
  init: { method: string; headers: Record<string, string>; body?: string };
}

/** Whether the gateway's route for the call reads a requestId (the money calls). */
export const takesRequestId = (call: CallDef): boolean => {
  const route = routeOf(call);
  return !!route && entriesOf(route.input).has('requestId');
};
