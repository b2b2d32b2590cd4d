import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SCREEN_LINES } from '../../../scripts/model/print';
import type { ModelReport } from '../../../scripts/model/report';
import { runModelTool } from '../../../scripts/model/run';
import { resultsFile, slash, type RecordedSuite } from '../../../scripts/model/suites';
import { pingMachine } from '../../fixtures/machines/ping.machine';
import { fixtureRegistry } from '../../fixtures/machines/registry';
import { completeSuite } from '../../fixtures/suites/traffic-light.suite';
import { scratch, type Scratch } from './support';

let work: Scratch;

beforeEach(() => {
  work = scratch();
});
afterEach(() => work.remove());

/** A model suite in the scratch folder that imports the ping fixture, and its last run as the Vitest reporter leaves it. */
function pingSuite(tests: RecordedSuite['tests'] | null): string {
  const suites = join(work.dir, 'suites');
  mkdirSync(suites, { recursive: true });
  const file = join(suites, 'ping.test.ts');
  const machine = slash(relative(suites, resolve('tests/fixtures/machines/ping.machine')));
  writeFileSync(file, `import { pingMachine } from '${machine}';\n`);
  const suite = slash(relative(process.cwd(), file));
  if (tests) {
    const runs = join(work.dir, 'runs');
    mkdirSync(join(runs, 'tests'), { recursive: true });
    writeFileSync(resultsFile(runs, suite), JSON.stringify({ suite, finishedAt: '2026-11-28T10:00:00.000Z', tests } satisfies RecordedSuite));
  }
  return suite;
}

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
    expect(html).toContain('<details class="machine" id="trafficLight" data-machine="trafficLight">');
    expect(html).toContain('<details class="machine" id="ping" data-machine="ping">');
    // Details wait in the page as JSON until their section opens.
    expect(html).toContain('"title":"ping.signedIn —session.end→ ping.signedOut"');
    // It opens from disk: nothing is fetched.
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href=|https?:\/\/(?!www\.w3\.org)/);
  });

  it('lists the tests the suites ran, with their outcome and the command that runs each', () => {
    const suite = pingSuite([
      { name: 'plans paths that reach every state and transition', fullName: 'ping > plans', state: 'passed' },
      { name: 'path 1: credentials.submit → session.end', fullName: 'ping > path 1', state: 'passed' },
      { name: "path 2: credentials.submit {\"password\":\"\"} (it's refused)", fullName: 'ping > path 2', state: 'failed', error: 'AssertionError: expected 1 to be 2\n    at ping.test.ts:3:1' },
      { name: 'path 3: session.end', fullName: 'ping > path 3', state: 'skipped' },
    ]);
    const result = runModelTool(fixtureRegistry, work.args('ping', '--suites', join(work.dir, 'suites')));
    const [ping] = result.report.machines;
    expect(ping.paths).toEqual({ passed: 1, failed: 1, notRun: 1, unrecorded: 0 });
    expect(ping.suites).toHaveLength(1);
    expect(ping.suites[0]).toMatchObject({ file: suite, command: `npx vitest run ${suite}`, recordedAt: '2026-11-28T10:00:00.000Z' });
    expect(ping.suites[0].tests.map((test) => [test.status, test.path])).toEqual([
      ['passed', false],
      ['passed', true],
      ['failed', true],
      ['not run', true],
    ]);
    expect(ping.suites[0].tests[2].command).toBe(`npx vitest run ${suite} -t 'path 2: credentials\\.submit \\{"password":""\\} \\(it'\\''s refused\\)'`);
    // A failed test fails the check even where coverage would pass.
    expect(ping.passes).toBe(false);
    const text = result.lines.join('\n');
    expect(text).toContain(`paths replayed: 1 passed, 1 failed, 1 not run  (${suite})`);
    expect(text).toContain(`failed: path 2: credentials.submit {"password":""} (it's refused)`);
    expect(text).toContain('AssertionError: expected 1 to be 2');
  });

  it('says when a machine’s suite never ran, and when no suite imports it', () => {
    const suite = pingSuite(null);
    const result = runModelTool(fixtureRegistry, work.args('--suites', join(work.dir, 'suites')));
    const text = result.lines.join('\n');
    expect(text).toContain(`suite never run: ${suite}`);
    expect(text).toContain('no model suite imports this machine');
    expect(result.report.machines.find((machine) => machine.id === 'ping')?.paths.unrecorded).toBe(1);
  });

  it('keeps each machine to a screen unless --verbose, and to a line with --quiet', () => {
    const lines = (...flags: string[]) => runModelTool(fixtureRegistry, work.args('trafficLight', ...flags)).lines;
    const summary = lines();
    const machineLines = summary.slice(0, summary.indexOf(''));
    expect(machineLines.length).toBeLessThanOrEqual(SCREEN_LINES);
    expect(machineLines.at(-1)).toMatch(/… \d+ more: npm run model -- trafficLight --verbose, or the report/);
    const verbose = lines('--verbose');
    expect(verbose.length).toBeGreaterThan(summary.length);
    expect(verbose.join('\n')).toContain('1. xstate.done.actor.runSelfTest {"output":{"ok":true}}  →  operating.{lights.green, crossing.idle}');
    expect(lines('--quiet')[0]).toMatch(/^✗ trafficLight {2}states 0\/12/);
  });

  it('refuses a machine id the registry does not have', () => {
    expect(() => runModelTool(fixtureRegistry, work.args('nope'))).toThrow(/Not in the registry: nope/);
    expect(existsSync(join(work.dir, 'out'))).toBe(false);
  });
});
