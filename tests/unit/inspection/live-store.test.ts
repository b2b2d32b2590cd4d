import { describe, expect, it } from 'vitest';
import type { ActorView, LogEntry } from '../../../src/inspection/bridge-protocol';
import { emptyLive, pickActor, reduceLive } from '../../../src/inspector/live/live-store';

const snapshot = (value: string, status = 'active') => ({ value, context: {}, status, states: [`shell.${value}`] });
const actor = (pageId: string, value: string, updatedAt: number, status = 'active'): ActorView => ({ pageId, sessionId: 'x:0', actorId: 'x:0', machineId: 'shell', snapshot: snapshot(value, status), updatedAt });
const entry = (pageId: string, seq: number, at: number): LogEntry => ({ pageId, seq, at, sessionId: 'x:0', machineId: 'shell', event: { type: 'modal.open' }, before: null, after: snapshot('open'), transitions: [] });

describe('live inspection state', () => {
  it('keeps actors of different tabs apart even when their session ids match', () => {
    let live = reduceLive(emptyLive, { kind: 'actor', actor: actor('inspector-tab', 'closed', 1) });
    live = reduceLive(live, { kind: 'actor', actor: actor('portal-tab', 'open', 2) });
    expect(Object.keys(live.actors)).toHaveLength(2);
    expect(pickActor(live, 'shell', null, 'inspector-tab')?.pageId).toBe('portal-tab');
    expect(pickActor(live, 'shell', 'inspector-tab/x:0', 'inspector-tab')?.snapshot.value).toBe('closed');
  });

  it('prefers running actors over stopped ones', () => {
    let live = reduceLive(emptyLive, { kind: 'actor', actor: actor('a', 'open', 5, 'done') });
    live = reduceLive(live, { kind: 'actor', actor: { ...actor('b', 'closed', 1), sessionId: 'x:1' } });
    expect(pickActor(live, 'shell')?.snapshot.status).toBe('active');
  });

  it('merges a sync with live messages without duplicates, in time order', () => {
    let live = reduceLive(emptyLive, { kind: 'event', entry: entry('a', 2, 20) });
    live = reduceLive(live, { kind: 'sync', pageId: 'a', actors: [actor('a', 'open', 20)], log: [entry('a', 1, 10), entry('a', 2, 20)] });
    expect(live.log.map((item) => item.seq)).toEqual([1, 2]);
    expect(reduceLive(live, { kind: 'clear' }).log).toEqual([]);
  });
});
