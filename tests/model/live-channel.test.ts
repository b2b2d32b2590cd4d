/**
 * Model-based test of the live channel: planned paths replayed on the
 * channel provided with the real stream (src/services/live.actors.ts)
 * against real gateways. What each connection meets is arranged from the
 * plan, in order: it opens (the gateway's hello), the network fails it, an
 * operator's gateway without the channel answers 404, or the session was
 * revoked first (a real 401). Changes are published by the gateway's one
 * publisher; a revoked session ends an open stream through the gateway; a
 * lost stream is a connection that breaks mid-read. Pings come from a
 * gateway that pings every 100 ms; a silent connection from one that pings
 * once a minute (so paths never wait on a ping and a silence at once).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { createActor, fromCallback, type AnyActorRef, type AnyMachineSnapshot, type EventObject, type InspectionEvent } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../server/src/db/schema';
import { publishChange } from '../../server/src/domain/live/publish';
import { revokeSession } from '../../server/src/domain/sessions';
import { liveChannelMachine, type LiveChangedEvent } from '../../src/machines/live-channel/live-channel.machine';
import { allLiveTopics } from '../../src/machines/live-channel/live-channel-rules';
import { liveChannelAfter, liveChannelModel } from '../../src/machines/live-channel/live-channel.model';
import { createHttpClient, type HttpClient } from '../../src/services/http';
import { createPayloadEncryptor } from '../../src/services/crypto';
import { createLiveActors } from '../../src/services/live.actors';
import type { LiveTopic } from '../../src/services/schemas/live';
import { login } from '../../src/services/session.api';
import { createCoverage } from './support/access-coverage';
import { describeEvent, planPaths, runPure, unplanned, type PlannedPath } from './support/access-paths';
import { replayPath } from './support/access-replay';
import { memoryStores, startWorld, type World } from './support/access-world';

type Fate = 'open' | 'fail' | 'refuse' | 'revoked';
const fateOf: Record<string, Fate> = { 'channel.opened': 'open', 'channel.lost': 'fail', 'channel.refused': 'refuse', 'channel.ended': 'revoked' };

const connecting = { streaming: 'connecting' } as const;
const isSilence = (event: EventObject) => event.type === liveChannelAfter.silence;

/** What each connection of a path meets, in order: the event the plan takes while connecting. */
function fatesOf(plan: PlannedPath): Fate[] {
  return plan.events.flatMap((event, index) => (plan.snapshots[index].matches(connecting) && fateOf[event.type] ? [fateOf[event.type]] : []));
}

const planned = planPaths(liveChannelMachine, liveChannelModel, [
  // On the pinging gateway a silence never comes.
  { filterEvents: (_, event) => !isSilence(event) },
  // On the quiet gateway nothing arrives while it is silent.
  { filterEvents: (_, event) => event.type !== 'channel.ping' && event.type !== 'channel.change' },
]);
const ev = (type: string): EventObject => liveChannelModel.events.find((event) => event.type === type)!;
/** Two ways the cover leaves out, the commonest in a browser: a stream that breaks while open, and a token refused at once. */
const extra = [
  [ev('channel.opened'), ev('channel.lost'), ev(liveChannelAfter.backoff), ev('channel.opened'), ev('channel.change')],
  [ev('channel.ended')],
].map((events) => ({ input: liveChannelModel.input, events, ...runPure(liveChannelMachine, liveChannelModel.input, events) }));
const plans = [...planned, ...extra].filter((plan, index, all) => all.findIndex((other) => JSON.stringify(other.events) === JSON.stringify(plan.events)) === index);

/** An operator's gateway that has no live channel: every path is not found. */
async function gatewayWithoutChannel(): Promise<{ server: Server; url: string }> {
  const server = createServer((_, response) => {
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ success: false, message: 'not found', errorCode: 'not.found', value: null }));
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const clientFor = (baseURL: string, getToken: () => string | null, deviceId: string): HttpClient =>
  createHttpClient({ baseURL, merchant: 'XSP', getToken, getLanguage: () => 'EN', getDeviceId: () => deviceId, encryptor: createPayloadEncryptor('v2'), onSessionExpired: () => undefined, timeout: 10_000 });

/** A body that passes the gateway's stream through until `fail()` breaks it, as a dropped connection does. */
function breakable(response: Response): { response: Response; fail(): void } {
  let failWith: ((error: Error) => void) | null = null;
  const reader = response.body!.getReader();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      failWith = (error) => {
        controller.error(error);
        void reader.cancel().catch(() => undefined);
      };
    },
    async pull(controller) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) controller.close();
      else controller.enqueue(value!);
    },
    cancel: () => reader.cancel(),
  });
  return { response: new Response(body, { status: response.status, headers: response.headers }), fail: () => failWith?.(new TypeError('terminated')) };
}

