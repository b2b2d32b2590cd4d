/**
 * Every registered machine's test model (the portal's and the back office's)
 * gives every state and every transition a generated path, so a tester can
 * reach each one: the event cases and inputs of each `.model.ts` are enough
 * for every guard branch.
 */
import { describe, expect, it } from 'vitest';
import { buildMachineGraph, machineCounts } from '../../../src/inspector/graph/machine-graph';
import { explore } from '../../../src/inspector/paths/explore';
import { allMachines as machineRegistry } from '../../../scripts/model/machines';

describe('paths generated from the registered machines', () => {
  it.each(machineRegistry.map((entry) => [entry.id, entry] as const))('%s: every state and transition has a path', (_id, entry) => {
    const exploration = explore(entry.logic, entry.model);
    const graph = buildMachineGraph(entry.logic);
    const states = machineCounts(graph).states.map((node) => node.id);
    expect(states.length).toBeGreaterThan(0);
    expect(states.filter((id) => !exploration.toState.has(id)), 'states without a path').toEqual([]);
    expect(graph.transitions.filter((transition) => !exploration.toTransition.has(transition.key)).map((transition) => transition.key), 'transitions without a path').toEqual([]);
  });

  it('label plans with their input where a model has several', () => {
    const sms = machineRegistry.find((entry) => entry.id === 'smsCountdown')!;
    const direct = explore(sms.logic, sms.model).toTransition.get('smsCountdown.idle.ready|code.request|1');
    expect(direct?.variant).toBe('humanCheckOff');
    expect(direct?.steps.map((step) => step.state)).toEqual(['sending']);
  });
});
