/**
 * The live channel end to end, on PGlite and PostgreSQL: a change reaches the
 * member's stream when its transaction commits and never after a rollback;
 * an operator's approval arrives as one event naming what changed; nobody
 * hears another member's changes; sign-out, "sign out everywhere else" and
 * expiry end the stream; a token that is missing, unknown or revoked gets the
 * 401 of every token call.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import type { DepositRecord } from '../../../src/services/schemas/funds';
import { sessions } from '../../src/db/schema';
import { applyMovement } from '../../src/domain/ledger';
import { publishChange } from '../../src/domain/live/publish';
import { hashToken, openSession, revokeSession } from '../../src/domain/sessions';
import { send } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { newRequestId, operatorCall, operatorKey } from '../funds/support';
import { callGateway, memberWithSession } from '../http';
import { changes, openLive, sleep, type LiveReader } from './support';

/** A wide window, so notices a few statements apart fall within it even on a loaded machine. */
const live = { pingMs: 250, coalesceMs: 150, maxStreamsPerMember: 4 };

/** Long enough for a notice to arrive on a loaded machine: a change that has not come by then is not coming. */
const quietMs = 600;

describeOnBothDatabases(
  'live channel',
  (gateway) => {
    const movement = (memberId: number, cents: bigint) => ({ memberId, cents, kind: 'adjustment' as const, idempotencyKey: newRequestId(), now: gateway().deps.clock.now() });
    const readers: LiveReader[] = [];
    const open = async (token?: string, extra?: Record<string, string>) => {
      const reader = await openLive(gateway(), token, extra);
      readers.push(reader);
      return reader;
    };
    const hello = async (token: string) => {
      const reader = await open(token);
      expect([reader.status, reader.contentType]).toEqual([200, 'text/event-stream']);
      expect(await reader.next()).toMatchObject({ event: 'hello', topics: [] });
      return reader;
    };

    describe('who may open it', () => {
      it('refuses a missing, unknown, expired or revoked token with the 401 of every token call', async () => {
        const member = await memberWithSession(gateway());
        const revoked = await openSession(gateway().deps, member.id);
        await revokeSession(gateway().deps, revoked);
        const expired = 'expired-token-for-the-live-test-0000000000';
        const now = gateway().deps.clock.now();
        await gateway().db.insert(sessions).values({ tokenHash: hashToken(expired), memberId: member.id, createdAt: now - 10_000, expiresAt: now - 1 });
        for (const token of [undefined, 'not-a-session-token', revoked, expired]) {
          const reader = await open(token);
          expect([reader.status, reader.refusal?.errorCode], String(token)).toEqual([401, errorCodes.notLoggedIn]);
        }
      });

      it('says hello, then pings while nothing happens', async () => {
        const member = await memberWithSession(gateway());
        const reader = await hello(member.token);
        await sleep(live.pingMs * 3);
        expect(reader.comments).toBeGreaterThanOrEqual(2);
        expect(changes(reader)).toEqual([]);
      });

      it('refuses one stream more than a member may hold on one instance (429)', async () => {
        const member = await memberWithSession(gateway());
        const held = await Promise.all(Array.from({ length: live.maxStreamsPerMember }, () => hello(member.token)));
        const refused = await open(member.token);
        expect([refused.status, refused.refusal?.errorCode]).toEqual([429, errorCodes.tooManyRequests]);
        held[0].close();
        await sleep(100);
        await hello(member.token);
      });
    });

    describe('what it carries', () => {
      it('delivers a movement when its transaction commits, and nothing for one rolled back', async () => {
        const member = await memberWithSession(gateway());
        const reader = await hello(member.token);
        await expect(
          gateway().db.transaction(async (tx) => {
            await applyMovement(tx, movement(member.id, 500n));
            await publishChange(tx, member.id, ['inbox']);
            throw new Error('rolled back on purpose');
          }),
        ).rejects.toThrow('rolled back on purpose');
        await sleep(quietMs);
        expect(changes(reader)).toEqual([]);

        await gateway().db.transaction((tx) => applyMovement(tx, movement(member.id, 700n)));
        const change = await reader.next((event) => event.event === 'change');
        expect(change.topics).toEqual(['balance']);
        await sleep(quietMs);
        expect(changes(reader)).toHaveLength(1);
      });

      it('sends a commit’s notices as one event at once, and what follows within the window as one more', async () => {
        const member = await memberWithSession(gateway());
        const reader = await hello(member.token);
        await gateway().db.transaction(async (tx) => {
          await applyMovement(tx, movement(member.id, 100n));
          await applyMovement(tx, movement(member.id, 100n));
          await publishChange(tx, member.id, ['inbox', 'points']);
        });
        await reader.next((event) => event.event === 'change');
        await publishChange(gateway().db, member.id, ['contracts']);
        await publishChange(gateway().db, member.id, ['inbox']);
        await publishChange(gateway().db, member.id, ['redemptions']);
        await sleep(quietMs);
        const [first, second] = changes(reader);
        expect(changes(reader).map((event) => event.topics)).toEqual([
          ['balance', 'inbox', 'points'],
          ['redemptions', 'inbox', 'contracts'],
        ]);
        expect(second.at - first.at).toBeGreaterThanOrEqual(live.coalesceMs - 20);
      });

      it('tells the member of an operator approval: balance, deposits, missions and points in one event', async () => {
        const member = await memberWithSession(gateway());
        const reader = await hello(member.token);
        const deposit = await send<DepositRecord>(gateway(), 'deposit', { token: member.token, data: { requestId: newRequestId(), channelCode: 'BANK', amount: '150.00' } });
        expect((await reader.next((event) => event.event === 'change')).topics).toEqual(['deposits']);
        const from = reader.events.length;
        expect((await operatorCall(gateway(), 'POST', `/deposits/${deposit.body.value.reference}/approve`)).status).toBe(200);
        const change = await reader.next((event) => event.event === 'change', { from });
        expect(change.topics).toEqual(['balance', 'deposits', 'missions', 'points']);
        // The portal re-reads: the balance it finds is the approved one.
        const balance = await callGateway<{ balance: { accountTypeId: number; availBalance: number }[] }>(gateway(), 'balance', { token: member.token });
        expect(balance.body.value.balance).toContainEqual({ accountTypeId: 0, availBalance: 150 });
      });

      it('tells every member of maintenance', async () => {
        const [first, second] = await Promise.all([memberWithSession(gateway()), memberWithSession(gateway())]);
        const readers = await Promise.all([hello(first.token), hello(second.token)]);
        const put = (maintenance: boolean) =>
          fetch(new URL('/operator/system', gateway().url), { method: 'PUT', headers: { Authorization: `Bearer ${operatorKey}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ maintenance }) });
        for (const maintenance of [true, false]) {
          const from = readers.map((reader) => reader.events.length);
          expect((await put(maintenance)).status).toBe(200);
          for (const [index, reader] of readers.entries()) expect((await reader.next((event) => event.event === 'change', { from: from[index] })).topics).toEqual(['maintenance']);
        }
        // Back to normal before the next test opens its streams.
        await sleep(quietMs);
      });

      it('tells every member when a whitelabel switch changes, since the switches travel in the status answer', async () => {
        const member = await memberWithSession(gateway());
        const reader = await hello(member.token);
        const put = (enabled: boolean) =>
          fetch(new URL('/operator/switches/DIRECTREG3', gateway().url), { method: 'PUT', headers: { Authorization: `Bearer ${operatorKey}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ enabled }) });
        for (const enabled of [false, true]) {
          const from = reader.events.length;
          expect((await put(enabled)).status).toBe(200);
          expect((await reader.next((event) => event.event === 'change', { from })).topics).toEqual(['maintenance']);
        }
        await sleep(quietMs);
      });
    });

    describe('an attacker’s view', () => {
      it('never hears another member’s changes, whatever it sends along', async () => {
        const victim = await memberWithSession(gateway());
        const attacker = await memberWithSession(gateway());
        const victimReader = await hello(victim.token);
        const attempts = [
          await hello(attacker.token),
          await open(attacker.token, { 'X-Member-Id': String(victim.id) }),
          await openLive(gateway(), attacker.token, {}, `/wps/live?memberId=${victim.id}&member=${victim.id}`),
        ];
        readers.push(attempts[2]);
        for (const reader of attempts.slice(1)) expect((await reader.next()).event).toBe('hello');
        // A second token of the victim's, opened and revoked: its 'ended' must not close the attacker's streams.
        await revokeSession(gateway().deps, await openSession(gateway().deps, victim.id));
        await gateway().db.transaction((tx) => applyMovement(tx, movement(victim.id, 900n)));
        await publishChange(gateway().db, victim.id, ['inbox', 'contracts', 'missions', 'deposits', 'withdrawals', 'redemptions', 'applications', 'points']);
        expect((await victimReader.next((event) => event.event === 'change')).topics).toContain('balance');
        await sleep(quietMs);
        for (const reader of attempts) {
          expect(reader.events.map((event) => event.event)).toEqual(['hello']);
        }
        // The attacker's own change still reaches it: the silence above is not a dead stream.
        await gateway().db.transaction((tx) => applyMovement(tx, movement(attacker.id, 100n)));
        for (const reader of attempts) expect((await reader.next((event) => event.event === 'change')).topics).toEqual(['balance']);
        expect(victimReader.events.filter((event) => event.event === 'ended')).toEqual([]);
      });
    });

    describe('when the session ends', () => {
      it('ends the stream at sign-out with event: ended and closes it', async () => {
        const member = await memberWithSession(gateway());
        const other = await openSession(gateway().deps, member.id);
        const [reader, otherReader] = [await hello(member.token), await hello(other)];
        expect((await callGateway(gateway(), 'logout', { token: member.token })).status).toBe(200);
        expect((await reader.next((event) => event.event === 'ended')).topics).toEqual([]);
        await reader.closed;
        // The member's other session keeps its stream.
        await sleep(quietMs);
        expect(otherReader.events.map((event) => event.event)).toEqual(['hello']);
        await gateway().db.transaction((tx) => applyMovement(tx, movement(member.id, 100n)));
        expect((await otherReader.next((event) => event.event === 'change')).topics).toEqual(['balance']);
      });

      it('ends the streams of the other sessions at "sign out everywhere else", not the caller’s', async () => {
        const member = await memberWithSession(gateway());
        const others = [await openSession(gateway().deps, member.id), await openSession(gateway().deps, member.id)];
        const mine = await hello(member.token);
        const theirs = await Promise.all(others.map(hello));
        expect((await callGateway(gateway(), 'signOutOthers', { token: member.token })).status).toBe(200);
        for (const reader of theirs) {
          await reader.next((event) => event.event === 'ended');
          await reader.closed;
        }
        await sleep(quietMs);
        expect(mine.events.map((event) => event.event)).toEqual(['hello']);
      });

      it('ends the stream when the session expires', async () => {
        const member = await memberWithSession(gateway());
        const token = 'short-lived-token-of-the-live-test-00000000';
        const now = gateway().deps.clock.now();
        await gateway().db.insert(sessions).values({ tokenHash: hashToken(token), memberId: member.id, createdAt: now, expiresAt: now + 1500 });
        const reader = await hello(token);
        await reader.next((event) => event.event === 'ended', { timeoutMs: 5000 });
        await reader.closed;
      });
    });

    afterAll(async () => {
      for (const reader of readers) reader.close();
      await Promise.all(readers.map((reader) => reader.closed));
    });
  },
  { config: { operatorKey, live } },
);
