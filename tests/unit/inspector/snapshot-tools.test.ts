/**
 * The pure parts of the inspector's views: context changes between two
 * snapshots, the event cases offered to a live actor, and where the chart
 * scrolls to show the active state.
 */
import { describe, expect, it } from 'vitest';
import { buildMachineGraph } from '../../../src/inspector/graph/machine-graph';
import { changesByField, contextChanges } from '../../../src/inspector/live/context-diff';
import { parseEvent, sendableCases } from '../../../src/inspector/send/event-cases';
import { scrollToShow } from '../../../src/inspector/views/use-chart-focus';
import { pingMachine, pingModel } from '../../fixtures/machines/ping.machine';

describe('context changes', () => {
  it('finds changed, added and removed fields down to the changed leaf', () => {
    const before = { tab: 'username', values: { username: '', password: '' }, errorCode: null, attempts: [1], gone: true };
    const after = { tab: 'username', values: { username: 'demo', password: '••••••' }, errorCode: 'login.bad.credentials', attempts: [1, 2], fresh: 1 };
    const changes = contextChanges(before, after);
    expect(changes).toEqual([
      { path: 'values.username', field: 'values', kind: 'changed', before: '', after: 'demo' },
      { path: 'values.password', field: 'values', kind: 'changed', before: '', after: '••••••' },
      { path: 'errorCode', field: 'errorCode', kind: 'changed', before: null, after: 'login.bad.credentials' },
      { path: 'attempts', field: 'attempts', kind: 'changed', before: [1], after: [1, 2] },
      { path: 'gone', field: 'gone', kind: 'removed', before: true },
      { path: 'fresh', field: 'fresh', kind: 'added', after: 1 },
    ]);
    expect([...changesByField(changes).keys()]).toEqual(['values', 'errorCode', 'attempts', 'gone', 'fresh']);
  });

  it('finds nothing between equal snapshots', () => {
    expect(contextChanges({ a: { b: [1, { c: 2 }] } }, { a: { b: [1, { c: 2 }] } })).toEqual([]);
  });
});

describe('event cases to send', () => {
  it("offers the model's cases, those the current state handles first, without the actor system's events", () => {
    const graph = buildMachineGraph(pingMachine);
    const events = [{ type: 'session.end' }, ...pingModel.events, { type: 'xstate.done.actor.x' }, { type: 'session.end' }];
    const signedOut = sendableCases(events, graph, new Set(['ping.signedOut']));
    expect(signedOut.map((item) => [item.event.type, item.handled])).toEqual([
      ['credentials.submit', true],
      ['credentials.submit', true],
      ['session.end', false],
    ]);
    expect(sendableCases(events, graph, new Set(['ping.signedIn']))[0]).toMatchObject({ event: { type: 'session.end' }, handled: true });
  });

  it('reads an edited event back or says what is wrong with it', () => {
    expect(parseEvent('{"type":"session.end"}')).toEqual({ event: { type: 'session.end' } });
    expect(parseEvent('{type:')).toEqual({ error: 'json' });
    expect(parseEvent('{"kind":"x"}')).toEqual({ error: 'type' });
    expect(parseEvent('[]')).toEqual({ error: 'type' });
  });
});

describe('scrolling to the active state', () => {
  const view = { x: 0, y: 0, width: 800, height: 500 };
  it('leaves a state in view where it is', () => {
    expect(scrollToShow(view, { x: 100, y: 100, width: 120, height: 40 })).toBeNull();
  });
  it('centres a state out of view, never scrolling before the start', () => {
    expect(scrollToShow(view, { x: 2000, y: 900, width: 200, height: 100 })).toEqual({ left: 1700, top: 700 });
    expect(scrollToShow({ ...view, x: 1500 }, { x: 10, y: 10, width: 100, height: 40 })).toEqual({ left: 0, top: 0 });
  });
  it('shows the top-left corner of a box larger than the view', () => {
    expect(scrollToShow(view, { x: 1000, y: 600, width: 1200, height: 900 }, 24)).toEqual({ left: 976, top: 576 });
  });
});
