/**
 * A machine as SCXML (W3C State Chart XML) with the ECMAScript data model:
 * <state>, <parallel>, <final> and <history> nested as in the definition;
 * guards as `cond` expressions that call the guard by name with `_event`
 * (`in(…)` becomes SCXML's `In('id')`, and/or/not become `&&`, `||`, `!`);
 * delays as a <send> on entry with a CSS2 time, or a `delayexpr` naming the
 * delay; a raise as <raise event>; invoked actors as <invoke>; other actions
 * as elements in an XState namespace, which SCXML allows in executable
 * content. Guards and named delays are implementations the host provides, so
 * every name a `cond` or `delayexpr` uses is declared in the <datamodel>.
 */
import type { GraphNode, GraphTransition, MachineGraph } from '../graph/machine-graph';

const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const comment = (text: string) => text.replace(/--/g, '- -');

/** A name usable as an ECMAScript identifier: `inline guard` → `inlineGuard`. */
const identifier = (name: string) => {
  const words = name.split(/[^A-Za-z0-9_$]+/).filter(Boolean);
  const joined = words.map((word, index) => (index ? word[0].toUpperCase() + word.slice(1) : word)).join('') || 'unnamed';
  return /^[0-9]/.test(joined) ? `_${joined}` : joined;
};

/** Splits `a, b(c, d)` at its top-level commas. */
function splitArguments(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    if (text[index] === '(') depth++;
    else if (text[index] === ')') depth--;
    else if (text[index] === ',' && depth === 0) {
      parts.push(text.slice(start, index).trim());
      start = index + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter(Boolean);
}

/** State ids an `in(…)` guard names: `#id`, a dotted value below the root, or a JSON state value. */
function inStateIds(value: string, rootId: string): string[] {
  if (value.startsWith('#')) return [value.slice(1)];
  if (!value.startsWith('{')) return [`${rootId}.${value}`];
  const leaves: string[] = [];
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') leaves.push(`${path}.${node}`);
    else if (node && typeof node === 'object') for (const [key, child] of Object.entries(node)) walk(child, `${path}.${key}`);
  };
  try {
    walk(JSON.parse(value), rootId);
  } catch {
    leaves.push(`${rootId}.${value}`);
  }
  return leaves;
}

/**
 * The guard (as `describeGuard` wrote it) as an ECMAScript expression; `names` collects the guard names it calls.
 */
export function guardExpression(guard: string, rootId: string, names: Set<string>): string {
  const call = /^(and|or|not|in)\((.*)\)$/s.exec(guard.trim());
  if (call) {
    const [, kind, inner] = call;
    if (kind === 'in') return inStateIds(inner, rootId).map((id) => `In('${id.replace(/['\\]/g, '\\$&')}')`).join(' && ');
    const parts = splitArguments(inner).map((part) => guardExpression(part, rootId, names));
    if (kind === 'not') return `!(${parts[0] ?? 'true'})`;
    return parts.map((part) => `(${part})`).join(kind === 'and' ? ' && ' : ' || ');
  }
  const name = identifier(guard);
  names.add(name);
  return `${name}(_event)`;
}

/** Times become SCXML's CSS2 times; named delays (set in `setup({ delays })`) stay names, declared in the data model. */
function delayAttribute(delay: string, names: Set<string>): string {
  const time = /^(\d+(?:\.\d+)?)(ms|s|min)$/.exec(delay);
  if (!time) {
    const name = identifier(delay);
    names.add(name);
    return `delayexpr="${attr(name)}"`;
  }
  return time[2] === 'min' ? `delay="${Number(time[1]) * 60}s"` : `delay="${delay}"`;
}

interface Context {
  graph: MachineGraph;
  byId: Map<string, GraphNode>;
  /** Names the expressions use, declared in the data model. */
  names: Set<string>;
}

function actionXml(context: Context, action: string, pad: string): string {
  const raised = context.graph.raises[action];
  if (raised === undefined) return `${pad}<xstate:action type="${attr(action)}"/>\n`;
  // A named raising action keeps its name beside the event it raises.
  const name = action.startsWith('raise(') ? '' : ` xstate:action="${attr(action)}"`;
  return `${pad}<raise event="${attr(raised)}"${name}/>\n`;
}

/**
 * SCXML's default is `external` (leave and re-enter the source); XState's is to re-enter only with `reenter: true`.
 * The two differ only for targets inside the source, where SCXML needs `internal` said.
 */
function transitionType(transition: GraphTransition): string {
  if (transition.reenter) return ' type="external"';
  const inside = transition.targets.length > 0 && transition.targets.every((target) => target.startsWith(`${transition.sourceId}.`));
  return inside ? ' type="internal"' : '';
}

