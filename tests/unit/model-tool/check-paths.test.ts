/**
 * `npm run model -- --check` also fails when the machine's test model cannot
 * generate a path to some state or transition, or path generation throws,
 * even when the suites measured full coverage.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runModelTool } from '../../../scripts/model/run';
import { fullGateSuite, gateEntry, lockedModel, passKey, variantModel } from './gate-fixture';
import { scratch, type Scratch } from './support';

let work: Scratch;

beforeEach(async () => {
  work = scratch();
  await work.record(fullGateSuite);
});
afterEach(() => work.remove());

describe('npm run model -- --check on generated paths', () => {
  it('fails when a transition has no generated path, though the suite reached it', () => {
    const result = runModelTool([gateEntry(lockedModel)], work.args('--check'));
    const [machine] = result.report.machines;
    expect(machine.coverage.transitions.percent).toBe(100);
    expect(machine.coverage.states.percent).toBe(100);
    expect(machine.generated).toMatchObject({ missingStates: ['gate.passed'], missingTransitions: [passKey] });
    expect(machine.passes).toBe(false);
    expect(result.exitCode).toBe(1);
    const text = result.lines.join('\n');
    expect(text).toContain(`no path through transition ${passKey}`);
    expect(text).toMatch(/check FAILED: give gate event cases or inputs/);
  });

  it('passes once an input variant reaches the other branch, and lists the inputs in the report', () => {
    const result = runModelTool([gateEntry(variantModel)], work.args('--check'));
    const [machine] = result.report.machines;
    expect(machine.generated).toEqual({
      states: { covered: 3, total: 3, percent: 100 },
      transitions: { covered: 3, total: 3, percent: 100 },
      missingStates: [],
      missingTransitions: [],
    });
    expect(machine.inputs.map((input) => input.name)).toEqual(['default', 'open']);
    expect(result.exitCode).toBe(0);
  });

  it('fails when path generation throws, and says why', () => {
    const broken = { ...variantModel, serializeState: () => { throw new Error('projection broke'); } };
    const result = runModelTool([gateEntry(broken)], work.args('--check'));
    const [machine] = result.report.machines;
    expect(machine.coverage.transitions.percent).toBe(100);
    expect(machine.error).toMatch(/Path generation failed: projection broke/);
    expect(result.exitCode).toBe(1);
    expect(result.lines.join('\n')).toContain('Path generation failed: projection broke');
  });

  it('reports the gap without --check but exits 0', () => {
    expect(runModelTool([gateEntry(lockedModel)], work.args()).exitCode).toBe(0);
  });
});
