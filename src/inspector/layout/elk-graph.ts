/**
 * Machine graph → ELK graph and back: states become (nested) ELK nodes sized
 * for their text, transitions become edges with their trigger and guard as the
 * label, and each compound state gets a small initial marker. The result has
 * absolute coordinates, ready to draw.
 */
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { GraphNode, GraphTransition, MachineGraph } from '../graph/machine-graph';
import { font, textWidth } from './measure';

export interface LaidOutNode {
  id: string;
  kind: 'state' | 'initial';
  node: GraphNode | null;
  x: number;
  y: number;
  width: number;
  height: number;
  details: string[];
  /** Height of the title block; children start below it. */
  header: number;
}

export interface LaidOutEdge {
  id: string;
  kind: 'transition' | 'initial';
  transition: GraphTransition | null;
  sourceId: string;
  targetId: string;
  points: { x: number; y: number }[];
  label: { x: number; y: number; width: number; height: number; lines: string[] } | null;
}

export interface MachineLayout {
  width: number;
  height: number;
  nodes: LaidOutNode[];
  edges: LaidOutEdge[];
}

const PAD = 14;
const MIN_WIDTH = 96;
export const initialMarkerId = (id: string) => `${id}::initial`;

/** Lines shown inside a state: what it runs and what it handles without leaving. */
export function stateDetails(node: GraphNode, graph: MachineGraph): string[] {
  const lines = node.invokes.map((invoke) => `invoke ${invoke.src}`);
  if (node.entry.length) lines.push(`entry / ${node.entry.join(', ')}`);
  if (node.exit.length) lines.push(`exit / ${node.exit.join(', ')}`);
  const byId = new Map(graph.nodes.map((item) => [item.id, item]));
  for (const transition of graph.transitions) {
    // The root has no box to draw arrows from, so its handlers are listed like targetless ones.
    if (transition.sourceId !== node.id || (transition.targets.length && node.id !== graph.rootId)) continue;
    const guard = transition.guard ? ` [${transition.guard}]` : '';
    const target = transition.targets.length ? ` → ${transition.targets.map((id) => byId.get(id)?.key ?? id).join(', ')}` : '';
    lines.push(`${transition.label}${guard}${target}${transition.actions.length ? ` / ${transition.actions.join(', ')}` : ''}`);
  }
  if (node.tags.length) lines.push(`tags: ${node.tags.join(', ')}`);
  return lines;
}

/** Lines beyond this are summarised in the box; the state panel lists them all. */
export const MAX_DETAILS = 4;

/** What the box shows: the first lines and a count of the rest. */
export function shownDetails(details: string[]): string[] {
  return details.length <= MAX_DETAILS ? details : [...details.slice(0, MAX_DETAILS - 1), `+${details.length - MAX_DETAILS + 1} more`];
}

export const edgeLabelLines = (transition: GraphTransition) => (transition.guard ? [transition.label, `[${transition.guard}]`] : [transition.label]);

function headerHeight(details: string[]) {
  return 10 + font.title.line + details.length * font.detail.line + (details.length ? 6 : 0);
}

/**
 * Steps from the start to each state (entering a state enters its initial
 * children). Edges that go further from the start are asked to point forward,
 * so the chart reads from the initial state on, and loops point back.
 */
export function distancesFromStart(graph: MachineGraph): Map<string, number> {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const distance = new Map<string, number>();
  const queue: string[] = [];
  const enter = (id: string, steps: number) => {
    if ((distance.get(id) ?? Infinity) <= steps) return;
    distance.set(id, steps);
    queue.push(id);
    for (const child of byId.get(id)?.children ?? []) if (byId.get(child)?.isInitial) enter(child, steps);
  };
  enter(graph.rootId, 0);
  while (queue.length) {
    const id = queue.shift()!;
    for (const transition of graph.transitions) if (transition.sourceId === id) for (const target of transition.targets) enter(target, distance.get(id)! + 1);
  }
  return distance;
}

