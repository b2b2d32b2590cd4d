import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createInspectionBridge } from '../../../src/inspection/bridge';
import type { BridgeMessage, LogEntry } from '../../../src/inspection/bridge-protocol';
import { MASK } from '../../../src/inspection/mask';
import { pingMachine } from '../../fixtures/machines/ping.machine';

function bridged() {
  const messages: BridgeMessage[] = [];
  let now = 1000;
  const bridge = createInspectionBridge({ post: (message) => messages.push(message), pageId: 'page-a', now: () => now++ });
  const actor = createActor(pingMachine, { inspect: bridge.observe }).start();
  const entries = () => messages.filter((message): message is { kind: 'event'; entry: LogEntry } => message.kind === 'event').map((message) => message.entry);
  return { bridge, actor, messages, entries };
}

describe('inspection bridge', () => {
  it('logs each event with the snapshot before and after and the transitions taken', () => {
    const { actor, entries } = bridged();
    actor.send({ type: 'credentials.submit', username: 'demo', password: 'Demo1234' });
    const [start, submit] = entries();
    expect(start.event.type).toBe('xstate.init');
    expect(start.before).toBeNull();
    expect(submit.machineId).toBe('ping');
    expect(submit.before?.value).toBe('signedOut');
    expect(submit.after.value).toBe('signedIn');
    expect(submit.after.states).toEqual(['ping.signedIn']);
    expect(submit.after.context).toEqual({ user: 'demo', errorCode: null });
    expect(submit.transitions).toEqual(['ping.signedOut|credentials.submit|0']);
    expect(submit.seq).toBeGreaterThan(start.seq);
  });

  it('masks the password before anything leaves the page', () => {
    const { actor, messages } = bridged();
    actor.send({ type: 'credentials.submit', username: 'demo', password: 'Demo1234' });
    const posted = JSON.stringify(messages);
    expect(posted).not.toContain('Demo1234');
    const submit = messages.find((message) => message.kind === 'event' && message.entry.event.type === 'credentials.submit');
    expect(submit && submit.kind === 'event' && submit.entry.event.password).toBe(MASK);
  });

  it('answers an inspector that connects later with the running actors and the log so far', () => {
    const { bridge, actor, messages } = bridged();
    actor.send({ type: 'credentials.submit', username: 'demo', password: '' });
    bridge.receive({ kind: 'hello' });
    const sync = messages.at(-1);
    expect(sync?.kind).toBe('sync');
    if (sync?.kind !== 'sync') return;
    expect(sync.pageId).toBe('page-a');
    expect(sync.actors).toHaveLength(1);
    expect(sync.actors[0]).toMatchObject({ machineId: 'ping', snapshot: { value: 'signedOut', context: { errorCode: 'PASSWORD_REQUIRED' } } });
    expect(sync.log.map((entry) => entry.event.type)).toEqual(['xstate.init', 'credentials.submit']);
  });

  it('forgets stopped actors after reporting their last state', () => {
    const { bridge, actor, messages } = bridged();
    actor.stop();
    bridge.receive({ kind: 'hello' });
    const sync = messages.at(-1);
    expect(sync?.kind === 'sync' && sync.actors).toEqual([]);
  });
});
