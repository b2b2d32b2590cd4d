import { getSimplePaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { buildMachineGraph, machineCounts } from '../../../src/inspector/graph/machine-graph';
import { explore } from '../../../src/inspector/paths/explore';
import { formatPlan } from '../../../src/inspector/paths/format-plan';
import { simplePathEvents } from '../../../src/inspector/paths/simple-paths';
import { traversalOptions } from '../../../src/inspector/paths/traversal';
import { pingMachine, pingModel } from '../../fixtures/machines/ping.machine';
import { trafficLightMachine } from '../../fixtures/machines/traffic-light.machine';
import { trafficLightModel } from '../../fixtures/machines/traffic-light.model';

describe('path generation from the test model', () => {
  it('reaches every state and every guard branch, invoke result and delay', () => {
    const exploration = explore(trafficLightMachine, trafficLightModel);
    const graph = buildMachineGraph(trafficLightMachine);
    for (const node of machineCounts(graph).states) expect(exploration.toState.get(node.id), node.id).toBeDefined();
    for (const transition of graph.transitions) expect(exploration.toTransition.get(transition.key), transition.key).toBeDefined();
    const walk = exploration.toState.get('trafficLight.operating.crossing.walking')!;
    expect(formatPlan(walk, '')).toEqual([
      'selfTest',
      '  1. xstate.done.actor.runSelfTest {"output":{"ok":true}}  →  operating.{lights.green, crossing.idle}',
      '  2. (wait greenTime)  →  operating.{lights.yellow, crossing.idle}',
      '  3. pedestrian.request  →  operating.{lights.yellow, crossing.waiting}',
      '  4. (wait yellowTime)  →  operating.{lights.red, crossing.walking}',
    ]);
    // The eventless step into walking is recorded on the step that caused it.
    expect(walk.steps[3].transitions).toContain('trafficLight.operating.crossing.waiting||0');
  });

  it('takes payloads from the model, so a guard that reads the event gets both branches', () => {
    const exploration = explore(pingMachine, pingModel);
    expect(exploration.toTransition.get('ping.signedOut|credentials.submit|0')?.steps[0].event).toEqual({ type: 'credentials.submit', username: 'demo', password: 'demo-pass' });
    expect(exploration.toTransition.get('ping.signedOut|credentials.submit|1')?.steps[0].event).toEqual({ type: 'credentials.submit', username: 'demo', password: '' });
  });

  it('gives the same simple paths as xstate/graph getSimplePaths when unbounded (less the prefixes)', () => {
    for (const [machine, model] of [
      [pingMachine, pingModel],
      [trafficLightMachine, { ...trafficLightModel, events: trafficLightModel.events.filter((event) => event.type !== 'fault.report') }],
    ] as const) {
      const options = traversalOptions(machine, model);
      const reference = getSimplePaths(machine, options as never).map((path) => JSON.stringify(path.steps.slice(1).map((step) => step.event)));
      const maximal = reference.filter((path) => !reference.some((other) => other !== path && other.startsWith(path.slice(0, -1))));
      const ours = simplePathEvents(machine, model, { depth: 100, maxPaths: 100_000 });
      expect(ours.truncated).toBe(false);
      expect(ours.paths.map((events) => JSON.stringify(events)).sort()).toEqual(maximal.sort());
    }
  });
});
