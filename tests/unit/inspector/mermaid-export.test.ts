/**
 * Every machine's Mermaid export kept clear of what Mermaid refuses (the
 * browser test tests/e2e/machine-exports.spec.ts draws them all; this catches
 * the same shapes without a browser): a description on a composite state,
 * `--` outside a composite state, an edge between a composite state and a
 * state inside it. And every transition is drawn.
 */
import { describe, expect, it } from 'vitest';
import { exportMermaid, mermaidId } from '../../../src/inspector/export/to-mermaid';
import { buildMachineGraph } from '../../../src/inspector/graph/machine-graph';
import { allMachines } from '../../../scripts/model/machines';
import { fixtureRegistry } from '../../fixtures/machines/registry';

describe('Mermaid exports', () => {
  it.each([...allMachines, ...fixtureRegistry].map((entry) => [entry.id, entry] as const))('%s has no shape Mermaid refuses', (_id, entry) => {
    const graph = buildMachineGraph(entry.logic);
    const lines = exportMermaid(graph).trimEnd().split('\n');
    expect(lines[0]).toBe('stateDiagram-v2');

    // Which composite each drawn id sits in, from the nesting of `state X {` blocks.
    const parentOf = new Map<string, string | null>();
    const open: string[] = [];
    const composites = new Set<string>();
    for (const line of lines.slice(1)) {
      const trimmed = line.trim();
      const block = /^state (\S+) \{$/.exec(trimmed);
      if (block) {
        composites.add(block[1]);
        open.push(block[1]);
      } else if (trimmed === '}') open.pop();
      else if (trimmed === '--') expect(open.length, 'a region separator outside a composite state').toBeGreaterThan(0);
      const declared = /^state "[^"]*" as (\S+)$/.exec(trimmed);
      if (declared) parentOf.set(declared[1], open.at(-1) ?? null);
    }
    expect(open).toEqual([]);

    const inside = (ancestor: string, id: string): boolean => {
      for (let parent = parentOf.get(id); parent; parent = parentOf.get(parent)) if (parent === ancestor) return true;
      return false;
    };
    let edges = 0;
    for (const line of lines) {
      const description = /^\s*(\S+) : /.exec(line);
      if (description && !line.includes('-->')) expect(composites.has(description[1]), `description on composite ${description[1]}`).toBe(false);
      const edge = /^\s*(\S+) --> (\S+) : /.exec(line);
      if (!edge) continue;
      edges++;
      const [, from, to] = edge;
      expect(parentOf.has(from) && parentOf.has(to), line).toBe(true);
      expect(inside(from, to) || inside(to, from), `edge between a composite and a state inside it: ${line}`).toBe(false);
    }
    const drawnTransitions = graph.transitions.reduce((sum, transition) => sum + Math.max(1, transition.targets.length), 0);
    expect(edges).toBe(drawnTransitions);
    for (const node of graph.nodes) if (node.id !== graph.rootId || entry.logic.root.type === 'parallel') expect(parentOf.has(mermaidId(node.id)), node.id).toBe(true);
  });
});
