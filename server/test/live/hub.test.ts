/**
 * The hub's own bookkeeping: a stream is forgotten when its browser leaves
 * or its session ends, so an instance's memory follows its open streams and
 * nothing else; a notice for a member with no stream here queues nothing.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashToken, revokeSession } from '../../src/domain/sessions';
import { publishChange } from '../../src/domain/live/publish';
import { createLiveHub, type LiveHub } from '../../src/live/hub';
import { startGatewayOn } from '../databases';
import type { TestGateway } from '../harness';
import { memberWithSession } from '../http';
import { openLive, sleep } from './support';

let gateway: TestGateway;
let hub: LiveHub;
let url: string;
let close: () => void;

beforeAll(async () => {
  gateway = await startGatewayOn('pglite');
  hub = createLiveHub(gateway.deps, { pingMs: 200, coalesceMs: 20, maxStreamsPerMember: 100 });
  // The hub alone behind a bare route: the member and token come from the query, as the real route gets them from the caller.
  const app = new Hono();
  app.get('/wps/live', async (c) => {
    await hub.ready();
    const memberId = Number(c.req.query('member'));
    const tokenHash = hashToken(c.req.query('token') ?? '');
    return c.body(hub.open({ memberId, tokenHash }), 200, { 'Content-Type': 'text/event-stream' });
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((ready) => server.once('listening', ready));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => {
    (server as { closeAllConnections?: () => void }).closeAllConnections?.();
    server.close();
  };
});

afterAll(async () => {
  close?.();
  await gateway?.close();
});

const until = async (condition: () => boolean, timeoutMs = 5000) => {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(20);
  }
};

it('forgets every stream whose browser left', async () => {
  const member = await memberWithSession(gateway);
  const target = { url, deps: gateway.deps };
  const readers = await Promise.all(Array.from({ length: 40 }, () => openLive(target, undefined, {}, `/wps/live?member=${member.id}&token=${member.token}`)));
  await Promise.all(readers.map((reader) => reader.next()));
  expect(hub.size).toBe(40);
  for (const reader of readers) reader.close();
  await until(() => hub.size === 0);
});

it('forgets the streams of a session that ended, and sends nothing for members without a stream here', async () => {
  const member = await memberWithSession(gateway);
  const bystander = await memberWithSession(gateway);
  const target = { url, deps: gateway.deps };
  const reader = await openLive(target, undefined, {}, `/wps/live?member=${member.id}&token=${member.token}`);
  await reader.next();
  expect(hub.size).toBe(1);
  await publishChange(gateway.db, bystander.id, ['balance']);
  await revokeSession(gateway.deps, member.token);
  await reader.next((event) => event.event === 'ended');
  await reader.closed;
  await until(() => hub.size === 0);
  expect(reader.events.map((event) => event.event)).toEqual(['hello', 'ended']);
});
