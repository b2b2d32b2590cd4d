import { describe, expect, it } from 'vitest';
import { buildMachineGraph } from '../../../src/inspector/graph/machine-graph';
import { layoutMachine } from '../../../src/inspector/layout/elk-layout';
import { trafficLightMachine } from '../../fixtures/machines/traffic-light.machine';

describe('automatic layout', () => {
  it('places every state inside its parent and routes every drawn transition', async () => {
    const graph = buildMachineGraph(trafficLightMachine);
    const layout = await layoutMachine(graph);
    const boxes = new Map(layout.nodes.map((node) => [node.id, node]));
    for (const node of graph.nodes) {
      const box = boxes.get(node.id)!;
      expect(box, node.id).toBeDefined();
      expect(box.width).toBeGreaterThan(0);
      const parent = node.parentId ? boxes.get(node.parentId)! : null;
      if (!parent) continue;
      expect(box.x).toBeGreaterThanOrEqual(parent.x);
      expect(box.y).toBeGreaterThanOrEqual(parent.y + parent.header);
      expect(box.x + box.width).toBeLessThanOrEqual(parent.x + parent.width + 0.5);
      expect(box.y + box.height).toBeLessThanOrEqual(parent.y + parent.height + 0.5);
    }
    const drawn = graph.transitions.filter((transition) => transition.targets.length && transition.sourceId !== graph.rootId);
    const routed = new Set(layout.edges.filter((edge) => edge.transition).map((edge) => edge.transition!.key));
    expect([...routed].sort()).toEqual(drawn.map((transition) => transition.key).sort());
    // One initial marker per compound state plus the root.
    expect(layout.edges.filter((edge) => edge.kind === 'initial')).toHaveLength(3);
    for (const edge of layout.edges) expect(edge.points.length).toBeGreaterThanOrEqual(2);
  });
});
