/**
 * A machine as SCXML (W3C State Chart XML): <state>, <parallel>, <final> and
 * <history> nested as in the definition; guards as `cond`, delays as a <send>
 * on entry with the delay's name or time, invoked actors as <invoke>, and
 * actions as elements in an XState namespace, which SCXML allows in
 * executable content.
 */
import type { GraphNode, GraphTransition, MachineGraph } from '../graph/machine-graph';

const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const comment = (text: string) => text.replace(/--/g, '- -');

/** Times become SCXML's CSS2 times; named delays (set in `setup({ delays })`) stay names. */
function delayAttribute(delay: string): string {
  const time = /^(\d+(?:\.\d+)?)(ms|s|min)$/.exec(delay);
  if (!time) return `delayexpr="${attr(delay)}"`;
  return time[2] === 'min' ? `delay="${Number(time[1]) * 60}s"` : `delay="${delay}"`;
}

function transitionXml(transition: GraphTransition, pad: string): string {
  const attributes = [
    transition.kind === 'always' ? '' : ` event="${attr(transition.eventType)}"`,
    transition.guard ? ` cond="${attr(transition.guard)}"` : '',
    transition.targets.length ? ` target="${attr(transition.targets.join(' '))}"` : '',
    transition.reenter ? ' type="external"' : '',
  ].join('');
  const description = transition.description ? `${pad}  <!-- ${comment(transition.description)} -->\n` : '';
  const actions = transition.actions.map((action) => `${pad}  <xstate:action type="${attr(action)}"/>\n`).join('');
  return description || actions ? `${pad}<transition${attributes}>\n${description}${actions}${pad}</transition>\n` : `${pad}<transition${attributes}/>\n`;
}

function stateXml(graph: MachineGraph, node: GraphNode, byId: Map<string, GraphNode>, pad: string): string {
  const tag = node.type === 'parallel' ? 'parallel' : node.type === 'final' ? 'final' : node.type === 'history' ? 'history' : 'state';
  const children = node.children.map((id) => byId.get(id)!);
  const own = graph.transitions.filter((transition) => transition.sourceId === node.id);
  const initial = node.type === 'compound' ? children.filter((child) => child.isInitial).map((child) => child.id) : [];
  const attributes = [` id="${attr(node.id)}"`, initial.length ? ` initial="${attr(initial.join(' '))}"` : '', node.type === 'history' ? ` type="${node.history ?? 'shallow'}"` : ''].join('');
  const delays = [...new Set(own.filter((transition) => transition.kind === 'after').map((transition) => transition.eventType))];
  const body = [
    node.description ? `${pad}  <!-- ${comment(node.description)} -->\n` : '',
    node.entry.length || delays.length
      ? `${pad}  <onentry>\n${node.entry.map((action) => `${pad}    <xstate:action type="${attr(action)}"/>\n`).join('')}${delays
          .map((event) => {
            const delay = own.find((transition) => transition.eventType === event)?.delay ?? '0ms';
            return `${pad}    <send event="${attr(event)}" id="${attr(event)}" ${delayAttribute(delay)}/>\n`;
          })
          .join('')}${pad}  </onentry>\n`
      : '',
    node.exit.length || delays.length
      ? `${pad}  <onexit>\n${node.exit.map((action) => `${pad}    <xstate:action type="${attr(action)}"/>\n`).join('')}${delays.map((event) => `${pad}    <cancel sendid="${attr(event)}"/>\n`).join('')}${pad}  </onexit>\n`
      : '',
    node.invokes.map((invoke) => `${pad}  <invoke id="${attr(invoke.id)}" type="xstate" src="${attr(invoke.src)}"/>\n`).join(''),
    own.map((transition) => transitionXml(transition, `${pad}  `)).join(''),
    children.map((child) => stateXml(graph, child, byId, `${pad}  `)).join(''),
  ].join('');
  return body ? `${pad}<${tag}${attributes}>\n${body}${pad}</${tag}>\n` : `${pad}<${tag}${attributes}/>\n`;
}

export function exportScxml(graph: MachineGraph): string {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const root = byId.get(graph.rootId)!;
  const children = root.children.map((id) => byId.get(id)!);
  const initial = children.filter((child) => child.isInitial).map((child) => child.id);
  const rootTransitions = graph.transitions.filter((transition) => transition.sourceId === root.id);
  // SCXML's root cannot carry transitions nor be parallel: a wrapping element keeps both.
  const wrap = rootTransitions.length > 0 || root.type === 'parallel';
  const inner = children.map((child) => stateXml(graph, child, byId, wrap ? '    ' : '  ')).join('');
  const tag = root.type === 'parallel' ? 'parallel' : 'state';
  const wrapInitial = tag === 'state' && initial.length ? ` initial="${attr(initial.join(' '))}"` : '';
  const body = wrap ? `  <${tag} id="${attr(root.id)}"${wrapInitial}>\n${rootTransitions.map((transition) => transitionXml(transition, '    ')).join('')}${inner}  </${tag}>\n` : inner;
  const rootInitial = wrap ? root.id : initial.join(' ');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<scxml xmlns="http://www.w3.org/2005/07/scxml" xmlns:xstate="https://stately.ai/xstate" version="1.0" name="${attr(graph.id)}" initial="${attr(rootInitial)}" datamodel="null">\n${body}</scxml>\n`;
}
