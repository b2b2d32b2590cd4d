/**
 * Model-based test of the system-status machine: every simple path the
 * model's events open is replayed on the machine provided with the real
 * status service against a real gateway, set per path to answer normal,
 * maintenance, region block or both flags, or replaced by a closed port for
 * failures, asserting what each state means.
 */
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import { startTestGateway, type TestGateway } from '../../server/test/harness';
import { settings } from '../../server/src/db/schema';
import { createHttpClient } from '../../src/services/http';
import { createPayloadEncryptor } from '../../src/services/crypto';
import { loadStatusAnswer, statusCacheKey } from '../../src/services/system.actors';
import { systemStatusMachine, type SystemStatusEvent } from '../../src/machines/system-status/system-status.machine';
import {
  loadStatusDone,
  loadStatusError,
  retryAfterEvent,
  systemStatusEvents,
  systemStatusModel,
  type StatusCase,
  type SystemStatusModelEvent,
} from '../../src/machines/system-status/system-status.model';
import { selectRootScreen } from '../../src/machines/system-status/system-status.selectors';
import { createRecordedActor } from '../support/recorded-actor';
import { allOf, createReachedLog } from '../support/machine-coverage';
import { createSnapshotLog } from '../support/snapshot-log';

type Snapshot = SnapshotFrom<typeof systemStatusMachine>;

let gateway: TestGateway;
let downUrl = '';

/** An address nothing listens on: a port the system just handed out and took back. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return `http://127.0.0.1:${port}`;
}

const systemSetting = (maintenance: boolean, regionRestriction: boolean) => ({ maintenance, regionRestriction, maintainTime: null });

/**
 * Sets the gateway up for the answer a path ends with: a forced status
 * (config SYSTEM_STATUS) for 0, 1 and 2, the operator's stored flags for
 * "both", which must still come out as maintenance.
 */
