/**
 * A machine as JSON shaped like an XState config (nested states, `on`,
 * `always`, `after`, `invoke`), with implementations by name and each
 * transition's coverage key, so it can be read without the source.
 */
import type { GraphNode, GraphTransition, MachineGraph } from '../graph/machine-graph';

interface JsonTransition {
  key: string;
  target?: string[];
  guard?: string;
  actions?: string[];
  description?: string;
  reenter?: true;
}

interface JsonState {
  type?: GraphNode['type'];
  initial?: string;
  description?: string;
  tags?: string[];
  entry?: string[];
  exit?: string[];
  invoke?: { id: string; src: string }[];
  on?: Record<string, JsonTransition[]>;
  always?: JsonTransition[];
  after?: Record<string, JsonTransition[]>;
  history?: 'shallow' | 'deep';
  states?: Record<string, JsonState>;
}

const compact = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined && !(Array.isArray(item) && item.length === 0))) as T;

function toJsonTransition(transition: GraphTransition): JsonTransition {
  return compact({
    key: transition.key,
    target: transition.targets.length ? transition.targets.map((id) => `#${id}`) : undefined,
    guard: transition.guard,
    actions: transition.actions,
    description: transition.description,
    reenter: transition.reenter ? (true as const) : undefined,
  });
}

export function machineToJson(graph: MachineGraph): { id: string; format: string } & JsonState {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const build = (node: GraphNode): JsonState => {
    const own = graph.transitions.filter((transition) => transition.sourceId === node.id);
    const on: Record<string, JsonTransition[]> = {};
    const after: Record<string, JsonTransition[]> = {};
    for (const transition of own) {
      if (transition.kind === 'always') continue;
      const bucket = transition.kind === 'after' ? (after[transition.delay ?? 'delay'] ??= []) : (on[transition.eventType] ??= []);
      bucket.push(toJsonTransition(transition));
    }
    const children = node.children.map((id) => byId.get(id)!);
    const initial = node.type === 'compound' ? children.find((child) => child.isInitial)?.key : undefined;
    return compact({
      type: node.type === 'atomic' || node.type === 'compound' ? undefined : node.type,
      initial,
      description: node.description,
      tags: node.tags,
      entry: node.entry,
      exit: node.exit,
      invoke: node.invokes,
      history: node.history,
      on: Object.keys(on).length ? on : undefined,
      always: own.filter((transition) => transition.kind === 'always').map(toJsonTransition),
      after: Object.keys(after).length ? after : undefined,
      states: children.length ? Object.fromEntries(children.map((child) => [child.key, build(child)])) : undefined,
    });
  };
  return { id: graph.id, format: 'xstate-config+coverage-keys', ...build(byId.get(graph.rootId)!) };
}

export const exportJson = (graph: MachineGraph): string => `${JSON.stringify(machineToJson(graph), null, 2)}\n`;
