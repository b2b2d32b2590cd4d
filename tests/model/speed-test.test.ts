/**
 * Speed test, model-based: paths generated from the machine with the model's
 * event cases, replayed on the provided machine against a real gateway. User
 * events are sent; actor outcomes are not faked: the gateway's own domain list
 * is arranged so each ping meets the outcome the path asks for (a reachable
 * domain for a done step, an unreachable mirror for an error step), and a
 * failed list load comes from the gateway refusing an unknown merchant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPromise, type AnyMachineSnapshot, type AnyStateNode, type EventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths, joinPaths, type StatePath } from 'xstate/graph';
import { createServer } from 'node:net';
import { domainRoutes } from '../../server/src/db/schema';
import { startTestGateway, type TestGateway } from '../../server/test/harness';
import { createHttpClient, type HttpClient } from '../../src/services/http';
import { coverageOf, transitionKey } from '../../src/inspection/coverage';
import { speedTestMachine } from '../../src/machines/speed-test/speed-test.machine';
import { serializeSpeedTest, speedTestEvents } from '../../src/machines/speed-test/speed-test.model';
import { selectSpeedTestView } from '../../src/machines/speed-test/speed-test.selectors';
import { failureSpeed } from '../../src/machines/speed-test/speed-score';
import { fetchDomainNames } from '../../src/services/speed-test.api';
import { createMeasureDomainActor } from '../../src/services/speed-test.actors';
import { createRecordedActor } from '../support/recorded-actor';

type Snapshot = SnapshotFrom<typeof speedTestMachine>;
type Path = StatePath<AnyMachineSnapshot, EventObject>;

const traversal = { events: speedTestEvents as unknown as EventObject[], serializeState: serializeSpeedTest } as never;

function pathKey(path: Path): string {
  return path.steps.map((step) => `${step.event.type}>${serializeSpeedTest(step.state)}`).join(' | ');
}

function describePath(path: Path): string {
  return path.steps
    .slice(1)
    .map((step) => `${step.event.type.replace('xstate.', '')} → ${serializeSpeedTest(step.state)}`)
    .join(', ') || 'start → "loading"';
}

/** joinPaths wants the very same snapshot object; a traversal from a state starts from an equal copy. */
function join(head: Path, tail: Path): Path {
  if (serializeSpeedTest(tail.steps[0].state) !== serializeSpeedTest(head.state)) throw new Error('paths do not meet');
  return joinPaths(head, { ...tail, steps: [{ ...tail.steps[0], state: head.state }, ...tail.steps.slice(1)] });
}

/** Shortest and simple paths, plus every end state followed by a retest round (simple paths never revisit loading). */
function generatePaths(): Path[] {
  const logic = speedTestMachine as never;
  const base = [...getShortestPaths(logic, traversal), ...getSimplePaths(logic, traversal)] as Path[];
  const ends = new Map<string, Path>();
  for (const path of base) {
    if (!path.state.matches('done') && !path.state.matches('failed')) continue;
    const key = serializeSpeedTest(path.state);
    const known = ends.get(key);
    if (!known || known.steps.length > path.steps.length) ends.set(key, path);
  }
  const retests = [...ends.values()].flatMap((head) =>
    (getShortestPaths(logic, { ...(traversal as object), fromState: head.state } as never) as Path[])
      .filter((tail) => tail.steps.length > 1)
      .map((tail) => join(head, tail)),
  );
  const unique = new Map<string, Path>();
  for (const path of [...base, ...retests]) unique.set(pathKey(path), path);
  return [...unique.values()];
}

/** What each list load must produce: a refusal, or domains whose pings succeed (`up`) or fail (`down`). */
type LoadPlan = { kind: 'error' } | { kind: 'list'; outcomes: ('up' | 'down')[] };

