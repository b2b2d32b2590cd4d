/**
 * A machine's definition as plain data: every state node and every transition,
 * keyed like the coverage recorder keys them (`sourceId|eventType|index`).
 * The statechart view, the exporters and the model tool all read this, so the
 * picture, the documents and the coverage totals never disagree.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { transitionKey } from '../../inspection/coverage';
import { describeAction, describeDelay, describeGuard, isDelayBookkeeping, raisedEvent } from './describe';

export type NodeType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
export type TransitionKind = 'event' | 'always' | 'after' | 'done' | 'error' | 'snapshot' | 'stateDone';

export interface GraphNode {
  id: string;
  key: string;
  /** Dotted path below the root; '' for the root. */
  path: string;
  parentId?: string;
  type: NodeType;
  /** True for the initial child of a compound parent (and every region of a parallel one). */
  isInitial: boolean;
  children: string[];
  description?: string;
  tags: string[];
  invokes: { id: string; src: string }[];
  entry: string[];
  exit: string[];
  history?: 'shallow' | 'deep';
  depth: number;
}

export interface GraphTransition {
  key: string;
  sourceId: string;
  eventType: string;
  index: number;
  kind: TransitionKind;
  /** Short readable name of what triggers it. */
  label: string;
  targets: string[];
  guard?: string;
  delay?: string;
  actions: string[];
  description?: string;
  reenter: boolean;
}

export interface MachineGraph {
  id: string;
  rootId: string;
  nodes: GraphNode[];
  transitions: GraphTransition[];
  /** The event each raising action sends, by the action's name as listed (`reloadCaptcha`, `raise(captcha.require)`). */
  raises: Record<string, string>;
}

function kindOf(eventType: string): TransitionKind {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.after.')) return 'after';
  if (eventType.startsWith('xstate.done.actor.')) return 'done';
  if (eventType.startsWith('xstate.error.actor.')) return 'error';
  if (eventType.startsWith('xstate.snapshot.')) return 'snapshot';
  if (eventType.startsWith('xstate.done.state.')) return 'stateDone';
  return 'event';
}

function labelOf(kind: TransitionKind, transition: AnyTransitionDefinition & { delay?: unknown }): string {
  const type = transition.eventType;
  switch (kind) {
    case 'always':
      return 'always';
    case 'after':
      return `after ${describeDelay(transition.delay)}`;
    case 'done':
      return `done: ${type.slice('xstate.done.actor.'.length)}`;
    case 'error':
      return `error: ${type.slice('xstate.error.actor.'.length)}`;
    case 'snapshot':
      return `snapshot: ${type.slice('xstate.snapshot.'.length)}`;
    case 'stateDone':
      return 'done';
    default:
      return type;
  }
}

function toTransition(transition: AnyTransitionDefinition & { delay?: unknown }, index: number): GraphTransition {
  const kind = kindOf(transition.eventType);
  return {
    key: transitionKey(transition),
    sourceId: transition.source.id,
    eventType: transition.eventType,
    index,
    kind,
    label: labelOf(kind, transition),
    targets: (transition.target ?? []).map((target: AnyStateNode) => target.id),
    guard: transition.guard ? describeGuard(transition.guard) : undefined,
    delay: kind === 'after' ? describeDelay(transition.delay) : undefined,
    actions: (transition.actions ?? []).map(describeAction),
    description: transition.description,
    reenter: Boolean(transition.reenter),
  };
}

/** Every transition of one state node, in the order XState selects them. */
export function transitionsOf(node: AnyStateNode): GraphTransition[] {
  const list: GraphTransition[] = [];
  for (const candidates of node.transitions.values()) candidates.forEach((transition, index) => list.push(toTransition(transition, index)));
  (node.always ?? []).forEach((transition, index) => list.push(toTransition(transition, index)));
  return list;
}

function initialChildren(node: AnyStateNode): Set<string> {
  if (node.type === 'parallel') return new Set(Object.values(node.states).map((child) => child.id));
  if (node.type === 'compound') return new Set(node.initial.target.map((target) => target.id));
  return new Set();
}

/** Named actions (from `setup({ actions })`) and inline ones that raise a fixed event. */
function raisesOf(machine: AnyStateMachine, nodes: AnyStateNode[]): Record<string, string> {
  const raises: Record<string, string> = {};
  const named = (machine.implementations?.actions ?? {}) as Record<string, unknown>;
  const note = (action: unknown) => {
    const name = typeof action === 'string' ? action : action && typeof action === 'object' && 'type' in action ? String(action.type) : undefined;
    const raised = raisedEvent(name === undefined ? action : named[name]);
    if (raised) raises[describeAction(action)] = raised;
  };
  for (const node of nodes) {
    [...node.entry, ...node.exit].forEach(note);
    for (const list of node.transitions.values()) for (const transition of list) (transition.actions ?? []).forEach(note);
    for (const transition of node.always ?? []) (transition.actions ?? []).forEach(note);
  }
  return raises;
}

export function buildMachineGraph(machine: AnyStateMachine): MachineGraph {
  const nodes: GraphNode[] = [];
  const transitions: GraphTransition[] = [];
  const stateNodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode, isInitial: boolean, depth: number) => {
    const children = Object.values(node.states);
    const initials = initialChildren(node);
    nodes.push({
      id: node.id,
      key: node.key,
      path: node.path.join('.'),
      parentId: node.parent?.id,
      type: node.type,
      isInitial,
      children: children.map((child) => child.id),
      description: node.description,
      tags: [...node.tags],
      invokes: node.invoke.map((invoke) => ({ id: invoke.id, src: typeof invoke.src === 'string' ? invoke.src : invoke.id })),
      entry: node.entry.filter((action) => !isDelayBookkeeping(action)).map(describeAction),
      exit: node.exit.filter((action) => !isDelayBookkeeping(action)).map(describeAction),
      history: node.history || undefined,
      depth,
    });
    transitions.push(...transitionsOf(node));
    stateNodes.push(node);
    for (const child of children) visit(child, initials.has(child.id), depth + 1);
  };
  visit(machine.root, true, 0);
  return { id: machine.id, rootId: machine.root.id, nodes, transitions, raises: raisesOf(machine, stateNodes) };
}

/**
 * What "states / transitions covered of total" count, for the model suites, the model report, the README table and the
 * inspector alike: the state nodes below the root (the root is active whenever the machine runs, so it tells nothing)
 * and every transition.
 */
export function machineCounts(graph: MachineGraph): { states: GraphNode[]; transitions: GraphTransition[] } {
  return { states: graph.nodes.filter((node) => node.id !== graph.rootId), transitions: graph.transitions };
}
