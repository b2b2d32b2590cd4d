import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runModelTool } from '../../../scripts/model/run';
import { fixtureRegistry } from '../../fixtures/machines/registry';
import { completeSuite, incompleteSuite } from '../../fixtures/suites/traffic-light.suite';
import { scratch, type Scratch } from './support';

const trafficLight = fixtureRegistry.filter((entry) => entry.id === 'trafficLight');
const errorTransition = 'trafficLight.selfTest|xstate.error.actor.runSelfTest|0';
let work: Scratch;

beforeEach(() => {
  work = scratch();
});
afterEach(() => work.remove());

describe('npm run model -- --check', () => {
  it('fails when a suite leaves a transition unreached, and names it with the path that reaches it', async () => {
    await work.record(incompleteSuite);
    const result = runModelTool(trafficLight, work.args('--check'));
    expect(result.exitCode).toBe(1);
    const [machine] = result.report.machines;
    expect(machine.coverage.states).toEqual({ covered: 12, total: 12, percent: 100 });
    expect(machine.coverage.transitions).toEqual({ covered: 13, total: 14, percent: 92.8 });
    expect(machine.unreachedTransitions.map((transition) => transition.key)).toEqual([errorTransition]);
    expect(machine.unreachedTransitions[0].path?.steps.map((step) => step.event)).toEqual([{ type: 'xstate.error.actor.runSelfTest', error: { message: 'lamp driver offline' } }]);
    expect(result.lines.join('\n')).toContain('transition never taken: trafficLight.selfTest —error: runSelfTest→ trafficLight.broken');
    expect(result.lines.at(-1)).toMatch(/check FAILED/);
  });

  it('passes once the suite reaches every state and transition', async () => {
    await work.record(completeSuite);
    const result = runModelTool(trafficLight, work.args('--check'));
    expect(result.exitCode).toBe(0);
    expect(result.report.machines[0]).toMatchObject({ passes: true, unreachedStates: [], unreachedTransitions: [], unknown: [] });
  });

  it('accepts a lower threshold for one machine only with a reason', async () => {
    await work.record(incompleteSuite);
    const lowered = work.thresholds({ machines: { trafficLight: { transitions: 90, reason: 'The self-test driver cannot fail in the lab.' } } });
    const result = runModelTool(trafficLight, work.args('--check', '--thresholds', lowered));
    expect(result.exitCode).toBe(0);
    expect(result.report.machines[0].threshold).toEqual({ states: 100, transitions: 90, reason: 'The self-test driver cannot fail in the lab.' });

    const unexplained = work.thresholds({ machines: { trafficLight: { transitions: 90 } } });
    expect(() => runModelTool(trafficLight, work.args('--check', '--thresholds', unexplained))).toThrow(/without a "reason"/);
  });

  it('fails a registered machine that no suite ran at all', () => {
    const result = runModelTool(trafficLight, work.args('--check'));
    expect(result.exitCode).toBe(1);
    expect(result.report.machines[0]).toMatchObject({ recorded: false, coverage: { states: { covered: 0 }, transitions: { covered: 0 } } });
  });

  it('without --check reports the gap but exits 0', async () => {
    await work.record(incompleteSuite);
    expect(runModelTool(trafficLight, work.args()).exitCode).toBe(0);
  });
});
