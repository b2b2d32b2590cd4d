import { describe, expect, it } from 'vitest';
import { transitionKey } from '../../../src/inspection/coverage';
import { buildMachineGraph, machineCounts } from '../../../src/inspector/graph/machine-graph';
import { trafficLightMachine } from '../../fixtures/machines/traffic-light.machine';

const graph = buildMachineGraph(trafficLightMachine);
const node = (id: string) => graph.nodes.find((item) => item.id === `trafficLight.${id}`)!;
const transition = (source: string, kind: string) => graph.transitions.filter((item) => item.sourceId === `trafficLight.${source}` && item.kind === kind);

describe('machine graph', () => {
  it('has every state node with its kind, nesting and initial flags', () => {
    expect(machineCounts(graph).states).toHaveLength(12);
    expect(node('operating')).toMatchObject({ type: 'parallel', children: ['trafficLight.operating.lights', 'trafficLight.operating.crossing'] });
    expect(node('operating.lights')).toMatchObject({ type: 'compound', isInitial: true, parentId: 'trafficLight.operating' });
    expect(node('operating.lights.green').isInitial).toBe(true);
    expect(node('operating.lights.red')).toMatchObject({ isInitial: false, tags: ['stopped'] });
    expect(node('off').type).toBe('final');
    expect(node('selfTest').invokes).toEqual([{ id: 'runSelfTest', src: 'runSelfTest' }]);
  });

  it('names guards, delays and invoke results, and hides the delay bookkeeping actions', () => {
    expect(transition('selfTest', 'done').map((item) => [item.label, item.guard])).toEqual([
      ['done: runSelfTest', 'isTestPassed'],
      ['done: runSelfTest', undefined],
    ]);
    expect(transition('selfTest', 'error')[0].targets).toEqual(['trafficLight.broken']);
    expect(transition('operating.lights.green', 'after')[0]).toMatchObject({ label: 'after greenTime', delay: 'greenTime' });
    expect(transition('operating.crossing.waiting', 'always')[0]).toMatchObject({ guard: 'in(#trafficLight.operating.lights.red)', description: 'Walk only while cars see red' });
    expect(transition('operating', 'event').find((item) => !item.targets.length)).toMatchObject({ actions: ['countFault'] });
    expect(node('operating.lights.green').entry).toEqual([]);
    expect(node('operating.lights.green').exit).toEqual([]);
  });

  it('keys every transition the way the coverage recorder does', () => {
    const fromDefinition: string[] = [];
    const visit = (stateNode: typeof trafficLightMachine.root) => {
      for (const candidates of stateNode.transitions.values()) fromDefinition.push(...candidates.map(transitionKey));
      fromDefinition.push(...(stateNode.always ?? []).map(transitionKey));
      Object.values(stateNode.states).forEach(visit);
    };
    visit(trafficLightMachine.root);
    expect(graph.transitions.map((item) => item.key)).toEqual(fromDefinition);
    expect(new Set(fromDefinition).size).toBe(14);
  });
});
