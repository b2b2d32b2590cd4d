/**
 * Every call of the registry × every caller, with the outcome derived from
 * the registry's flags: a token call refuses anonymous, forged, expired and
 * revoked sessions with 401; noTrial refuses trial accounts and agentOnly
 * refuses members with 403; public calls never refuse for who is calling.
 * Where a call names someone's rows, the "another member's ids" and "agent of
 * another tree" columns name rows that are not the caller's and expect a
 * refusal (support/foreign-ids.ts); elsewhere they send the valid request.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { callNames, calls, type CallName } from '../../../src/services/calls';
import { createPayloadEncryptor } from '../../../src/services/crypto';
import { errorCodes } from '../../../src/services/error-codes';
import { headers } from '../../../src/services/headers';
import { modulusOf } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import type { TestGateway } from '../harness';
import { callerKinds, prepareAccounts, tokenOf, type Accounts, type CallerKind, type Foreign } from './support/callers';
import { foreignIdCalls, idLikeField, ownIdsOnly, type ForeignColumn } from './support/foreign-ids';
import { fieldNamesOf, inputPasses, routeOf } from './support/routes';
import { validRequests } from './support/valid-requests';
import { expectEnvelope, sendRaw, type RawAnswer } from './support/wire';

vi.spyOn(console, 'info').mockImplementation(() => undefined);

type Outcome = 'unauthenticated' | 'wrongAccountType' | 'allowed' | 'refused' | 'hidden' | 'unchanged';

const withoutSession: readonly CallerKind[] = ['anonymous', 'forged', 'expired', 'revoked'];
const memberCallers: readonly CallerKind[] = ['member', 'otherMembersIds'];

/** The expected outcome of one cell, from the registry's flags and the foreign-id decisions only. */
function outcomeOf(name: CallName, caller: CallerKind): Outcome {
  const call = calls[name];
  if (call.token && withoutSession.includes(caller)) return 'unauthenticated';
  if (call.token && caller === 'trial' && call.noTrial) return 'wrongAccountType';
  if (call.agentOnly && memberCallers.includes(caller)) return 'wrongAccountType';
  const foreign = foreignIdCalls[name]?.[caller as ForeignColumn];
  return foreign ? foreign.outcome : 'allowed';
}

/** Codes that mean "not for you": an allowed caller must never get them. */
const accessCodes: readonly string[] = [errorCodes.notLoggedIn, errorCodes.tokenInvalid, errorCodes.forbiddenAccountType, errorCodes.onlyAgents, errorCodes.notMember];
const encryptor = createPayloadEncryptor('v2');

