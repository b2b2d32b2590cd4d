import { createActor } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import type { CoverageHit } from '../../../src/inspection/coverage';
import { recordPageCoverage, type PageCoverageStore } from '../../../src/inspection/page-coverage';
import { pingMachine } from '../../fixtures/machines/ping.machine';

const global = globalThis as unknown as { window?: { __modelCoverage?: PageCoverageStore; __modelCoverageSink?: (hit: CoverageHit) => void } };

afterEach(() => {
  delete global.window;
});

describe('coverage collected in the page', () => {
  it('does nothing outside a browser or when the page did not ask for it', () => {
    expect(() => createActor(pingMachine, { inspect: recordPageCoverage }).start()).not.toThrow();
    global.window = {};
    createActor(pingMachine, { inspect: recordPageCoverage }).start();
    expect(global.window.__modelCoverage).toBeUndefined();
  });

  it('accumulates states and transitions and hands only new facts to the test runner', () => {
    const sunk: CoverageHit[] = [];
    global.window = { __modelCoverage: { hits: {} }, __modelCoverageSink: (hit) => sunk.push(hit) };
    const run = () => {
      const actor = createActor(pingMachine, { inspect: recordPageCoverage }).start();
      actor.send({ type: 'credentials.submit', username: 'demo', password: 'x' });
      actor.send({ type: 'session.end' });
    };
    run();
    const afterFirst = sunk.length;
    run();
    expect(sunk.length).toBe(afterFirst);
    const hits = global.window.__modelCoverage!.hits.ping;
    expect(Object.keys(hits.states).sort()).toEqual(['ping', 'ping.signedIn', 'ping.signedOut']);
    expect(Object.keys(hits.transitions).sort()).toEqual(['ping.signedIn|session.end|0', 'ping.signedOut|credentials.submit|0']);
    expect(sunk.flatMap((hit) => hit.transitions).sort()).toEqual(Object.keys(hits.transitions).sort());
  });
});
