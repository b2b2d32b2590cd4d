/**
 * The one HTTP client against real HTTP: a small node:http server that
 * records what arrives and answers per path, and the reference gateway for
 * the round trips that need its rules (E-call decryption, dead sessions).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { calls } from '../../../src/services/calls';
import { createPayloadEncryptor } from '../../../src/services/crypto';
import { errorCodes } from '../../../src/services/error-codes';
import { encryptionV2Prefix } from '../../../src/services/headers';
import { ApiError, createHttpClient, type HttpClientConfig } from '../../../src/services/http';
import { createPayloadDecryptor } from '../../../server/src/crypto';
import { startTestGateway, type TestGateway } from '../../../server/test/harness';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

type Reply = (request: Received) => { status?: number; type?: string; body: string } | 'hang';

const envelope = (value: unknown) => JSON.stringify({ success: true, message: '', errorCode: null, value });
const decryptor = createPayloadDecryptor();

/** Answers by path; records every request. Paths not listed get a plain-text 404, like a misrouted proxy. */
async function startRecordingServer(replies: Record<string, Reply>) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const entry = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
      received.push(entry);
      const reply = replies[new URL(entry.url, 'http://local').pathname];
      const answer = reply ? reply(entry) : { status: 404, type: 'text/plain', body: 'Not Found' };
      if (answer === 'hang') return;
      response.writeHead(answer.status ?? 200, { 'Content-Type': answer.type ?? 'application/json' });
      response.end(answer.body);
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((closed) => server.close(() => closed()));
    },
  };
}