function transitionXml(context: Context, transition: GraphTransition, pad: string): string {
  const attributes = [
    transition.kind === 'always' ? '' : ` event="${attr(transition.eventType)}"`,
    transition.guard ? ` cond="${attr(guardExpression(transition.guard, context.graph.rootId, context.names))}"` : '',
    transition.targets.length ? ` target="${attr(transition.targets.join(' '))}"` : '',
    transitionType(transition),
  ].join('');
  const description = transition.description ? `${pad}  <!-- ${comment(transition.description)} -->\n` : '';
  const actions = transition.actions.map((action) => actionXml(context, action, `${pad}  `)).join('');
  return description || actions ? `${pad}<transition${attributes}>\n${description}${actions}${pad}</transition>\n` : `${pad}<transition${attributes}/>\n`;
}

function stateXml(context: Context, node: GraphNode, pad: string): string {
  const { graph, byId } = context;
  const tag = node.type === 'parallel' ? 'parallel' : node.type === 'final' ? 'final' : node.type === 'history' ? 'history' : 'state';
  const children = node.children.map((id) => byId.get(id)!);
  const own = graph.transitions.filter((transition) => transition.sourceId === node.id);
  const initial = node.type === 'compound' ? children.filter((child) => child.isInitial).map((child) => child.id) : [];
  const attributes = [` id="${attr(node.id)}"`, initial.length ? ` initial="${attr(initial.join(' '))}"` : '', node.type === 'history' ? ` type="${node.history ?? 'shallow'}"` : ''].join('');
  const delays = [...new Set(own.filter((transition) => transition.kind === 'after').map((transition) => transition.eventType))];
  const sends = delays.map((event) => {
    const delay = own.find((transition) => transition.eventType === event)?.delay ?? '0ms';
    return `${pad}    <send event="${attr(event)}" id="${attr(event)}" ${delayAttribute(delay, context.names)}/>\n`;
  });
  const body = [
    node.description ? `${pad}  <!-- ${comment(node.description)} -->\n` : '',
    node.entry.length || delays.length
      ? `${pad}  <onentry>\n${node.entry.map((action) => actionXml(context, action, `${pad}    `)).join('')}${sends.join('')}${pad}  </onentry>\n`
      : '',
    node.exit.length || delays.length
      ? `${pad}  <onexit>\n${node.exit.map((action) => actionXml(context, action, `${pad}    `)).join('')}${delays.map((event) => `${pad}    <cancel sendid="${attr(event)}"/>\n`).join('')}${pad}  </onexit>\n`
      : '',
    node.invokes.map((invoke) => `${pad}  <invoke id="${attr(invoke.id)}" type="xstate" src="${attr(invoke.src)}"/>\n`).join(''),
    own.map((transition) => transitionXml(context, transition, `${pad}  `)).join(''),
    children.map((child) => stateXml(context, child, `${pad}  `)).join(''),
  ].join('');
  return body ? `${pad}<${tag}${attributes}>\n${body}${pad}</${tag}>\n` : `${pad}<${tag}${attributes}/>\n`;
}

export function exportScxml(graph: MachineGraph): string {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const context: Context = { graph, byId, names: new Set() };
  const root = byId.get(graph.rootId)!;
  const children = root.children.map((id) => byId.get(id)!);
  const rootTransitions = graph.transitions.filter((transition) => transition.sourceId === root.id);
  // <scxml> cannot be parallel, nor carry transitions, invokes or entry and exit actions: a state for the root keeps them.
  const wrap = root.type === 'parallel' || rootTransitions.length > 0 || root.invokes.length > 0 || root.entry.length > 0 || root.exit.length > 0;
  const body = wrap ? stateXml(context, root, '  ') : children.map((child) => stateXml(context, child, '  ')).join('');
  const rootInitial = wrap ? root.id : children.filter((child) => child.isInitial).map((child) => child.id).join(' ');
  // Written after the states, which are what fill `names`.
  const datamodel = context.names.size
    ? `  <!-- Guards and named delays: implementations the host provides under these names (guards are called with _event). -->\n  <datamodel>\n${[...context.names]
        .sort()
        .map((name) => `    <data id="${attr(name)}"/>\n`)
        .join('')}  </datamodel>\n`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<scxml xmlns="http://www.w3.org/2005/07/scxml" xmlns:xstate="https://stately.ai/xstate" version="1.0" name="${attr(graph.id)}" initial="${attr(rootInitial)}" datamodel="ecmascript">\n${datamodel}${body}</scxml>\n`;
}
