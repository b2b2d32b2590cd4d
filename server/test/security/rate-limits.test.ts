/**
 * Rate limits per network, per address and per member, counted in the
 * database: the write budget every write call spends from, the tighter login,
 * SMS, human-check and feedback buckets, the addresses of one /24, one /64 or
 * this machine spending one network budget, the 429 envelope with
 * Retry-After, two gateway instances on one PostgreSQL database counting
 * together, and ended windows refilling and being deleted. Each test calls
 * from networks of its own (the gateway reads X-Forwarded-For), so budgets
 * spent by one test never reach another.
 */
import { and, like, lt } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import type { CallName } from '../../../src/services/calls';
import { errorCodes } from '../../../src/services/error-codes';
import { rateCounters } from '../../src/db/schema';
import { networkOf } from '../../src/domain/access/network';
import { longestCounterWindowMs } from '../../src/domain/access/rate-limit';
import { callBudgets, type BucketBudgets } from '../../src/http/rate-limits';
import { operatorKeyFailures } from '../../src/operator/failed-keys';
import { operatorCall, operatorKey } from '../funds/support';
import { movableClock, type MovableClock } from '../access/support';
import { describeOnBothDatabases, type DatabaseKind } from '../databases';
import { startTestGateway, type TestGateway } from '../harness';
import { callGateway, memberWithSession, type Answer } from '../http';

const minute = 60 * 1000;
const hour = 60 * minute;
// Fifteen seconds into an hour, so every window (a minute, ten minutes, an hour) is at a known point.
const startOfClocks = Math.floor(Date.now() / hour) * hour + 15 * 1000;
const clocks: Record<DatabaseKind, MovableClock> = { pglite: movableClock(startOfClocks), postgres: movableClock(startOfClocks) };

let networkCounter = 0;
/** An address in a /24 no other test calls from. */
const newAddress = (): string => {
  const n = ++networkCounter;
  return `10.${n >> 8}.${n & 255}.7`;
};

/** The most one address may spend of a bucket: its own budget, or its network's when that is all there is. */
const perAddressLimit = (budgets: BucketBudgets): number => Math.min(budgets.perNetwork.limit, budgets.perAddress?.limit ?? Infinity);

interface From {
  ip: string;
  token?: string;
  body?: unknown;
}

const call = (gateway: TestGateway, name: CallName, from: From): Promise<Answer> =>
  callGateway(gateway, name, { token: from.token, body: from.body, headers: { 'x-forwarded-for': from.ip } });

/** `count` calls at once, and their statuses. */
async function statusesOf(gateway: TestGateway, name: CallName, count: number, from: From): Promise<number[]> {
  const answers = await Promise.all(Array.from({ length: count }, () => call(gateway, name, from)));
  return answers.map((answer) => answer.status);
}

function expectTooManyRequests(answer: Answer): void {
  expect(answer.status).toBe(429);
  expect(answer.body.errorCode).toBe(errorCodes.tooManyRequests);
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
}