async function sendAs(gateway: TestGateway, name: CallName, token: string | undefined, data: Record<string, unknown>): Promise<RawAnswer> {
  const call = calls[name];
  const wire: Record<string, string> = { [headers.merchant]: gateway.deps.config.merchant, [headers.device]: 'web', [headers.language]: 'EN', [headers.deviceId]: `matrix-${name}` };
  if (token) wire[headers.authorization] = token;
  const query: [string, string][] = [];
  let body: string | undefined;
  if (call.method === 'GET') {
    for (const [key, value] of Object.entries(data)) query.push([key, String(value)]);
  } else if (call.encrypted) {
    const sealed = await encryptor.encrypt(data, await modulusOf(gateway));
    wire[headers.encryption] = sealed.header;
    wire['Content-Type'] = 'application/json';
    body = JSON.stringify({ value: sealed.value });
  } else if (call.form) {
    wire['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(Object.entries(data).map(([key, value]) => [key, String(value)])).toString();
  } else {
    wire['Content-Type'] = 'application/json';
    body = JSON.stringify(data);
  }
  return sendRaw(gateway, { method: call.method, path: call.path, query, headers: wire, body });
}

function checkCell(name: CallName, caller: CallerKind, outcome: Outcome, answer: RawAnswer, foreign: Foreign): void {
  const what = `${name} as ${caller} (expected ${outcome})`;
  if (name === 'rsaKey' && answer.status === 200) return expect(outcome).toBe('allowed');
  // The live channel answers an allowed caller with an event stream, its first event the hello.
  if (answer.contentType.startsWith('text/event-stream')) {
    expect([outcome, answer.status, answer.text.startsWith('event: hello')]).toEqual(['allowed', 200, true]);
    return;
  }
  // A download (the statement's CSV) answers an allowed caller with the file itself; refusals stay envelopes.
  if (answer.status === 200 && answer.contentType.startsWith('text/csv')) {
    expect(outcome, what).toBe('allowed');
    return;
  }
  const envelope = expectEnvelope(answer, what);
  const code = String(envelope.errorCode ?? '');
  switch (outcome) {
    case 'unauthenticated':
      expect([answer.status, code], what).toEqual([401, errorCodes.notLoggedIn]);
      break;
    case 'wrongAccountType':
      expect([answer.status, code], what).toEqual([403, errorCodes.forbiddenAccountType]);
      break;
    case 'allowed':
      if (!envelope.success) expect([...accessCodes, errorCodes.badRequest], `${what} → ${answer.text.slice(0, 300)}`).not.toContain(code);
      break;
    case 'refused':
      expect(envelope.success, `${what} → ${answer.text.slice(0, 300)}`).toBe(false);
      break;
    case 'hidden':
      if (envelope.success) expect(answer.text, what).not.toContain(foreign.downlineAccount);
      break;
    case 'unchanged':
      break;
  }
}

describe('the authorisation matrix covers every call', () => {
  it('has a valid request for every call, accepted by its own input schema', () => {
    expect(Object.keys(validRequests).sort()).toEqual([...callNames].sort());
    const invalid = callNames.filter((name) => !inputPasses(name, calls[name].method === 'GET' ? stringified(validRequests[name]()) : validRequests[name]()));
    expect(invalid).toEqual([]);
  });

  it('decides for every call with an id-like field whether it names other people\'s rows', () => {
    const undecided = callNames.filter((name) => fieldNamesOf(routeOf(name).input).some(idLikeField) && !foreignIdCalls[name] && !ownIdsOnly[name]);
    expect(undecided).toEqual([]);
  });

  it('gives every cell an outcome', () => {
    const cells = callNames.flatMap((name) => callerKinds.map((caller) => outcomeOf(name, caller)));
    expect(cells).toHaveLength(callNames.length * callerKinds.length);
    expect(cells.every(Boolean)).toBe(true);
  });
});

/**
 * Calls that end the caller's other sessions: their cells run one after
 * another, since the member and "another member's ids" callers are one
 * account, and one cell would end the other's session in flight.
 */
const endsOtherSessions: readonly CallName[] = ['signOutOthers'];

async function eachCaller(name: CallName, check: (caller: CallerKind) => Promise<void>): Promise<void> {
  if (!endsOtherSessions.includes(name)) {
    await Promise.all(callerKinds.map(check));
    return;
  }
  for (const caller of callerKinds) await check(caller);
}

const stringified = (data: Record<string, unknown>) => Object.fromEntries(Object.entries(data).map(([key, value]) => [key, String(value)]));

describeOnBothDatabases('authorisation matrix', (gateway) => {
  let accounts: Accounts;
  let foreign: Foreign;

  beforeAll(async () => {
    ({ accounts, foreign } = await prepareAccounts(gateway()));
  });

  for (const name of callNames) {
    it(`${name}: ${callerKinds.map((caller) => `${caller} → ${outcomeOf(name, caller)}`).join(', ')}`, async () => {
      // The callers hold separate sessions, so their cells run side by side.
      await eachCaller(
        name,
        async (caller) => {
          const outcome = outcomeOf(name, caller);
          const use = foreignIdCalls[name]?.[caller as ForeignColumn];
          const data = use && outcome === use.outcome ? use.data(foreign) : validRequests[name]();
          const answer = await sendAs(gateway(), name, await tokenOf(gateway(), accounts, caller), data);
          checkCell(name, caller, outcome, answer, foreign);
          if (outcome === 'unchanged') expect(await use!.unchanged!(gateway(), foreign), `${name} as ${caller} changed another member's row`).toBe(true);
        },
      );
    });
  }
});