function clientFor(baseURL: string, overrides: Partial<HttpClientConfig> = {}) {
  const onSessionExpired = vi.fn();
  const http = createHttpClient({
    baseURL,
    merchant: 'XSP',
    getToken: () => null,
    getLanguage: () => 'TY',
    getDeviceId: () => 'device-under-test',
    encryptor: createPayloadEncryptor('v2'),
    onSessionExpired,
    ...overrides,
  });
  return { http, onSessionExpired };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('the call should have failed');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('http client against a recording server', () => {
  let server: Awaited<ReturnType<typeof startRecordingServer>>;
  beforeAll(async () => {
    server = await startRecordingServer({
      [calls.status.path]: () => ({ body: envelope({ fine: true }) }),
      [calls.balance.path]: () => ({ body: envelope({ sumBalance: 'lots' }) }),
      [calls.helpCenter.path]: () => ({ body: '<html>not an envelope</html>', type: 'text/html' }),
      [calls.domainRoute.path]: () => 'hang',
      [calls.countryCodes.path]: () => ({ status: 500, type: 'text/plain', body: 'upstream exploded' }),
      [calls.unreadCount.path]: () => ({ status: 401, body: JSON.stringify({ success: false, message: 'expired', errorCode: errorCodes.notLoggedIn, value: null }) }),
      [calls.rsaKey.path]: () => ({ type: 'text/plain', body: `${decryptor.publicModulusHex()}\n` }),
      [calls.login.path]: () => ({ status: 400, body: JSON.stringify({ success: false, message: 'no', errorCode: errorCodes.badCredentials, value: { captcha: true } }) }),
    });
  });
  afterAll(() => server.close());
  const last = () => server.received.at(-1)!;

  it('sends the Merchant, Device, Language and Device-Id headers and the query of a GET', async () => {
    const { http } = clientFor(server.url);
    expect(await http.call('status', { data: { host: 'portal.example' }, schema: v.object({ fine: v.boolean() }) })).toEqual({ fine: true });
    const request = last();
    expect(request.method).toBe('GET');
    expect(new URL(request.url, server.url).searchParams.get('host')).toBe('portal.example');
    expect(request.headers).toMatchObject({ merchant: 'XSP', device: 'web', language: 'TY', 'device-id': 'device-under-test' });
    expect(request.headers.authorization).toBeUndefined();
  });

  it('sends the token in Authorization when there is one, even on public calls', async () => {
    const { http } = clientFor(server.url, { getToken: () => 'session-token' });
    await http.call('status', { schema: v.unknown() });
    expect(last().headers.authorization).toBe('session-token');
  });

  it('refuses a token call without a token before sending anything', async () => {
    const { http } = clientFor(server.url);
    const before = server.received.length;
    const error = await failureOf(http.call('balance', { schema: v.unknown() }));
    expect([error.code, error.status]).toEqual([errorCodes.notLoggedIn, 401]);
    expect(server.received.length).toBe(before);
  });

  it('rejects an answer whose value does not match the schema', async () => {
    const { http } = clientFor(server.url, { getToken: () => 'session-token' });
    const error = await failureOf(http.call('balance', { schema: v.object({ sumBalance: v.number() }) }));
    expect(error.code).toBe(errorCodes.internal);
    expect(error.serverMessage).toBe('unexpected answer');
  });

  it('rejects an answer that is not an envelope', async () => {
    const { http } = clientFor(server.url);
    expect((await failureOf(http.call('helpCenter', { schema: v.unknown() }))).code).toBe(errorCodes.internal);
  });

  it('maps a call that outlives its time limit to the timeout code, with and without a caller signal', async () => {
    const { http } = clientFor(server.url, { timeout: 150 });
    expect((await failureOf(http.call('domainRoute', { schema: v.unknown() }))).code).toBe(errorCodes.timeout);
    const withSignal = await failureOf(http.call('domainRoute', { schema: v.unknown(), signal: new AbortController().signal }));
    expect(withSignal.code).toBe(errorCodes.timeout);
  });

  it('tells a cancelled call apart from a timed-out one', async () => {
    const { http } = clientFor(server.url, { timeout: 5_000 });
    const controller = new AbortController();
    const pending = failureOf(http.call('domainRoute', { schema: v.unknown(), signal: controller.signal }));
    setTimeout(() => controller.abort(), 50);
    expect((await pending).code).toBe('aborted');
  });

  it('maps a 404 without an envelope to the invalid URL code', async () => {
    const { http } = clientFor(`${server.url}/nowhere`);
    const error = await failureOf(http.call('status', { schema: v.unknown() }));
    expect([error.code, error.status]).toEqual([errorCodes.invalidUrl, 404]);
  });

  it('maps another failure without an envelope to the busy code, keeping the status', async () => {
    const { http } = clientFor(server.url);
    const error = await failureOf(http.call('countryCodes', { schema: v.unknown() }));
    expect([error.code, error.status]).toEqual([errorCodes.internal, 500]);
  });

  it('maps a refused connection to the network code', async () => {
    const closed = await startRecordingServer({});
    await closed.close();
    const { http } = clientFor(closed.url);
    const error = await failureOf(http.call('status', { schema: v.unknown() }));
    expect([error.code, error.status]).toEqual([errorCodes.network, 0]);
  });

  it('reports a 401 login.not.session through onSessionExpired and still rejects', async () => {
    const { http, onSessionExpired } = clientFor(server.url, { getToken: () => 'stale-token' });
    const error = await failureOf(http.call('unreadCount', { schema: v.unknown() }));
    expect([error.code, error.status]).toEqual([errorCodes.notLoggedIn, 401]);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('keeps the code, message, value and status of a refusal, without a session expiry', async () => {
    const { http, onSessionExpired } = clientFor(server.url);
    const error = await failureOf(http.call('login', { data: { username: 'demo', password: 'Wrong1234' }, schema: v.unknown() }));
    expect(error).toMatchObject({ code: errorCodes.badCredentials, status: 400, serverMessage: 'no', value: { captcha: true } });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('encrypts an E call: fetches the key uncached, sends the Encryption header and only { value }', async () => {
    const { http } = clientFor(server.url);
    const payload = { username: 'demo', password: 'Demo1234', type: 'username' };
    await failureOf(http.call('login', { data: payload, schema: v.unknown() }));
    const [keyRequest, loginRequest] = server.received.slice(-2);
    expect(keyRequest.url).toMatch(/^\/wps\/session\/key\/rsa\?t=\d+$/);
    expect(keyRequest.headers['cache-control']).toBe('no-cache');
    expect(loginRequest.method).toBe('POST');
    expect(loginRequest.headers.encryption).toMatch(new RegExp(`^${encryptionV2Prefix}`));
    const body = JSON.parse(loginRequest.body) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['value']);
    expect(loginRequest.body).not.toContain('Demo1234');
    expect(await decryptor.decrypt(loginRequest.headers.encryption as string, body.value as string)).toEqual(payload);
  });
});

describe('http client against the reference gateway', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(() => gateway.close());

  it('reads a real answer through its schema', async () => {
    const { http } = clientFor(gateway.url);
    const rules = await http.call('registerSettings', { schema: v.object({ username: v.object({ enabled: v.boolean() }) }) });
    expect(rules.username.enabled).toBe(true);
  });

  it('gets an E call past the gateway decryption (the refusal is about the login, not the wire)', async () => {
    const { http } = clientFor(gateway.url);
    const error = await failureOf(http.call('login', { data: { username: 'demo', password: 'Demo1234', type: 'username' }, schema: v.unknown() }));
    expect([errorCodes.notEncrypted, errorCodes.badEncryption]).not.toContain(error.code);
    expect(error.code).toBe(errorCodes.verificationRequired);
  });

  it('turns the gateway 401 for a dead token into onSessionExpired', async () => {
    const { http, onSessionExpired } = clientFor(gateway.url, { getToken: () => 'not-a-session-token' });
    const error = await failureOf(http.call('balance', { schema: v.unknown() }));
    expect([error.code, error.status]).toEqual([errorCodes.notLoggedIn, 401]);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});
