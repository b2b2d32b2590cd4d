/**
 * The live channel's stream reader (src/services/live.api.ts) against a
 * small node:http server that plays scripted answers: server-sent events cut
 * at awkward places, pings, a stream that closes without a word, refusals of
 * every kind. It also checks the request carries the headers of every call
 * (what an EventSource could not send) to the gateway base URL.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../../src/services/calls';
import { createPayloadEncryptor } from '../../../src/services/crypto';
import { createHttpClient, type HttpClient } from '../../../src/services/http';
import { streamLiveUpdates, type LiveNotice } from '../../../src/services/live.api';

type Script = (response: ServerResponse) => void;

const sse = (response: ServerResponse) => response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
const refuse = (status: number, body: unknown, type = 'application/json') => (response: ServerResponse) => {
  response.writeHead(status, { 'content-type': type });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
};
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let script: Script = () => undefined;
let seen: { url: string; headers: IncomingHttpHeaders } | null = null;
let baseURL = '';
const server = createServer((request, response) => {
  seen = { url: request.url ?? '', headers: request.headers };
  script(response);
});

beforeAll(async () => {
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

const client = (token: string | null = 'member-token'): HttpClient =>
  createHttpClient({
    baseURL,
    merchant: 'XSP',
    getToken: () => token,
    getLanguage: () => 'TY',
    getDeviceId: () => 'device-7',
    encryptor: createPayloadEncryptor('v2'),
    onSessionExpired: () => {
      throw new Error('a stream never reports an expiry by itself');
    },
  });

/** Runs the reader until it finishes (or, with `stopOnceOpen`, aborts it once open and a little after) and returns what it told. */
async function run(next: Script, options: { http?: HttpClient; stopOnceOpen?: boolean } = {}): Promise<LiveNotice[]> {
  script = next;
  const notices: LiveNotice[] = [];
  const controller = new AbortController();
  const done = streamLiveUpdates({ http: options.http ?? client(), signal: controller.signal }, (notice) => notices.push(notice));
  if (options.stopOnceOpen) {
    while (!notices.length) await later(5);
    controller.abort();
    await later(50);
  }
  await done;
  return notices;
}

describe('live channel stream', () => {
  it('sends the headers of every call to the gateway base URL, asking for an event stream', async () => {
    await run(refuse(404, { success: false, errorCode: 'not.found' }));
    expect(seen?.url).toBe(calls.liveUpdates.path);
    expect(seen?.headers).toMatchObject({ merchant: 'XSP', device: 'web', language: 'TY', 'device-id': 'device-7', authorization: 'member-token', accept: 'text/event-stream' });
  });

  it('reads events cut anywhere, pings, and ends on `ended` without a word more', async () => {
    const notices = await run((response) => {
      sse(response);
      const text = 'event: hello\ndata: {"topics":[]}\n\n: ping\n\nevent: change\ndata: {"topics":["balance","newer-topic","deposits"]}\n\nevent: ended\ndata: {"topics":[]}\n\nevent: change\ndata: {"topics":["inbox"]}\n\n';
      // Three bytes at a time: an event, a line and a JSON document all arrive in pieces.
      void (async () => {
        for (let at = 0; at < text.length; at += 3) {
          response.write(text.slice(at, at + 3));
          await later(1);
        }
      })();
    });
    expect(notices).toEqual([{ kind: 'opened' }, { kind: 'ping' }, { kind: 'change', topics: ['balance', 'deposits'] }, { kind: 'ended' }]);
  });

  it('drops a change with no topic it knows and a malformed one, and says lost when the stream closes without `ended`', async () => {
    const notices = await run((response) => {
      sse(response);
      response.end('event: hello\ndata: {"topics":[]}\n\nevent: change\ndata: {"topics":["newer-topic"]}\n\nevent: change\ndata: not json\n\n');
    });
    expect(notices).toEqual([{ kind: 'opened' }, { kind: 'lost' }]);
  });

  it('tells nothing after the actor stops it', async () => {
    const notices = await run(
      (response) => {
        sse(response);
        response.write('event: hello\ndata: {"topics":[]}\n\n');
      },
      { stopOnceOpen: true },
    );
    expect(notices).toEqual([{ kind: 'opened' }]);
  });

  it.each([
    ['a gateway without the call (404)', refuse(404, { success: false, errorCode: 'not.found' }), 'refused'],
    ['a method it does not take (405)', refuse(405, 'Method Not Allowed', 'text/plain'), 'refused'],
    ['not implemented (501)', refuse(501, 'Not Implemented', 'text/plain'), 'refused'],
    ['an answer that is not a stream', refuse(200, { success: true, errorCode: null, value: null }), 'refused'],
    ['a refused token (401)', refuse(401, { success: false, errorCode: 'login.not.session' }), 'ended'],
    ['a session error code in a 200 envelope', refuse(200, { success: false, errorCode: 'user.or.token.invalid' }), 'ended'],
    ['too many streams (429)', refuse(429, { success: false, errorCode: 'TOO_MANY_REQUESTS' }), 'lost'],
    ['a gateway in trouble (503)', refuse(503, 'Service Unavailable', 'text/plain'), 'lost'],
  ] as const)('reads %s as %s', async (_name, answer, kind) => {
    expect(await run(answer)).toEqual([{ kind }]);
  });

  it('says lost when the gateway cannot be reached', async () => {
    const unreachable = createHttpClient({
      baseURL: 'http://127.0.0.1:9',
      merchant: 'XSP',
      getToken: () => 'member-token',
      getLanguage: () => 'EN',
      getDeviceId: () => 'device-7',
      encryptor: createPayloadEncryptor('v2'),
      onSessionExpired: () => undefined,
    });
    expect(await run(() => undefined, { http: unreachable })).toEqual([{ kind: 'lost' }]);
  });

  it('says ended without asking when there is no token, and refused by a client that cannot stream', async () => {
    expect(await run(() => undefined, { http: client(null) })).toEqual([{ kind: 'ended' }]);
    expect(await run(() => undefined, { http: { call: () => Promise.reject(new Error('unused')) } })).toEqual([{ kind: 'refused' }]);
  });
});