describeOnBothDatabases(
  'rate limits',
  (gateway, kind) => {
    const clock = clocks[kind];

    /** Spends all but `left` of a budget straight in the table: hundreds of calls would only slow the suite down. */
    async function spendAllBut(key: string, windowMs: number, limit: number, left: number): Promise<void> {
      const now = clock.now();
      await gateway()
        .db.insert(rateCounters)
        .values({ key, windowStart: now - (now % windowMs), count: limit - left });
    }

    it('gives every address a write budget shared by all write calls, and refuses the next write with 429', async () => {
      const ip = newAddress();
      const { limit, windowMs } = callBudgets.write.perNetwork;
      await spendAllBut(`net:${networkOf(ip)}:write`, windowMs, limit, 4);
      // Calls refused for their missing token still spend: the budget is counted before anything else is read.
      const statuses = [...(await statusesOf(gateway(), 'walletRecall', 2, { ip })), ...(await statusesOf(gateway(), 'rebateClaim', 2, { ip }))];
      expect(statuses).toEqual([401, 401, 401, 401]);
      expectTooManyRequests(await call(gateway(), 'missionClaim', { ip }));
      // Reading is not a write: it stays open, and so do other addresses.
      expect((await callGateway(gateway(), 'status', { headers: { 'x-forwarded-for': ip } })).status).toBe(200);
      expect((await call(gateway(), 'walletRecall', { ip: newAddress() })).status).toBe(401);
    });

    it('gives every member a write budget of their own, whatever address they call from', async () => {
      const member = await memberWithSession(gateway());
      const { limit, windowMs } = callBudgets.write.perMember;
      await spendAllBut(`member:${member.id}:write`, windowMs, limit, 3);
      for (let index = 0; index < 3; index++) expect((await call(gateway(), 'languageUpdate', { ip: newAddress(), token: member.token })).status).not.toBe(429);
      expectTooManyRequests(await call(gateway(), 'languageUpdate', { ip: newAddress(), token: member.token }));
      // Another member on the same address still writes.
      const other = await memberWithSession(gateway());
      expect((await call(gateway(), 'languageUpdate', { ip: newAddress(), token: other.token })).status).not.toBe(429);
    });

    const tighterBuckets: { bucket: keyof typeof callBudgets; name: CallName; other: CallName }[] = [
      { bucket: 'login', name: 'login', other: 'register' },
      { bucket: 'sms', name: 'smsLogin', other: 'smsForgotPassword' },
      { bucket: 'captcha', name: 'humanCheckVerify', other: 'humanCheckChallenge' },
      { bucket: 'feedback', name: 'feedback', other: 'feedback' },
    ];
    for (const { bucket, name, other } of tighterBuckets) {
      it(`spends ${name} from the tighter ${bucket} bucket, shared by its calls, and leaves other writes open`, async () => {
        const ip = newAddress();
        const limit = perAddressLimit(callBudgets[bucket]);
        expect(limit).toBeLessThan(callBudgets.write.perNetwork.limit);
        const statuses = await statusesOf(gateway(), name, limit - 1, { ip });
        expect(statuses.every((status) => status !== 429)).toBe(true);
        expect((await call(gateway(), other, { ip })).status).not.toBe(429);
        expectTooManyRequests(await call(gateway(), name, { ip }));
        expect((await call(gateway(), 'walletRecall', { ip })).status).toBe(401);
      });
    }

    const neighbours: [string, (index: number) => string][] = [
      ['one IPv4 /24', (index) => `203.0.113.${index + 1}`],
      ['this machine (loopback)', (index) => `127.0.0.${index + 1}`],
      ['one IPv6 /64', (index) => `2001:db8:5:6::${(index + 1).toString(16)}`],
    ];
    for (const [network, addressOf] of neighbours) {
      it(`counts 25 addresses of ${network} as one network: one login budget, not 25`, async () => {
        const { limit } = callBudgets.login.perNetwork;
        const statuses: number[] = [];
        for (let index = 0; index < 25; index++) statuses.push((await call(gateway(), 'login', { ip: addressOf(index) })).status);
        expect(statuses.slice(0, limit).every((status) => status !== 429)).toBe(true);
        expect(statuses.slice(limit)).toEqual(Array(25 - limit).fill(429));
        expect((await call(gateway(), 'login', { ip: newAddress() })).status).not.toBe(429);
      });
    }

    it('counts SMS requests from the addresses of one /24 as one network', async () => {
      const { limit } = callBudgets.sms.perNetwork;
      const statuses: number[] = [];
      for (let index = 0; index < limit + 3; index++) statuses.push((await call(gateway(), 'smsLogin', { ip: `192.0.2.${index + 1}` })).status);
      expect(statuses.slice(0, limit).every((status) => status !== 429)).toBe(true);
      expect(statuses.slice(limit)).toEqual([429, 429, 429]);
    });

    it('gives each member their own SMS and feedback budgets', async () => {
      for (const [bucket, name] of [['sms', 'bindMobileCode'], ['feedback', 'feedback']] as const) {
        const member = await memberWithSession(gateway());
        const { limit } = callBudgets[bucket].perMember;
        // One address per call: only the member's budget is spent.
        for (let index = 0; index < limit; index++) expect((await call(gateway(), name, { ip: newAddress(), token: member.token })).status).not.toBe(429);
        expectTooManyRequests(await call(gateway(), name, { ip: newAddress(), token: member.token }));
      }
    });

    it('says in Retry-After when the spent window ends, and refills the budget then', async () => {
      const ip = newAddress();
      const { limit, windowMs } = callBudgets.login.perAddress;
      await statusesOf(gateway(), 'login', limit, { ip });
      const refused = await call(gateway(), 'login', { ip });
      expectTooManyRequests(refused);
      const now = clock.now();
      const windowEndsAt = now - (now % windowMs) + windowMs;
      expect(refused.headers.get('retry-after')).toBe(String(Math.ceil((windowEndsAt - now) / 1000)));
      clock.advance(windowEndsAt - now - 1);
      expectTooManyRequests(await call(gateway(), 'login', { ip }));
      clock.advance(1);
      expect((await call(gateway(), 'login', { ip })).status).toBe(400);
    });

    it('deletes ended windows: its own after the longest budget window, any counter after a day', async () => {
      await call(gateway(), 'login', { ip: newAddress() });
      const now = clock.now();
      await gateway().db.insert(rateCounters).values({ key: 'sms:hour:+63:9170000000', windowStart: now - hour, count: 1 });
      clock.advance(longestCounterWindowMs);
      // The next limited call (the first after the sweep interval) deletes what has ended.
      await call(gateway(), 'login', { ip: newAddress() });
      const after = clock.now();
      const ownOld = await gateway()
        .db.select()
        .from(rateCounters)
        .where(and(like(rateCounters.key, 'ip:%'), lt(rateCounters.windowStart, after - hour)));
      expect(ownOld).toEqual([]);
      const anyOld = await gateway().db.select().from(rateCounters).where(lt(rateCounters.windowStart, after - longestCounterWindowMs));
      expect(anyOld).toEqual([]);
      // The current window stays.
      expect((await gateway().db.select().from(rateCounters).where(like(rateCounters.key, 'ip:%'))).length).toBeGreaterThan(0);
    });

    it('refuses an address that keeps sending wrong operator keys, even its right key, until the window has passed', async () => {
      clock.advance(operatorKeyFailures.windowMs);
      const ip = newAddress();
      for (let i = 0; i < operatorKeyFailures.perNetwork; i++) expect((await operatorCall(gateway(), 'GET', '/deposits', { key: `guess-${i}-0000000000`, ip })).status).toBe(401);
      const refused = await operatorCall(gateway(), 'GET', '/deposits', { ip });
      expect([refused.status, refused.body.errorCode]).toEqual([429, errorCodes.tooManyRequests]);
      expect((await operatorCall(gateway(), 'GET', '/deposits', { ip: newAddress() })).status).toBe(200);
      clock.advance(operatorKeyFailures.windowMs);
      expect((await operatorCall(gateway(), 'GET', '/deposits', { ip })).status).toBe(200);
    });

    const second: { gateway?: TestGateway } = {};
    afterAll(async () => {
      await second.gateway?.close();
    });

    it.skipIf(kind !== 'postgres')('counts calls to two gateway instances on one PostgreSQL database together', async () => {
      second.gateway = await startTestGateway({ databaseUrl: gateway().databaseUrl, databaseSeeded: true, clock, config: { rateLimitScale: 1 } });
      const ip = newAddress();
      const { limit } = callBudgets.login.perAddress;
      const half = Math.floor(limit / 2);
      const statuses = [...(await statusesOf(gateway(), 'login', half, { ip })), ...(await statusesOf(second.gateway, 'login', limit - half, { ip }))];
      expect(statuses.every((status) => status !== 429)).toBe(true);
      expectTooManyRequests(await call(gateway(), 'login', { ip }));
      expectTooManyRequests(await call(second.gateway, 'login', { ip }));
    });
  },
  (kind) => ({ clock: clocks[kind], config: { rateLimitScale: 1, operatorKey } }),
);

it('groups addresses into networks: a /24, a /64, every loopback address as one', () => {
  expect(['203.0.113.1', '203.0.113.254', '::ffff:203.0.113.9'].map(networkOf)).toEqual(Array(3).fill('203.0.113.0/24'));
  expect(networkOf('203.0.114.1')).toBe('203.0.114.0/24');
  expect(['127.0.0.1', '127.9.8.7', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.2'].map(networkOf)).toEqual(Array(5).fill('loopback'));
  expect(['2001:db8:5:6::1', '2001:0DB8:0005:0006:ffff:1:2:3', '2001:db8:5:6::1%eth0'].map(networkOf)).toEqual(Array(3).fill('2001:db8:5:6::/64'));
  expect(networkOf('2001:db8:5:7::1')).toBe('2001:db8:5:7::/64');
  expect(networkOf('::')).toBe('0:0:0:0::/64');
  expect(['unknown', '1.2.3', '2001:db8::1::2'].map(networkOf)).toEqual(['unknown', '1.2.3', '2001:db8::1::2']);
});