async function waitFor(check: () => boolean, label: string, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('live channel on real gateways', () => {
  let pinging: World;
  let quiet: World;
  let refusing: Awaited<ReturnType<typeof gatewayWithoutChannel>>;
  const coverage = createCoverage();

  beforeAll(async () => {
    [pinging, quiet, refusing] = await Promise.all([startWorld({ live: { pingMs: 100 } }), startWorld({ live: { pingMs: 60_000 } }), gatewayWithoutChannel()]);
  });
  afterAll(async () => {
    await Promise.all([pinging?.close(), quiet?.close(), new Promise((done) => refusing?.server.close(done))]);
  });

  it('plans paths that reach every state and transition', () => {
    expect(unplanned(liveChannelMachine, plans)).toEqual([]);
  });

  it.each(plans.map((plan, index) => [index + 1, plan.events.map(describeEvent).join(' → ') || 'start', plan] as const))('path %i: %s', async (_index, _label, plan) => {
    const world = plan.events.some(isSilence) ? quiet : pinging;
    const stores = memoryStores();
    const deviceId = `live-model-${Math.random().toString(36).slice(2)}`;
    const real = clientFor(world.gateway.url, () => stores.store.read(), deviceId);
    const without = clientFor(refusing.url, () => stores.store.read(), deviceId);
    stores.store.write((await login({ http: real }, { type: 'username', username: 'demo', password: 'Demo1234' })).token);
    const [member] = await world.gateway.db.select({ id: members.id }).from(members).where(eq(members.account, 'demo'));

    // Each connection meets what the plan says; a connection the plan never decides simply opens.
    const fates = fatesOf(plan);
    let current: { fail(): void } | null = null;
    const http: HttpClient = {
      call: real.call,
      async open(name, options) {
        const fate = fates.shift() ?? 'open';
        if (fate === 'fail') throw new TypeError('fetch failed');
        if (fate === 'refuse') return without.open!(name, options);
        if (fate === 'revoked') await revokeSession(world.gateway.deps, stores.store.read()!);
        const connection = breakable(await real.open!(name, options));
        current = connection;
        return connection.response;
      },
    };

    // The parent hears `live.changed`; the channel's own events are counted from inspection.
    const heard: LiveTopic[][] = [];
    const parent = createActor(fromCallback<LiveChangedEvent>(({ receive }) => receive((event) => heard.push(event.topics)))).start();
    const received = new Map<string, number>();
    const count = (type: string) => received.get(type) ?? 0;
    const machine = liveChannelMachine.provide({
      actors: createLiveActors({ http }),
      delays: {
        backoff: 20,
        pollInterval: plan.events.some((event) => event.type === liveChannelAfter.poll) ? 30 : 600_000,
        silenceLimit: plan.events.some(isSilence) ? 250 : 600_000,
      },
    });
    const actor = coverage.createActor(machine, { parent: parent as AnyActorRef });
    actor.system.inspect({
      next: (event: InspectionEvent) => {
        if (event.type === '@xstate.event' && event.actorRef === actor) received.set(event.event.type, count(event.event.type) + 1);
      },
    });

    let heardBefore = 0;
    let step = -1;
    await replayPath(actor, plan, {
      executors: {
        // What the stream does by itself, arranged above or waited for here: nothing is sent by hand.
        'channel.opened': () => undefined,
        'channel.refused': () => undefined,
        'channel.ping': async () => {
          const before = count('channel.ping');
          await waitFor(() => count('channel.ping') > before, 'a ping');
        },
        'channel.change': async (event) => {
          const topics = (event as EventObject & { topics: LiveTopic[] }).topics;
          const before = heard.length;
          await publishChange(world.gateway.db, member.id, topics);
          await waitFor(() => heard.length > before, 'the change to reach the parent');
          expect(heard.at(-1)).toEqual(topics);
        },
        'channel.lost': async (_, { index }) => {
          // While connecting the arranged failure does it; an open stream breaks mid-read.
          if (plan.snapshots[index].matches({ streaming: 'open' })) current?.fail();
        },
        'channel.ended': async (_, { index }) => {
          if (plan.snapshots[index].matches({ streaming: 'open' })) await revokeSession(world.gateway.deps, stores.store.read()!);
        },
      },
      assertState: async (snapshot: AnyMachineSnapshot, expected: AnyMachineSnapshot, event) => {
        const before = step >= 0 ? plan.snapshots[step] : null;
        step += 1;
        expect(snapshot.context.gap).toBe(expected.context.gap);
        expect(snapshot.context.failures).toBe(expected.context.failures);
        // Re-reads of everything: after a gap, at each poll, when the session ended.
        const everything = event?.type === liveChannelAfter.poll || event?.type === 'channel.ended' || (event?.type === 'channel.opened' && before?.context.gap === true);
        if (everything) {
          await waitFor(() => heard.length > heardBefore, 'a re-read of everything');
          expect(heard.at(-1)).toEqual([...allLiveTopics]);
        }
        heardBefore = heard.length;
        if (snapshot.matches('ended')) expect(snapshot.status).toBe('done');
      },
    });
    parent.stop();
  });

  it('reached every state and transition of the machine', () => {
    const report = coverage.report(liveChannelMachine);
    console.log('[coverage]', JSON.stringify(report));
    expect(report.missingStates).toEqual([]);
    expect(report.missingTransitions).toEqual([]);
  });
});
