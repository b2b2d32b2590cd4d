/**
 * Session time over HTTP on an injected clock: a reality check falls due on
 * the gateway's clock and pauses stakes on every instance (and the demo
 * slot, in the page's code) until the member answers it; its figures count
 * the play since the sign-in; a session limit ends the session, and the
 * games launched from it, at its time; choices outside the lists are refused.
 */
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { sessionTimeSchema } from '../../../src/services/schemas/session-time';
import { movableClocks, send } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { startTestGateway, type TestGateway } from '../harness';
import { openSession } from '../../src/domain/sessions';
import { insertGame, playSession, spin } from '../provider/support';
import { callsFor, newProvider, playerWithToken } from '../wallet-api/support';

const clocks = movableClocks();
const minute = 60_000;
const others: TestGateway[] = [];
afterAll(async () => {
  await Promise.all(others.map((other) => other.close()));
});

async function sessionTime(gateway: TestGateway, token: string, call: 'sessionTime' | 'realityCheckAck' = 'sessionTime') {
  const answer = await send(gateway, call, { token });
  expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
  return v.parse(sessionTimeSchema, answer.body.value);
}

const choose = (gateway: TestGateway, token: string, realityCheckMinutes: unknown, sessionLimitMinutes: unknown) =>
  send(gateway, 'sessionTimeSet', {
    token,
    data: { realityCheckMinutes, sessionLimitMinutes },
  });

describeOnBothDatabases(
  'session time and reality checks',
  (gateway, kind) => {
    const clock = clocks[kind];

    it('pauses stakes on every instance while a check is due, with the figures since sign-in, until the member answers it', async () => {
      // PostgreSQL: a second gateway on the same database answers the provider; PGlite has one instance.
      const url = gateway().databaseUrl;
      const second = url
        ? await startTestGateway({
            databaseUrl: url,
            databaseSeeded: true,
            clock,
          })
        : gateway();
      if (second !== gateway()) others.push(second);
      const credentials = await newProvider(gateway());
      const player = await playerWithToken(gateway(), '100.00');
      const { token } = player.member;
      const startedAt = (await sessionTime(gateway(), token)).startedAt;
      expect((await choose(gateway(), token, 15, null)).body.success).toBe(true);
      const calls = callsFor(second, credentials, player);
      const round = randomUUID();
      expect((await calls.bet(round, '4.00')).status).toBe(200);
      expect((await calls.win(round, '1.50')).status).toBe(200);

      clock.advance(15 * minute - 1);
      expect((await sessionTime(gateway(), token)).checkDue).toBe(false);
      expect((await calls.bet(randomUUID(), '1.00')).status).toBe(200);
      clock.advance(1);
      const due = await sessionTime(second, token);
      expect(due).toMatchObject({
        realityCheckMinutes: 15,
        startedAt,
        checkDue: true,
        checkDueAt: clock.now(),
        wagered: '5.00',
        net: '-3.50',
        now: clock.now(),
      });
      const refused = await calls.bet(randomUUID(), '1.00');
      expect([refused.status, refused.body.error, refused.body.dueAt]).toEqual([403, 'reality.check.due', new Date(clock.now()).toISOString()]);
      expect((await calls.balance()).body.balance).toBe('96.50');

      clock.advance(2 * minute);
      const answered = await sessionTime(gateway(), token, 'realityCheckAck');
      expect([answered.checkDue, answered.checkDueAt]).toEqual([false, clock.now() + 15 * minute]);
      // A second answer (another tab) changes nothing.
      expect((await sessionTime(second, token, 'realityCheckAck')).checkDueAt).toBe(clock.now() + 15 * minute);
      expect((await calls.bet(randomUUID(), '1.00')).status).toBe(200);
    });

    it("stops the demo slot with the page's code while a check is due; turning checks off lets it spin", async () => {
      const player = await playerWithToken(gateway(), '50.00', await insertGame(gateway(), 'slot'));
      const { token } = player.member;
      await choose(gateway(), token, 15, null);
      const session = await playSession(gateway(), player.member, player.game);
      clock.advance(15 * minute);
      const spun = await spin(gateway(), session, '1.00');
      expect([spun.status, spun.body.errorCode]).toEqual([403, errorCodes.protectionRealityCheckDue]);
      // A due check stays due whatever the member now chooses, until answered.
      expect((await choose(gateway(), token, 60, null)).body.value).toMatchObject({ checkDue: true });
      await sessionTime(gateway(), token, 'realityCheckAck');
      expect((await spin(gateway(), session, '1.00')).status).toBe(200);
      await choose(gateway(), token, 0, null);
      // Past the old interval (the play session idles out after 30 minutes).
      clock.advance(20 * minute);
      expect((await sessionTime(gateway(), token)).checkDueAt).toBeNull();
      expect((await spin(gateway(), session, '1.00')).status).toBe(200);
    });

    it('ends the session and its games at the session limit, counted from the sign-in, on the next session too', async () => {
      const credentials = await newProvider(gateway());
      const player = await playerWithToken(gateway(), '20.00');
      const { token } = player.member;
      const startedAt = clock.now();
      clock.advance(10 * minute);
      const set = await choose(gateway(), token, 0, 30);
      expect(v.parse(sessionTimeSchema, set.body.value)).toMatchObject({
        sessionLimitMinutes: 30,
        endsAt: startedAt + 30 * minute,
      });
      const calls = callsFor(gateway(), credentials, player);
      clock.advance(20 * minute - 1);
      expect((await calls.bet(randomUUID(), '1.00')).status).toBe(200);
      clock.advance(1);
      const ended = await send(gateway(), 'sessionTime', { token });
      expect([ended.status, ended.body.errorCode]).toEqual([401, errorCodes.notLoggedIn]);
      expect([(await calls.bet(randomUUID(), '1.00')).body.error]).toEqual(['token.ended']);

      const next = await openSession(gateway().deps, player.member.id);
      expect((await sessionTime(gateway(), next)).endsAt).toBe(clock.now() + 30 * minute);
      // A limit set late in a session still leaves the warning's five minutes.
      const late = await choose(gateway(), next, 0, null);
      expect(v.parse(sessionTimeSchema, late.body.value).endsAt).toBeNull();
      clock.advance(40 * minute);
      expect((await choose(gateway(), next, 0, 30)).body.value).toMatchObject({
        endsAt: clock.now() + 5 * minute,
      });
    });

    it('refuses choices not offered, below their fields', async () => {
      const player = await playerWithToken(gateway(), '0.00');
      const odd = await choose(gateway(), player.member.token, 20, 45);
      expect([odd.status, odd.body.fields]).toEqual([
        400,
        {
          realityCheckMinutes: errorCodes.protectionSessionChoiceInvalid,
          sessionLimitMinutes: errorCodes.protectionSessionChoiceInvalid,
        },
      ]);
      expect((await sessionTime(gateway(), player.member.token)).realityCheckMinutes).toBe(0);
    });
  },
  (kind) => ({ clock: clocks[kind] }),
);