async function configureFor(answer: StatusCase): Promise<void> {
  gateway.deps.config.systemStatus = answer === 'maintenance' ? 1 : answer === 'regionRestricted' ? 2 : undefined;
  const value = systemSetting(answer === 'bothFlags', answer === 'bothFlags');
  await gateway.db.insert(settings).values({ key: 'system', value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}

beforeAll(async () => {
  [gateway, downUrl] = await Promise.all([startTestGateway(), closedPortUrl()]);
});

afterAll(async () => {
  await gateway?.close();
});

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

const clientFor = (baseURL: string) =>
  createHttpClient({
    baseURL,
    merchant: 'XSP',
    getToken: () => null,
    getLanguage: () => 'EN',
    getDeviceId: () => 'model-test-device',
    encryptor: createPayloadEncryptor('v2'),
    onSessionExpired: () => undefined,
    timeout: 5_000,
  });

/** What each state means, checked on the snapshot the replay reached. */
const meaning: Record<string, (snapshot: Snapshot, event: SystemStatusModelEvent | undefined) => void> = {
  loading: (snapshot) => {
    expect(snapshot.hasTag('loading')).toBe(true);
    expect(selectRootScreen(snapshot)).toBe('loading');
  },
  normal: (snapshot) => {
    expect(selectRootScreen(snapshot)).toBe('app');
    expect(snapshot.context.status).toBe(0);
    expect(snapshot.context.answer?.info.brand.merchantCode).toBe('XSP');
    expect(snapshot.context.switches).toMatchObject({ FREEPLAY3: expect.any(Boolean), DIRECTREG3: expect.any(Boolean) });
    expect(snapshot.context.errorCode).toBeNull();
  },
  maintenance: (snapshot, event) => {
    expect(selectRootScreen(snapshot)).toBe('maintenance');
    expect(snapshot.context.status).toBe(1);
    expect(snapshot.context.answer?.maintenance).toBe(true);
    if (event?.type === loadStatusDone && event.case === 'bothFlags') expect(snapshot.context.answer?.regionRestriction).toBe(true);
    else expect(snapshot.context.answer?.maintainTime).toMatchObject({ startTime: expect.any(Number), endTime: expect.any(Number) });
  },
  regionRestricted: (snapshot) => {
    expect(selectRootScreen(snapshot)).toBe('regionRestricted');
    expect(snapshot.context.status).toBe(2);
    expect(snapshot.context.answer?.maintenance).toBe(false);
    expect(snapshot.context.answer?.location.ip).not.toBe('');
  },
  rechecking: (snapshot) => {
    // The screen shown before stays while the gateway is asked again.
    expect(selectRootScreen(snapshot)).toBe(snapshot.context.status === 1 ? 'maintenance' : 'app');
    expect(snapshot.hasTag('loading')).toBe(false);
  },
  error: (snapshot) => {
    expect(selectRootScreen(snapshot)).toBe('error');
    expect(snapshot.context.errorCode).toBe('network.abnormal');
    expect(snapshot.context.failures).toBeGreaterThan(0);
  },
};

const stateName = (snapshot: Snapshot) => String(snapshot.value);
const describePath = (events: SystemStatusModelEvent[]) =>
  events.map((event) => (event.type === loadStatusDone ? `done(${event.case})` : event.type === loadStatusError ? 'fail' : event.type === retryAfterEvent ? 'after' : event.type)).join(' → ') || 'start';
const userEvents = ['status.retry', 'status.recheck'] as const;

// The model's events include the invoke's done/error payloads, which the machine's own event type leaves out.
const paths = getSimplePaths(systemStatusMachine, {
  events: systemStatusEvents as unknown as readonly SystemStatusEvent[],
  serializeState: systemStatusModel.serializeState,
});
// A failed recheck goes back to the screen it started from, a node the path has seen: no simple path takes it, so these are written out.
const eventOf = (test: (event: SystemStatusModelEvent) => boolean) => systemStatusEvents.find(test)!;
for (const screen of ['normal', 'maintenance'] as const) {
  const taken = [eventOf((event) => event.type === loadStatusDone && event.case === screen), eventOf((event) => event.type === 'status.recheck'), eventOf((event) => event.type === loadStatusError)];
  const states = [screen, 'rechecking', screen];
  paths.push({ ...paths[0], steps: [paths[0].steps[0], ...taken.map((event, index) => ({ event, state: { value: states[index] } }))] } as unknown as (typeof paths)[number]);
}
const reached = createReachedLog('systemStatus');

describe('system status paths against the real gateway', () => {
  it('has paths to every state', () => {
    const ends = new Set(paths.map((path) => stateName(path.state as Snapshot)));
    expect([...ends].sort()).toEqual(['error', 'loading', 'maintenance', 'normal', 'rechecking', 'regionRestricted']);
  });

  for (const path of paths) {
    const events = path.steps.slice(1).map((step) => step.event as SystemStatusModelEvent);
    it(`replays ${describePath(events)}`, async () => {
      // Where each load goes, in order: a failure to the closed port, an answer to the gateway set up for it.
      const loads = events.flatMap((event, index): { url: string; answer: StatusCase | null; recheck: boolean }[] => {
        const recheck = events[index - 1]?.type === 'status.recheck';
        return event.type === loadStatusDone ? [{ url: gateway.url, answer: event.case, recheck }] : event.type === loadStatusError ? [{ url: downUrl, answer: null, recheck }] : [];
      });
      const cache = memoryStorage();
      const usesAfter = events.some((event) => event.type === retryAfterEvent);
      const machine = systemStatusMachine.provide({
        actors: {
          loadStatus: fromPromise(async ({ signal }) => {
            const load = loads.shift() ?? { url: gateway.url, answer: 'normal', recheck: false };
            if (load.answer) await configureFor(load.answer);
            // A recheck that fails for good: this tab kept no answer to fall back to (storage cleared meanwhile).
            else if (load.recheck) cache.data.clear();
            return loadStatusAnswer({ http: clientFor(load.url), cache, host: '127.0.0.1' }, signal);
          }),
        },
        // The automatic retry fires at once on paths that take it and never on the others.
        delays: { retryDelay: usesAfter ? 10 : 600_000 },
      });
      const actor = createRecordedActor(machine, { inspect: reached.inspect });
      const log = createSnapshotLog(actor);
      actor.start();
      try {
        meaning.loading(actor.getSnapshot(), undefined);
        for (const [index, step] of path.steps.slice(1).entries()) {
          const event = events[index];
          if ((userEvents as readonly string[]).includes(event.type)) actor.send({ type: event.type as (typeof userEvents)[number] });
          const expected = stateName(step.state as Snapshot);
          const snapshot = await log.next((candidate) => stateName(candidate) === expected && (expected !== 'loading' || candidate.context.failures > 0));
          meaning[expected](snapshot, event);
          if (event.type === loadStatusDone) expect(cache.data.has(statusCacheKey)).toBe(true);
        }
      } finally {
        actor.stop();
      }
    });
  }

  it('falls back to the cached answer when the gateway is unreachable', async () => {
    await configureFor('normal');
    const cache = memoryStorage();
    const fresh = await loadStatusAnswer({ http: clientFor(gateway.url), cache, host: '127.0.0.1' });
    expect(fresh.fromCache).toBe(false);
    const fallback = await loadStatusAnswer({ http: clientFor(downUrl), cache, host: '127.0.0.1' });
    expect(fallback).toEqual({ answer: fresh.answer, fromCache: true });
  });

  it('reached every state and transition of the machine', () => {
    const all = allOf(systemStatusMachine);
    expect([...all.states].filter((id) => !reached.states.has(id))).toEqual([]);
    expect([...all.transitions].filter((key) => !reached.transitions.has(key))).toEqual([]);
  });
});
