/**
 * A machine as a Mermaid `stateDiagram-v2`: composite states for compound
 * ones, regions separated by `--` for parallel ones, `[*]` for initial and
 * final states, guards in brackets, invoked actors as state descriptions.
 * Mermaid ids cannot hold dots, so node ids are rewritten and the key is the
 * shown name.
 */
import type { GraphNode, GraphTransition, MachineGraph } from '../graph/machine-graph';

export const mermaidId = (id: string) => id.replace(/[^A-Za-z0-9_]/g, '_');
/** Characters that end or break a Mermaid statement inside a label. */
const text = (value: string) => value.replace(/[;:#{}"]/g, ' ').replace(/\s+/g, ' ').trim();

function edgeLabel(transition: GraphTransition): string {
  const name = transition.kind === 'done' || transition.kind === 'error' || transition.kind === 'snapshot' ? transition.label.replace(': ', ' ') : transition.label;
  const guard = transition.guard ? ` [${transition.guard.replace(/^in\(#?/, 'in(')}]` : '';
  const actions = !transition.targets.length && transition.actions.length ? ` / ${transition.actions.join(', ')}` : '';
  return text(`${name}${guard}${actions}`);
}

function declare(node: GraphNode, byId: Map<string, GraphNode>, graph: MachineGraph, pad: string): string[] {
  const id = mermaidId(node.id);
  const lines = [`${pad}state "${text(node.key)}" as ${id}`];
  for (const invoke of node.invokes) lines.push(`${pad}${id} : invoke ${text(invoke.src)}`);
  const children = node.children.map((child) => byId.get(child)!);
  if (!children.length) return lines;
  lines.push(`${pad}state ${id} {`);
  if (node.type === 'parallel') {
    children.forEach((child, index) => {
      if (index > 0) lines.push(`${pad}  --`);
      lines.push(...declare(child, byId, graph, `${pad}  `));
    });
  } else {
    for (const child of children) {
      if (child.isInitial) lines.push(`${pad}  [*] --> ${mermaidId(child.id)}`);
      lines.push(...declare(child, byId, graph, `${pad}  `));
      if (child.type === 'final') lines.push(`${pad}  ${mermaidId(child.id)} --> [*]`);
    }
  }
  lines.push(`${pad}}`);
  return lines;
}

export function exportMermaid(graph: MachineGraph): string {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const root = byId.get(graph.rootId)!;
  const lines = ['stateDiagram-v2'];
  root.children.map((id) => byId.get(id)!).forEach((child, index) => {
    if (root.type === 'parallel') {
      if (index > 0) lines.push('  --');
    } else if (child.isInitial) lines.push(`  [*] --> ${mermaidId(child.id)}`);
    lines.push(...declare(child, byId, graph, '  '));
    if (child.type === 'final') lines.push(`  ${mermaidId(child.id)} --> [*]`);
  });
  for (const transition of graph.transitions) {
    // Root-level handlers have no box to start from: they apply in every state.
    const source = transition.sourceId === graph.rootId ? null : mermaidId(transition.sourceId);
    const targets = transition.targets.length ? transition.targets : [transition.sourceId];
    for (const target of targets) {
      if (!source) {
        lines.push(`  note "${text(`any state: ${edgeLabel(transition)} → ${byId.get(target)?.key ?? target}`)}" as ${mermaidId(`${transition.key}_note`)}`);
        continue;
      }
      lines.push(`  ${source} --> ${mermaidId(target)} : ${edgeLabel(transition)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
