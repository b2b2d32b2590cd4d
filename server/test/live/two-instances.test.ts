/**
 * Two gateway instances on one PostgreSQL database, as the scale path runs
 * them: a change made through one instance reaches a stream held by the
 * other, a sign-out through one ends the stream on the other, and an
 * instance whose listening connection drops reconnects and tells its
 * streams to re-read everything (notices sent meanwhile are lost).
 */
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { liveTopics } from '../../../src/services/schemas/live';
import type { DepositRecord } from '../../../src/services/schemas/funds';
import { applyMovement } from '../../src/domain/ledger';
import { send } from '../access/support';
import { freshPostgresDatabase, type FreshDatabase } from '../contracts/fresh-postgres';
import { newRequestId, operatorCall, operatorKey } from '../funds/support';
import { startTestGateway, type TestGateway } from '../harness';
import { callGateway, memberWithSession } from '../http';
import { postgresAvailable } from '../postgres';
import { openLive, type LiveReader } from './support';

const gateways: TestGateway[] = [];
const readers: LiveReader[] = [];
let fresh: FreshDatabase | undefined;

afterAll(async () => {
  for (const reader of readers) reader.close();
  await Promise.all(gateways.map((gateway) => gateway.close()));
  await fresh?.release();
});

async function twoInstances(): Promise<[TestGateway, TestGateway]> {
  if (gateways.length === 2) return [gateways[0], gateways[1]];
  fresh = await freshPostgresDatabase();
  const options = { databaseUrl: fresh.url, databaseSeeded: true, config: { operatorKey, live: { pingMs: 250, coalesceMs: 50 } } };
  const pair = await Promise.all([startTestGateway(options), startTestGateway(options)]);
  gateways.push(...pair);
  return pair;
}

const open = async (gateway: TestGateway, token: string) => {
  const reader = await openLive(gateway, token);
  readers.push(reader);
  expect((await reader.next()).event).toBe('hello');
  return reader;
};

it.skipIf(!postgresAvailable)('an approval through one instance reaches the member’s stream on the other [postgres]', { timeout: 90_000 }, async () => {
  const [first, second] = await twoInstances();
  const member = await memberWithSession(first);
  const reader = await open(second, member.token);
  const deposit = await send<DepositRecord>(first, 'deposit', { token: member.token, data: { requestId: newRequestId(), channelCode: 'BANK', amount: '150.00' } });
  expect(deposit.body.errorCode).toBeNull();
  await reader.next((event) => event.event === 'change');
  const from = reader.events.length;
  expect((await operatorCall(first, 'POST', `/deposits/${deposit.body.value.reference}/approve`)).status).toBe(200);
  expect((await reader.next((event) => event.event === 'change', { from })).topics).toEqual(expect.arrayContaining(['balance', 'deposits']));
});

it.skipIf(!postgresAvailable)('a sign-out through one instance ends the stream held by the other [postgres]', { timeout: 60_000 }, async () => {
  const [first, second] = await twoInstances();
  const member = await memberWithSession(first);
  const reader = await open(second, member.token);
  expect((await callGateway(first, 'logout', { token: member.token })).status).toBe(200);
  await reader.next((event) => event.event === 'ended');
  await reader.closed;
});

it.skipIf(!postgresAvailable)('reconnects a dropped listening connection and has every stream re-read everything [postgres]', { timeout: 60_000 }, async () => {
  const [first, second] = await twoInstances();
  const member = await memberWithSession(first);
  const reader = await open(second, member.token);
  const admin = new pg.Client({ connectionString: fresh!.url });
  await admin.connect();
  try {
    // Only an instance with a stream open listens: the second one here.
    const ended = await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'gateway-live' and datname = current_database()`);
    expect(ended.rowCount).toBe(1);
  } finally {
    await admin.end();
  }
  const resync = await reader.next((event) => event.event === 'change', { timeoutMs: 15_000 });
  expect(resync.topics).toEqual([...liveTopics]);
  // And it listens again.
  const from = reader.events.length;
  await first.db.transaction((tx) => applyMovement(tx, { memberId: member.id, cents: 100n, kind: 'adjustment', idempotencyKey: newRequestId(), now: Date.now() }));
  expect((await reader.next((event) => event.event === 'change', { from })).topics).toEqual(['balance']);
});
