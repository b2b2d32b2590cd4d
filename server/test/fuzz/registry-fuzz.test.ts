/**
 * Hostile input for every call of the registry: whatever the query, headers
 * or body, the gateway answers JSON with an envelope, refuses with a known
 * code and a 4xx, and answers in time; success only where the request earns
 * it (support/requests.ts states the rule). Bodies over a call's limit get a
 * 413 envelope, whether the size is declared or only streamed.
 *
 * Runs on PGlite only: the property is about parsing and validation, which
 * sit before any query, and a second database would double the file's time
 * for no new path (the authorisation matrix runs on both).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callNames, calls, type CallName } from '../../../src/services/calls';
import { errorCodes } from '../../../src/services/error-codes';
import { headers } from '../../../src/services/headers';
import { defaultBodyLimit, uploadBodyLimits } from '../../src/http/body-limits';
import { modulusOf } from '../access/support';
import { startGatewayOn } from '../databases';
import type { TestGateway } from '../harness';
import { memberWithSession } from '../http';
import { fuzzedRequest, type Sessions } from './support/requests';
import { fieldNamesOf, routeOf } from './support/routes';
import { expectEnvelope, sendRaw } from './support/wire';

/** Fixed so a failure replays; fast-check prints the seed and the path of the failing case. */
const baseSeed = 1324;
/** Small so the file stays quick in `npm test`; FUZZ_RUNS=200 searches deeper by hand. */
const runsPerCall = Number(process.env.FUZZ_RUNS ?? 15);
/** The key endpoint answers its modulus as plain text, which is how the portal reads it. */
const plainTextAnswers: readonly CallName[] = ['rsaKey'];

vi.spyOn(console, 'info').mockImplementation(() => undefined);

describe('hostile input on every call of the registry [pglite]', () => {
  let gateway: TestGateway;
  let sessions: Sessions;

  beforeAll(async () => {
    gateway = await startGatewayOn('pglite', { config: { testHumanCheckBypass: true } });
    const member = await memberWithSession(gateway);
    const agent = await memberWithSession(gateway, { type: 1 });
    sessions = {
      merchant: gateway.deps.config.merchant,
      fitting: (name) => (calls[name].agentOnly ? agent.token : member.token),
      modulus: await modulusOf(gateway),
    };
  });
  afterAll(() => gateway?.close());

  callNames.forEach((name, index) => {
    it(`${name}: a coded 4xx or an earned success, never a 5xx or a hang`, async () => {
      await fc.assert(
        fc.asyncProperty(fuzzedRequest(name, sessions), async (plan) => {
          const { request, mayWin, summary } = await plan.build();
          const answer = await sendRaw(gateway, request);
          if (plainTextAnswers.includes(name) && answer.status === 200) return;
          if (answer.contentType.startsWith('text/event-stream')) {
            expect(mayWin && answer.status === 200, `stream not earned: ${summary}`).toBe(true);
            return;
          }
          const envelope = expectEnvelope(answer, summary);
          if (envelope.success) expect(mayWin, `success not earned: ${summary}`).toBe(true);
        }),
        { numRuns: runsPerCall, seed: baseSeed + index, endOnFailure: true },
      );
    });
  });

  const writes = callNames.filter((name) => calls[name].method !== 'GET');
  const limitOf = (name: CallName) => uploadBodyLimits[calls[name].path] ?? defaultBodyLimit;

  it.each(writes)('%s: a body one byte over its limit is a 413 envelope, declared or streamed', async (name) => {
    const oversized = 'x'.repeat(limitOf(name) + 1);
    const wire = { [headers.merchant]: gateway.deps.config.merchant, 'Content-Type': 'application/json' };
    const declared = await sendRaw(gateway, { method: calls[name].method, path: calls[name].path, headers: wire, body: oversized });
    const streamed = await sendRaw(gateway, { method: calls[name].method, path: calls[name].path, headers: wire, body: streamOf(oversized) });
    for (const answer of [declared, streamed]) {
      expect(answer.status, `${name}: ${answer.text.slice(0, 200)}`).toBe(413);
      expect(expectEnvelope(answer, name).errorCode).toBe(errorCodes.bodyTooLarge);
    }
  });

  // Found by this fuzz: pageNo 1e300 passed as an integer, the offset became Infinity and PostgreSQL failed (a 500).
  const paged = callNames.filter((name) => fieldNamesOf(routeOf(name).input).includes('pageNo'));
  it.each(paged)('%s: a page number past any list is refused or answered, never a 5xx', async (name) => {
    const wire = { [headers.merchant]: gateway.deps.config.merchant, [headers.authorization]: sessions.fitting(name), 'Content-Type': 'application/json' };
    const pageNo = ['1e300', '9007199254740993', String(2 ** 62)];
    for (const value of pageNo) {
      const get = calls[name].method === 'GET';
      // A period and a kind as well, so calls that need them reach the paging.
      const query: [string, string][] = [['pageNo', value], ['startTime', '0'], ['endTime', String(Date.now())], ['kind', 'dividend']];
      const answer = await sendRaw(gateway, { method: calls[name].method, path: calls[name].path, headers: wire, query: get ? query : [], body: get ? undefined : `{"pageNo":${value}}` });
      expectEnvelope(answer, `${name} pageNo=${value}`);
    }
  });

  it('covers every call of the registry', () => {
    expect(writes.length).toBeGreaterThan(0);
    expect(new Set(callNames).size).toBe(Object.keys(calls).length);
  });
});

/** The text in 16 KB chunks with no Content-Length, as a client streaming a body would send it. */
function streamOf(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + 16_384));
      offset += 16_384;
    },
  });
}
