/**
 * Every machine's SCXML export read back with an XML parser (@xmldom/xmldom,
 * namespace-aware, failing on any warning) and compared with the machine
 * definition itself, not with the graph the exporter reads: the same states
 * with the same parents and kinds, the same initial states, and per state the
 * same transitions in XState's order (event, targets, guarded or not), the
 * delays as <send>, raised events as <raise>. Conditions must be ECMAScript
 * expressions whose names the data model declares.
 */
import { DOMParser, type Element } from '@xmldom/xmldom';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { exportScxml } from '../../../src/inspector/export/to-scxml';
import { buildMachineGraph } from '../../../src/inspector/graph/machine-graph';
import { machineRegistry } from '../../../src/machines/registry';
import { allMachines } from '../../../scripts/model/machines';
import { fixtureRegistry } from '../../fixtures/machines/registry';

const scxmlNs = 'http://www.w3.org/2005/07/scxml';
const xstateNs = 'https://stately.ai/xstate';
const stateTags = new Set(['state', 'parallel', 'final', 'history']);
const scxmlTags = new Set([...stateTags, 'scxml', 'datamodel', 'data', 'transition', 'onentry', 'onexit', 'invoke', 'send', 'cancel', 'raise']);

function parse(xml: string): Element {
  const document = new DOMParser({
    onError: (level, message) => {
      throw new Error(`${level}: ${message}`);
    },
  }).parseFromString(xml, 'text/xml');
  return document.documentElement!;
}

const childElements = (element: Element): Element[] => Array.from(element.childNodes).filter((node): node is Element => node.nodeType === 1);
const scxmlChildren = (element: Element, name?: string) => childElements(element).filter((child) => child.namespaceURI === scxmlNs && (!name || child.localName === name));
const ids = (value: string | null) => (value ? value.split(/\s+/).filter(Boolean) : []);

const tagOf = (node: AnyStateNode) => (node.type === 'parallel' ? 'parallel' : node.type === 'final' ? 'final' : node.type === 'history' ? 'history' : 'state');

/** The event a raise action sends, resolving named actions through the machine's implementations. */
function raised(machine: AnyStateMachine, action: unknown): string | undefined {
  const named = (machine.implementations.actions ?? {}) as Record<string, unknown>;
  const name = typeof action === 'string' ? action : action && typeof action === 'object' && 'type' in action ? String(action.type) : undefined;
  const implementation: unknown = name === undefined ? action : named[name];
  if (typeof implementation !== 'function') return undefined;
  const { type, event, delay } = implementation as unknown as { type?: string; event?: { type?: unknown }; delay?: unknown };
  if (type !== 'xstate.raise' || delay !== undefined) return undefined;
  return typeof event?.type === 'string' ? event.type : undefined;
}

const raisesIn = (element: Element | undefined) => (element ? scxmlChildren(element, 'raise').map((raise) => raise.getAttribute('event')) : []);

/** Delays XState adds for `after`: a raise on entry and a cancel on exit, exported as <send>/<cancel>. */
const isAfterBookkeeping = (action: unknown) => {
  const { type, id, sendId } = action as { type?: string; id?: unknown; sendId?: unknown };
  return (type === 'xstate.raise' && String(id).startsWith('xstate.after.')) || (type === 'xstate.cancel' && String(sendId).startsWith('xstate.after.'));
};

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