function planOf(path: Path): LoadPlan[] {
  const plans: LoadPlan[] = [];
  let measured = 0;
  for (const { event } of path.steps) {
    if (event.type === 'xstate.error.actor.loadDomains') plans.push({ kind: 'error' });
    if (event.type === 'xstate.done.actor.loadDomains') {
      const count = (event as unknown as { output: string[] }).output.length;
      plans.push({ kind: 'list', outcomes: Array.from({ length: count }, () => 'up') });
      measured = 0;
    }
    const current = plans[plans.length - 1];
    if (current?.kind === 'list' && event.type.endsWith('.actor.measureDomain')) {
      current.outcomes[measured] = event.type.startsWith('xstate.done') ? 'up' : 'down';
      measured += 1;
    }
  }
  return plans;
}

function allStateIds(node: AnyStateNode): string[] {
  return [node.id, ...Object.values(node.states).flatMap((child) => allStateIds(child as AnyStateNode))];
}

function allTransitionKeys(node: AnyStateNode): string[] {
  const own = [...node.transitions.values()].flat().map((transition) => transitionKey(transition));
  return [...own, ...Object.values(node.states).flatMap((child) => allTransitionKeys(child as AnyStateNode))];
}

const paths = generatePaths();

/** A port nothing listens on: taken from the system, then let go. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
const reachedStates = new Set<string>();
const reachedTransitions = new Set<string>();

describe('speedTest machine against the real gateway', () => {
  let gateway: TestGateway;
  let http: HttpClient;
  let refusingHttp: HttpClient;
  let reachable: string[];
  let unreachable: string[];

  const client = (merchant: string) =>
    createHttpClient({
      baseURL: gateway.url,
      merchant,
      getToken: () => null,
      getLanguage: () => 'EN',
      getDeviceId: () => 'speed-test-model',
      encryptor: { encrypt: () => Promise.reject(new Error('no encrypted call here')) } as never,
      onSessionExpired: () => {},
    });

  beforeAll(async () => {
    gateway = await startTestGateway();
    // The seed lists only routes that answer; this test's own database gets one that refuses, for the error steps.
    await gateway.db.insert(domainRoutes).values({ domainName: `http://127.0.0.1:${await closedPort()}` });
    http = client(gateway.deps.config.merchant);
    refusingHttp = client('NO-SUCH-MERCHANT');
    const port = new URL(gateway.url).port;
    const listed = (await fetch(`${gateway.url}/wps/system/domainRoute?device=0`, { headers: { Merchant: gateway.deps.config.merchant } }).then((r) => r.json())) as {
      value: { domainList: { domainName: string }[] };
    };
    const names = listed.value.domainList.map((entry) => entry.domainName);
    reachable = names.filter((name) => new URL(name).port === port);
    unreachable = names.filter((name) => new URL(name).port !== port);
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it('the list holds the gateway itself and the unreachable mirror', () => {
    expect(reachable.length).toBeGreaterThanOrEqual(1);
    expect(unreachable.length).toBeGreaterThanOrEqual(1);
    expect(paths.length).toBeGreaterThanOrEqual(10);
  });

  function provide(plans: LoadPlan[]) {
    let loads = 0;
    return speedTestMachine.provide({
      actors: {
        loadDomains: fromPromise<string[], void>(async ({ signal }) => {
          const plan = plans[loads] ?? { kind: 'list', outcomes: ['up'] };
          loads += 1;
          if (plan.kind === 'error') return fetchDomainNames(refusingHttp, { signal });
          const listed = await fetchDomainNames(http, { signal });
          // The gateway's own list, ordered so each position meets the outcome the path asks for.
          return plan.outcomes.map((outcome, index) => {
            const pool = listed.filter((name) => (outcome === 'up' ? reachable : unreachable).includes(name));
            return pool[index % pool.length];
          });
        }),
        measureDomain: createMeasureDomainActor({ fetch, now: () => performance.now(), random: Math.random, protocol: 'http:', timeoutMs: 5000 }),
      },
    });
  }

  function checkState(snapshot: Snapshot, plan: LoadPlan | undefined): void {
    const view = selectSpeedTestView(snapshot);
    if (snapshot.matches('loading')) {
      expect(view.phase).toBe('loading');
      expect(view.entries).toEqual([]);
    }
    if (snapshot.matches('measuring')) {
      expect(view.busy).toBe(true);
      expect(view.measured).toBe(snapshot.context.index);
      expect(view.canRetest).toBe(false);
    }
    if (snapshot.matches('failed')) {
      expect(view.errorCode).toBe('function.not.available');
      expect(view.canRetest).toBe(true);
    }
    if (snapshot.matches('done')) {
      expect(view.canRetest).toBe(true);
      const speeds = view.entries.map((entry) => entry.speed);
      expect(speeds).toEqual([...speeds].sort((a, b) => a - b));
      const outcomes = plan?.kind === 'list' ? plan.outcomes : [];
      expect(view.entries).toHaveLength(outcomes.length);
      const failures = view.entries.filter((entry) => entry.failed);
      expect(failures).toHaveLength(outcomes.filter((outcome) => outcome === 'down').length);
      for (const entry of failures) expect(entry).toMatchObject({ speed: failureSpeed, type: 'slow', bar: 0, percentage: 0 });
      for (const entry of view.entries.filter((candidate) => !candidate.failed)) {
        expect(entry.speed).toBeGreaterThanOrEqual(20);
        expect(entry.speed).toBeLessThanOrEqual(150);
        expect(reachable).toContain(entry.domainName);
      }
    }
  }

  it.each(paths.map((path) => [describePath(path), path] as const))('path: %s', async (_name, path) => {
    const plans = planOf(path);
    const seen: { key: string; snapshot: Snapshot }[] = [];
    const actor = createRecordedActor(provide(plans), {
      inspect: (event) => {
        const hit = coverageOf(event);
        if (!hit || hit.machine !== 'speedTest') return;
        hit.states.forEach((state) => reachedStates.add(state));
        hit.transitions.forEach((transition) => reachedTransitions.add(transition));
      },
    });
    actor.subscribe((snapshot) => seen.push({ key: serializeSpeedTest(snapshot), snapshot }));
    actor.start();
    seen.unshift({ key: serializeSpeedTest(actor.getSnapshot()), snapshot: actor.getSnapshot() });

    let cursor = 0;
    let loadsSoFar = 0;
    for (const step of path.steps) {
      const type = step.event.type;
      if (!type.startsWith('xstate.')) actor.send(step.event as never);
      if (type.endsWith('.loadDomains')) loadsSoFar += 1;
      const expected = serializeSpeedTest(step.state);
      const found = await new Promise<number>((resolve, reject) => {
        const started = Date.now();
        const poll = () => {
          const index = seen.findIndex((entry, position) => position >= cursor && entry.key === expected);
          if (index >= 0) return resolve(index);
          if (Date.now() - started > 15_000) return reject(new Error(`never reached ${expected} after ${type}; saw ${seen.map((entry) => entry.key).join(' ')}`));
          setTimeout(poll, 5);
        };
        poll();
      });
      const reached = seen[found].snapshot;
      if (type === 'xstate.done.actor.measureDomain') expect(reached.context.results.some((result) => result.speed !== null)).toBe(true);
      if (type === 'xstate.error.actor.measureDomain') expect(reached.context.results.some((result) => result.speed === null)).toBe(true);
      checkState(reached, plans[loadsSoFar - 1]);
      cursor = found + 1;
    }
    actor.stop();
  });

  it('replaying the paths reached every state and every transition', () => {
    const root = speedTestMachine.root as AnyStateNode;
    expect([...reachedStates].sort()).toEqual(expect.arrayContaining(allStateIds(root)));
    const transitions = allTransitionKeys(root);
    // loading: 2 done + 1 error; measuring: 2 done + 2 error; one retest each from done and failed.
    expect(transitions).toHaveLength(9);
    const missing = transitions.filter((key) => !reachedTransitions.has(key));
    expect(missing).toEqual([]);
  });
});