export function toElkGraph(graph: MachineGraph): ElkNode {
  const distance = distancesFromStart(graph);
  const forward = (source: string, target: string) => (distance.get(target) ?? Infinity) > (distance.get(source) ?? Infinity);
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const build = (node: GraphNode): ElkNode => {
    const details = shownDetails(stateDetails(node, graph));
    const header = headerHeight(details);
    const width = Math.max(MIN_WIDTH, textWidth(node.key, 'title') + 2 * PAD, ...details.map((line) => textWidth(line, 'detail') + 2 * PAD));
    const children = node.children.map((id) => build(byId.get(id)!));
    if (node.type === 'compound' && node.children.length) children.unshift({ id: initialMarkerId(node.id), width: 12, height: 12 });
    if (!children.length) return { id: node.id, width, height: Math.max(40, header + 6) };
    return {
      id: node.id,
      children,
      layoutOptions: { 'elk.padding': `[top=${header + 8},left=${PAD},bottom=${PAD},right=${PAD}]`, 'elk.nodeSize.minimum': `(${width},${header + 30})`, 'elk.nodeSize.constraints': 'MINIMUM_SIZE' },
    };
  };
  const root = byId.get(graph.rootId)!;
  const edges: ElkExtendedEdge[] = [];
  for (const node of graph.nodes) {
    if (node.type !== 'compound' || !node.children.length) continue;
    for (const child of node.children) if (byId.get(child)?.isInitial) edges.push({ id: `${node.id}::initial-edge`, sources: [initialMarkerId(node.id)], targets: [child] });
  }
  graph.transitions.forEach((transition) => {
    // Root-level handlers apply in every state; they are listed in the header instead of drawn.
    if (transition.sourceId === graph.rootId) return;
    transition.targets.forEach((target, index) => {
      const lines = edgeLabelLines(transition);
      edges.push({
        id: `${transition.key}::${index}`,
        sources: [transition.sourceId],
        targets: [target],
        labels: [{ text: lines.join('\n'), width: Math.max(...lines.map((line) => textWidth(line, 'label'))) + 8, height: lines.length * font.label.line + 4 }],
        layoutOptions: { 'elk.layered.priority.direction': forward(transition.sourceId, target) ? '10' : '0' },
      });
    });
  });
  const top = build(root);
  return {
    ...top,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '44',
      'elk.spacing.nodeNode': '24',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.edgeNode': '16',
      'elk.layered.spacing.edgeNodeBetweenLayers': '20',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
      ...top.layoutOptions,
      'elk.padding': `[top=${headerHeight(shownDetails(stateDetails(root, graph))) + 12},left=24,bottom=24,right=24]`,
    },
    edges,
  };
}

export function fromElkGraph(graph: MachineGraph, laidOut: ElkNode): MachineLayout {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const transitions = new Map(graph.transitions.map((transition) => [transition.key, transition]));
  const nodes: LaidOutNode[] = [];
  const walk = (elk: ElkNode) => {
    const node = byId.get(elk.id) ?? null;
    const details = node ? shownDetails(stateDetails(node, graph)) : [];
    nodes.push({ id: elk.id, kind: node ? 'state' : 'initial', node, x: elk.x ?? 0, y: elk.y ?? 0, width: elk.width ?? 0, height: elk.height ?? 0, details, header: headerHeight(details) });
    for (const child of elk.children ?? []) walk(child);
  };
  walk(laidOut);
  const edges: LaidOutEdge[] = [];
  const collect = (elk: ElkNode) => {
    for (const edge of elk.edges ?? []) {
      const section = edge.sections?.[0];
      if (!section) continue;
      const key = edge.id.replace(/::(\d+|initial-edge)$/, '');
      const transition = edge.id.endsWith('::initial-edge') ? null : (transitions.get(key) ?? null);
      const label = edge.labels?.[0];
      edges.push({
        id: edge.id,
        kind: transition ? 'transition' : 'initial',
        transition,
        sourceId: edge.sources[0],
        targetId: edge.targets[0],
        points: [section.startPoint, ...(section.bendPoints ?? []), section.endPoint],
        label: label && transition ? { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0, lines: edgeLabelLines(transition) } : null,
      });
    }
    for (const child of elk.children ?? []) collect(child);
  };
  collect(laidOut);
  return { width: laidOut.width ?? 0, height: laidOut.height ?? 0, nodes, edges };
}