function checkMachine(machine: AnyStateMachine): void {
  const root = parse(exportScxml(buildMachineGraph(machine)));
  expect(root.namespaceURI).toBe(scxmlNs);
  expect(root.localName).toBe('scxml');
  expect(root.getAttribute('name')).toBe(machine.id);
  expect(root.getAttribute('datamodel')).toBe('ecmascript');

  const all = Array.from(root.getElementsByTagName('*'));
  for (const element of all) {
    if (element.namespaceURI === xstateNs) expect(element.localName).toBe('action');
    else expect(scxmlTags.has(element.localName ?? ''), `<${element.tagName}>`).toBe(true);
  }
  const declared = new Set(scxmlChildren(root, 'datamodel').flatMap((model) => scxmlChildren(model, 'data').map((data) => data.getAttribute('id'))));
  const byId = new Map(all.filter((element) => element.namespaceURI === scxmlNs && stateTags.has(element.localName ?? '')).map((element) => [element.getAttribute('id')!, element]));

  // The root is drawn as an element only when it must be (a parallel root, or handlers, invokes or actions on the root).
  const rootElement = byId.get(machine.root.id);
  const top = [...Object.values(machine.root.states)] as AnyStateNode[];
  if (rootElement) {
    expect(ids(root.getAttribute('initial'))).toEqual([machine.root.id]);
  } else {
    expect(ids(root.getAttribute('initial'))).toEqual(machine.root.initial?.target.map((target: AnyStateNode) => target.id) ?? []);
  }

  const expectedIds: string[] = rootElement ? [machine.root.id] : [];
  const visit = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      expectedIds.push(child.id);
      visit(child);
    }
  };
  visit(machine.root);
  expect([...byId.keys()].sort()).toEqual(expectedIds.sort());

  const check = (node: AnyStateNode, element: Element) => {
    const where = node.id;
    expect(element.localName, where).toBe(node === machine.root ? (node.type === 'parallel' ? 'parallel' : 'state') : tagOf(node));
    if (node.type === 'compound') expect(ids(element.getAttribute('initial')), where).toEqual(node.initial.target.map((target: AnyStateNode) => target.id));
    if (node.type === 'history') expect(element.getAttribute('type'), where).toBe(node.history === 'deep' ? 'deep' : 'shallow');
    expect(scxmlChildren(element).filter((child) => stateTags.has(child.localName ?? '')).map((child) => child.getAttribute('id')), where).toEqual(
      Object.values(node.states).map((child) => (child as AnyStateNode).id),
    );

    const exported = scxmlChildren(element, 'transition');
    const defined = transitionsOf(node);
    expect(
      exported.map((transition) => ({ event: transition.getAttribute('event') || '', targets: ids(transition.getAttribute('target')), guarded: transition.hasAttribute('cond') })),
      where,
    ).toEqual(defined.map((transition) => ({ event: transition.eventType, targets: (transition.target ?? []).map((target: AnyStateNode) => target.id), guarded: Boolean(transition.guard) })));
    exported.forEach((transition, index) => {
      expect(raisesIn(transition), `${where} transition ${index}`).toEqual(defined[index].actions.map((action) => raised(machine, action)).filter(Boolean));
      const cond = transition.getAttribute('cond');
      if (!cond) return;
      expect(() => new Function('In', '_event', `return (${cond});`), cond).not.toThrow();
      for (const [, name] of cond.matchAll(/([A-Za-z_$][\w$]*)\(_event\)/g)) expect(declared.has(name), `${name} in the data model`).toBe(true);
    });

    const onentry = scxmlChildren(element, 'onentry')[0];
    expect(raisesIn(onentry), `${where} entry`).toEqual(node.entry.filter((action) => !isAfterBookkeeping(action)).map((action) => raised(machine, action)).filter(Boolean));
    const delayed = [...new Set(defined.filter((transition) => transition.eventType.startsWith('xstate.after.')).map((transition) => transition.eventType))];
    const sends = onentry ? scxmlChildren(onentry, 'send') : [];
    expect(sends.map((send) => send.getAttribute('event')), `${where} delays`).toEqual(delayed);
    for (const send of sends) {
      const expression = send.getAttribute('delayexpr');
      if (expression) expect(declared.has(expression), `${expression} in the data model`).toBe(true);
      else expect(send.getAttribute('delay'), where).toMatch(/^\d+(\.\d+)?(ms|s)$/);
    }
    expect(scxmlChildren(element, 'invoke').map((invoke) => invoke.getAttribute('id')), where).toEqual(node.invoke.map((invoke) => invoke.id));

    for (const child of Object.values(node.states) as AnyStateNode[]) check(child, byId.get(child.id)!);
  };
  if (rootElement) check(machine.root, rootElement);
  else {
    expect(transitionsOf(machine.root)).toEqual([]);
    expect(machine.root.invoke).toEqual([]);
    expect([...machine.root.entry, ...machine.root.exit].filter((action) => !isAfterBookkeeping(action))).toEqual([]);
    expect(scxmlChildren(root).filter((child) => stateTags.has(child.localName ?? '')).map((child) => child.getAttribute('id'))).toEqual(top.map((node) => node.id));
    for (const node of top) check(node, byId.get(node.id)!);
  }
}

describe('SCXML exports read back', () => {
  it.each([...allMachines, ...fixtureRegistry].map((entry) => [entry.id, entry.logic] as const))('%s matches its machine', (_id, machine) => {
    checkMachine(machine as AnyStateMachine);
  });

  it('names the raised event: the login raises captcha.require, the registration its captcha events', () => {
    const xml = (id: string) => exportScxml(buildMachineGraph(machineRegistry.find((entry) => entry.id === id)!.logic as AnyStateMachine));
    expect(xml('login')).toContain('<raise event="captcha.require"/>');
    expect(xml('registration')).toContain('<raise event="captcha.show" xstate:action="showCaptchaIfSet"/>');
    expect(xml('registration')).not.toContain('type="raise');
  });
});
