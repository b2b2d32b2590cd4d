import { describe, expect, it } from 'vitest';
import { explore } from '../../../src/inspector/paths/explore';
import { formatPlan } from '../../../src/inspector/paths/format-plan';
import { simplePaths } from '../../../src/inspector/paths/simple-paths';
import { inputVariants } from '../../../src/machines/model-types';
import { gateMachine, lockedModel, passKey, variantModel } from './gate-fixture';

describe('input variants of a test model', () => {
  it('are the default input first, then the named ones; or only the named ones without an input', () => {
    expect(inputVariants(lockedModel)).toEqual([{ name: 'default', input: { open: false } }]);
    expect(inputVariants(variantModel).map((variant) => variant.name)).toEqual(['default', 'open']);
    expect(inputVariants({ inputs: [{ name: 'only', input: 1 }] })).toEqual([{ name: 'only', input: 1 }]);
    expect(inputVariants({})).toEqual([{ name: 'default', input: undefined }]);
  });

  it('leave a guard branch that reads the input without a path when there is one input', () => {
    const exploration = explore(gateMachine, lockedModel);
    expect(exploration.toTransition.has(passKey)).toBe(false);
    expect(exploration.toState.has('gate.passed')).toBe(false);
    // One input: plans carry no label, as before.
    expect(exploration.shortest.every((plan) => plan.variant === undefined)).toBe(true);
  });

  it('give every branch a path, labelled with the input it starts from', () => {
    const exploration = explore(gateMachine, variantModel);
    const pass = exploration.toTransition.get(passKey)!;
    expect(pass.variant).toBe('open');
    expect(exploration.toTransition.get('gate.closed|gate.push|1')?.variant).toBe('default');
    expect(exploration.toState.get('gate.passed')?.variant).toBe('open');
    // On a tie the default input wins.
    expect(exploration.toState.get('gate.closed')?.variant).toBe('default');
    expect(formatPlan(pass, '')).toEqual(['[input: open] closed', '  1. gate.push  →  passed']);
    expect(new Set(exploration.shortest.map((plan) => plan.variant))).toEqual(new Set(['default', 'open']));
  });

  it('give simple paths from every input, within the bounds each', () => {
    const simple = simplePaths(gateMachine, variantModel, { depth: 5, maxPaths: 10 });
    expect(simple.plans.map((plan) => [plan.variant, plan.target])).toEqual([
      ['default', 'refused'],
      ['open', 'passed'],
    ]);
    expect(simple.truncated).toBe(false);
  });
});
