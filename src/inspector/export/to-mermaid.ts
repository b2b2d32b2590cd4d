/**
 * A machine as a Mermaid `stateDiagram-v2`: composite states for compound
 * ones, regions separated by `--` for parallel ones, `[*]` for initial and
 * final states, guards in brackets, invoked actors as state descriptions.
 * Mermaid ids cannot hold dots, so node ids are rewritten and the key is the
 * shown name.
 *
 * What Mermaid refuses, and what is drawn instead (tests/e2e/machine-exports.spec.ts
 * renders every machine to keep it so):
 * - a composite state with a description ("Group nodes can only have label"):
 *   its invoked actors go into its name;
 * - `--` outside a composite state: a parallel root is drawn as a composite
 *   state named after the machine;
 * - an edge between a composite state and a state inside it (its layout cannot
 *   place one; a handler on the root has no box at all): the edge starts from an
 *   "any state" marker inside the composite, which is what such a handler means;
 *   one from inside back to the composite goes to the states re-entering it
 *   starts in, its label saying so.
 */
import type { GraphNode, GraphTransition, MachineGraph } from '../graph/machine-graph';

export const mermaidId = (id: string) => id.replace(/[^A-Za-z0-9_]/g, '_');
/** Characters that end or break a Mermaid statement inside a label. */
const text = (value: string) => value.replace(/[;:#{}"]/g, ' ').replace(/\s+/g, ' ').trim();

const anchorClass = 'anyState';

function edgeLabel(transition: GraphTransition): string {
  const name = transition.kind === 'done' || transition.kind === 'error' || transition.kind === 'snapshot' ? transition.label.replace(': ', ' ') : transition.label;
  const guard = transition.guard ? ` [${transition.guard.replace(/^in\(#?/, 'in(')}]` : '';
  const actions = !transition.targets.length && transition.actions.length ? ` / ${transition.actions.join(', ')}` : '';
  return text(`${name}${guard}${actions}`);
}

const contains = (ancestor: string, id: string) => id.startsWith(`${ancestor}.`);

interface Anchor {
  /** The composite box the marker sits in. */
  ownerId: string;
  id: string;
  label: string;
}

export function exportMermaid(graph: MachineGraph): string {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const root = byId.get(graph.rootId)!;
  const hasChildren = (id: string) => (byId.get(id)?.children.length ?? 0) > 0;

  /**
   * Where a handler of `sourceId` that reaches `targetId` is drawn from: a marker inside the source's box, or inside the
   * region of a parallel source that holds the target (a parallel box can hold regions only).
   */
  const anchors = new Map<string, Anchor>();
  const anchorFor = (sourceId: string, targetId: string): Anchor => {
    let owner = byId.get(sourceId)!;
    while (owner.type === 'parallel' && owner.children.length) {
      owner = byId.get(owner.children.find((child) => targetId === child || contains(child, targetId)) ?? owner.children[0])!;
    }
    const source = byId.get(sourceId)!;
    const anchor = {
      ownerId: owner.id,
      id: `${mermaidId(owner.id)}__any`,
      label: owner.id === sourceId || sourceId === graph.rootId ? 'any state' : `any state of ${text(source.key)}`,
    };
    if (owner.id !== sourceId) anchor.id = `${mermaidId(owner.id)}__any_${mermaidId(source.key)}`;
    anchors.set(anchor.id, anchor);
    return anchor;
  };

  /**
   * Where re-entering `targetId` from `sourceId`, a state inside it, lands on the source's own line: the initial state,
   * or the region that holds the source, down to the first state that does not hold it. (Other regions restart too:
   * the label says the whole state is re-entered.)
   */
  const entered = (targetId: string, sourceId: string): string => {
    const node = byId.get(targetId)!;
    if (!contains(targetId, sourceId)) return targetId;
    const next = node.type === 'parallel' ? node.children.find((id) => id === sourceId || contains(id, sourceId)) : node.children.find((id) => byId.get(id)!.isInitial);
    return next ? entered(next, sourceId) : targetId;
  };

  const edges: string[] = [];
  for (const transition of graph.transitions) {
    const targets = transition.targets.length ? transition.targets : [transition.sourceId];
    for (const target of targets) {
      if (transition.sourceId !== graph.rootId && contains(target, transition.sourceId)) {
        const label = text(`${edgeLabel(transition)} (re-enters ${byId.get(target)!.key})`);
        edges.push(`  ${mermaidId(transition.sourceId)} --> ${mermaidId(entered(target, transition.sourceId))} : ${label}`);
        continue;
      }
      const enclosing = transition.sourceId === graph.rootId || (hasChildren(transition.sourceId) && (target === transition.sourceId || contains(transition.sourceId, target)));
      if (!enclosing) {
        edges.push(`  ${mermaidId(transition.sourceId)} --> ${mermaidId(target)} : ${edgeLabel(transition)}`);
        continue;
      }
      const anchor = anchorFor(transition.sourceId, target);
      // A handler that stays (no target) loops on the marker: in any state, this happens.
      const to = target === transition.sourceId ? anchor.id : mermaidId(target);
      edges.push(`  ${anchor.id} --> ${to} : ${edgeLabel(transition)}`);
    }
  }

  const anchorLines = (ownerId: string, pad: string) =>
    [...anchors.values()].filter((anchor) => anchor.ownerId === ownerId).map((anchor) => `${pad}state "${anchor.label}" as ${anchor.id}`);

  const declare = (node: GraphNode, pad: string): string[] => {
    const id = mermaidId(node.id);
    const children = node.children.map((child) => byId.get(child)!);
    if (!children.length) {
      return [`${pad}state "${text(node.key)}" as ${id}`, ...node.invokes.map((invoke) => `${pad}${id} : invoke ${text(invoke.src)}`)];
    }
    const invokes = node.invokes.length ? ` (invoke ${node.invokes.map((invoke) => invoke.src).join(', ')})` : '';
    return [`${pad}state "${text(`${node.key}${invokes}`)}" as ${id}`, `${pad}state ${id} {`, ...body(node, `${pad}  `), `${pad}}`];
  };

  const body = (node: GraphNode, pad: string): string[] => {
    const children = node.children.map((child) => byId.get(child)!);
    const lines: string[] = [];
    if (node.type === 'parallel') {
      children.forEach((child, index) => {
        if (index > 0) lines.push(`${pad}--`);
        lines.push(...declare(child, pad));
      });
      return lines;
    }
    for (const child of children) {
      if (child.isInitial) lines.push(`${pad}[*] --> ${mermaidId(child.id)}`);
      lines.push(...declare(child, pad));
      if (child.type === 'final') lines.push(`${pad}${mermaidId(child.id)} --> [*]`);
    }
    lines.push(...anchorLines(node.id, pad));
    return lines;
  };

  // `--` is refused outside a composite state: a parallel root gets a box of its own.
  const top = root.type === 'parallel' ? declare(root, '  ') : body(root, '  ');
  const styled = anchors.size ? [`  classDef ${anchorClass} fill:none,stroke-dasharray:4 4,font-style:italic`, `  class ${[...anchors.keys()].join(',')} ${anchorClass}`] : [];
  return `${['stateDiagram-v2', ...top, ...edges, ...styled].join('\n')}\n`;
}
