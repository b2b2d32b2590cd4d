/**
 * What the inspector makes of the bridge's reports: its own tab left out, the
 * actor tree, one actor's history on the timeline, and events sent back to a
 * live actor through the bridge.
 */
import { createActor, createMachine, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createInspectionBridge } from '../../../src/inspection/bridge';
import type { ActorView, BridgeMessage, LogEntry } from '../../../src/inspection/bridge-protocol';
import { actorTree, treeKeys } from '../../../src/inspector/live/actor-tree';
import { emptyLive, entryKey, pageOf, reduceLive, reduceLiveIgnoring, type LiveState } from '../../../src/inspector/live/live-store';
import { shownFor } from '../../../src/inspector/live/shown';
import { pingMachine } from '../../fixtures/machines/ping.machine';

function bridged(pageId: string) {
  const messages: BridgeMessage[] = [];
  let now = 1000;
  const bridge = createInspectionBridge({ post: (message) => messages.push(message), pageId, now: () => now++ });
  return { bridge, messages };
}

const fold = (messages: BridgeMessage[], reducer = reduceLive): LiveState => messages.reduce(reducer, emptyLive);

const view = (pageId: string, sessionId: string, machineId: string, parentSessionId?: string): ActorView => ({
  pageId,
  sessionId,
  actorId: machineId,
  machineId,
  parentSessionId,
  snapshot: { value: 'idle', context: {}, status: 'active', states: [] },
  updatedAt: 1,
});

describe('the inspector leaves its own tab out', () => {
  it('knows the page of every report', () => {
    const actor = view('a', 'x:0', 'ping');
    expect(pageOf({ kind: 'actor', actor })).toBe('a');
    expect(pageOf({ kind: 'sync', pageId: 'b', actors: [], log: [] })).toBe('b');
    expect(pageOf({ kind: 'hello' })).toBeNull();
  });

  it("ignores the reports of its own page and keeps the portal tab's", () => {
    const own = bridged('inspector-tab');
    const portal = bridged('portal-tab');
    createActor(pingMachine, { inspect: own.bridge.observe }).start();
    createActor(pingMachine, { inspect: portal.bridge.observe }).start();
    const live = fold([...own.messages, ...portal.messages], reduceLiveIgnoring('inspector-tab'));
    expect(Object.values(live.actors).map((actor) => actor.pageId)).toEqual(['portal-tab']);
    expect(new Set(live.log.map((entry) => entry.pageId))).toEqual(new Set(['portal-tab']));
  });
});

describe('actor tree', () => {
  it('nests invoked and spawned machines under their parents, per page, in start order', () => {
    const tree = actorTree([view('a', 'x:3', 'humanCheck', 'x:1'), view('a', 'x:1', 'login', 'x:0'), view('a', 'x:0', 'session'), view('a', 'x:12', 'liveChannel', 'x:0'), view('b', 'x:0', 'session'), view('a', 'x:7', 'orphan', 'x:99')]);
    expect(tree.map((page) => page.pageId)).toEqual(['a', 'b']);
    const [session, orphan] = tree[0].roots;
    expect(session.actor.machineId).toBe('session');
    expect(session.children.map((child) => child.actor.machineId)).toEqual(['login', 'liveChannel']);
    expect(session.children[0].children.map((child) => child.actor.machineId)).toEqual(['humanCheck']);
    expect(orphan.actor.machineId).toBe('orphan');
    expect(treeKeys(tree)).toEqual(['a/x:0', 'a/x:1', 'a/x:3', 'a/x:12', 'a/x:7', 'b/x:0']);
  });

  it('reports the parent of an invoked child through the bridge', () => {
    const child = createMachine({ id: 'child', initial: 'waiting', states: { waiting: {} } });
    const parent = setup({ actors: { child } }).createMachine({ id: 'parent', invoke: { id: 'child', src: 'child' } });
    const { bridge, messages } = bridged('p');
    createActor(parent, { inspect: bridge.observe }).start();
    const [root] = actorTree(Object.values(fold(messages).actors))[0].roots;
    expect(root.actor.machineId).toBe('parent');
    expect(root.children.map((node) => node.actor.actorId)).toEqual(['child']);
  });
});

describe('timeline', () => {
  it("scrubs one actor's history: a selected event shows the snapshot after it, no selection the live state", () => {
    const { bridge, messages } = bridged('p');
    const actor = createActor(pingMachine, { inspect: bridge.observe }).start();
    actor.send({ type: 'credentials.submit', username: 'demo', password: 'x' });
    actor.send({ type: 'session.end' });
    const live = fold(messages);
    const liveView = shownFor(live, 'ping', null, null);
    expect(liveView.history.map((entry) => entry.event.type)).toEqual(['xstate.init', 'credentials.submit', 'session.end']);
    expect(liveView.position).toBe(3);
    expect([...liveView.active]).toEqual(['ping.signedOut']);

    const submit = liveView.history[1] as LogEntry;
    const past = shownFor(live, 'ping', null, entryKey(submit));
    expect(past.position).toBe(1);
    expect(past.replaying).toBe(submit);
    expect([...past.active]).toEqual(['ping.signedIn']);
    expect([...past.fired]).toEqual(['ping.signedOut|credentials.submit|0']);
  });
});

describe('sending an event to a live actor (development builds)', () => {
  it("hands the event to the actor of the named page and session, and ignores other pages' requests", () => {
    const { bridge, messages } = bridged('portal');
    const actor = createActor(pingMachine, { inspect: bridge.observe }).start();
    bridge.receive({ kind: 'send-event', pageId: 'elsewhere', sessionId: actor.sessionId, event: { type: 'credentials.submit', username: 'x', password: 'y' } });
    expect(actor.getSnapshot().value).toBe('signedOut');
    bridge.receive({ kind: 'send-event', pageId: 'portal', sessionId: actor.sessionId, event: { type: 'credentials.submit', username: 'demo', password: 'pw' } });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(messages.some((message) => message.kind === 'event' && message.entry.event.type === 'credentials.submit')).toBe(true);
  });

  it('lets a stopped actor be: a late request changes nothing and throws nothing', () => {
    const { bridge } = bridged('portal');
    const actor = createActor(pingMachine, { inspect: bridge.observe }).start();
    actor.stop();
    expect(() => bridge.receive({ kind: 'send-event', pageId: 'portal', sessionId: actor.sessionId, event: { type: 'credentials.submit', username: 'demo', password: 'pw' } })).not.toThrow();
    expect(actor.getSnapshot().value).toBe('signedOut');
  });
});
