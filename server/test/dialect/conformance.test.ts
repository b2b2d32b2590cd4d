/**
 * Request conformance: a client of the original portal family, pointed at
 * our gateway with only the base address and merchant changed and the
 * legacy key served (ENCRYPTION=legacy), sends every call of the registry
 * the way the original does (original-requests.ts), and the gateway answers
 * success or the business error the request earns. Each request goes out
 * twice more or less: bare (no Device-Id, no requestId: a browser's cookie
 * jar only) and with our portal's extras; an encrypted call once per scheme
 * (legacy and v2) of each.
 *
 * Runs on PGlite; the money calls (those taking a requestId) on PostgreSQL too.
 */
import { describe, expect, it, vi } from 'vitest';
import { callNames, calls, type CallDef, type CallName } from '../../../src/services/calls';
import type { EncryptionScheme } from '../../../src/services/crypto';
import { allRoutes } from '../../src/routes';
import { callAliases } from '../../src/routes/original-aliases';
import { describeOnBothDatabases } from '../databases';
import { OriginalClient, takesRequestId, type OriginalAnswer } from './original-client';
import { originalRequests, type Expected, type OriginalRequest } from './original-requests';
import { callerOf } from './world';

vi.spyOn(console, 'info').mockImplementation(() => undefined);

interface Variant {
  scheme: EncryptionScheme;
  extras: boolean;
  label: string;
}

function variantsOf(call: CallDef): Variant[] {
  const schemes: EncryptionScheme[] = call.encrypted ? ['legacy', 'v2'] : ['legacy'];
  return [false, true].flatMap((extras) =>
    schemes.map((scheme) => ({ scheme, extras, label: [extras ? 'with Device-Id and requestId' : 'bare', call.encrypted ? scheme : ''].filter(Boolean).join(', ') })),
  );
}

function expectAnswer(answer: OriginalAnswer, expected: Expected, what: string): void {
  const seen = `${what} → ${answer.status} ${answer.text.slice(0, 400)}`;
  if (expected === 'text') return expect([answer.status, answer.contentType.startsWith('text/')], seen).toEqual([200, true]);
  if (expected === 'stream') return expect([answer.status, answer.contentType.startsWith('text/event-stream')], seen).toEqual([200, true]);
  if (expected === 'success') return expect([answer.status, answer.body?.success], seen).toEqual([200, true]);
  expect([answer.body?.success, answer.body?.errorCode], seen).toEqual([false, expected]);
  expect(answer.status, seen).toBeLessThan(500);
}

describe('the table of original requests', () => {
  it('has at least one row for every call of the registry, and nothing else', () => {
    const missing = callNames.filter((name) => !(originalRequests[name]?.length > 0));
    expect(missing).toEqual([]);
    expect(Object.keys(originalRequests).sort()).toEqual([...callNames].sort());
  });

  it('sends every alias the gateway mounts, and every alias is mounted', () => {
    const sent = Object.values(originalRequests).flatMap((rows) => rows.map((row) => row.alias).filter(Boolean));
    expect(sent.length).toBe(callAliases.length);
    for (const alias of callAliases) {
      expect(sent).toContain(alias.call);
      expect(allRoutes.some((route) => route.call === alias.call)).toBe(true);
    }
  });
});

const moneyCalls = callNames.filter((name) => takesRequestId(calls[name]));

describeOnBothDatabases(
  'the original family\'s requests',
  (gateway, kind) => {
    const names: CallName[] = kind === 'pglite' ? callNames : moneyCalls;
    for (const name of names) {
      originalRequests[name].forEach((row: OriginalRequest) => {
        const call = row.alias ?? calls[name];
        for (const variant of variantsOf(call)) {
          const title = `${name}${row.title ? ` (${row.title})` : ''}: ${call.method} ${call.path}, ${variant.label}`;
          it(title, async () => {
            const caller = await callerOf(gateway(), row.as);
            const client = new OriginalClient(gateway(), { scheme: variant.scheme, extras: variant.extras, token: caller.token });
            const data = typeof row.data === 'function' ? await row.data({ client, caller, gateway: gateway() }) : (row.data ?? {});
            const answer = await client.send(call, data);
            expectAnswer(answer, row.expect ?? 'success', `${title} [${row.source}]`);
          });
        }
      });
    }
  },
  { encryption: 'legacy' },
);
