import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ModelReport } from '../../../scripts/model/report';
import { runModelTool } from '../../../scripts/model/run';
import { pingMachine } from '../../fixtures/machines/ping.machine';
import { fixtureRegistry } from '../../fixtures/machines/registry';
import { completeSuite } from '../../fixtures/suites/traffic-light.suite';
import { scratch, type Scratch } from './support';

let work: Scratch;

beforeEach(() => {
  work = scratch();
});
afterEach(() => work.remove());

describe('the model report', () => {
  it('lists every machine with its measured coverage in JSON and HTML', async () => {
    await work.record(completeSuite);
    await work.record(async (inspect) => {
      createActor(pingMachine, { inspect }).start().send({ type: 'credentials.submit', username: 'demo', password: 'demo-pass' });
    }, 'ping');
    const result = runModelTool(fixtureRegistry, work.args());
    const report = JSON.parse(readFileSync(join(work.dir, 'out', 'model-report.json'), 'utf8')) as ModelReport;
    expect(report.machines.map((machine) => machine.id)).toEqual(fixtureRegistry.map((entry) => entry.id));
    expect(report.runs.files).toEqual(['ping.jsonl', 'suite.jsonl']);
    const ping = report.machines.find((machine) => machine.id === 'ping')!;
    expect(ping.coverage).toEqual({ states: { covered: 2, total: 2, percent: 100 }, transitions: { covered: 1, total: 3, percent: 33.3 } });
    expect(ping.unreachedTransitions.map((transition) => [transition.key, transition.path?.steps.map((step) => step.event.type)])).toEqual([
      ['ping.signedOut|credentials.submit|1', ['credentials.submit']],
      ['ping.signedIn|session.end|0', ['credentials.submit', 'session.end']],
    ]);
    expect(report.machines.find((machine) => machine.id === 'trafficLight')?.coverage.transitions.percent).toBe(100);
    expect(report.passes).toBe(false);

    const html = readFileSync(result.files.html, 'utf8');
    expect(html).toContain('<section id="trafficLight">');
    expect(html).toContain('<section id="ping">');
    expect(html).toContain('<code>ping.signedIn</code> —<code class="event">session.end</code>');
    expect(html).not.toMatch(/<script/);
  });

  it('prints readable plans with payloads, from shortest and bounded simple paths', () => {
    const result = runModelTool(fixtureRegistry, work.args('ping'));
    const text = result.lines.join('\n');
    expect(text).toContain('shortest paths (2):');
    expect(text).toContain('1. credentials.submit {"username":"demo","password":"demo-pass"}  →  signedIn');
    expect(text).toMatch(/simple paths \(\d+\):/);
    expect(result.report.machines).toHaveLength(1);
  });

  it('honours --depth and --max-paths', () => {
    const bounded = runModelTool(fixtureRegistry, work.args('trafficLight', '--depth', '3', '--max-paths', '5')).report.machines[0];
    expect(bounded.plans.simple.length).toBeLessThanOrEqual(5);
    expect(Math.max(...bounded.plans.simple.map((plan) => plan.steps.length))).toBeLessThanOrEqual(3);
    expect(bounded.plans.simpleTruncated).toBe(true);
    expect(runModelTool(fixtureRegistry, work.args('trafficLight', '--quiet')).report.bounds).toEqual({ depth: 12, maxPaths: 50 });
  });

  it('refuses a machine id the registry does not have', () => {
    expect(() => runModelTool(fixtureRegistry, work.args('nope'))).toThrow(/Not in the registry: nope/);
    expect(existsSync(join(work.dir, 'out'))).toBe(false);
  });
});
