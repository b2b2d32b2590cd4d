/**
 * Turns XState inspection events into coverage facts: which state nodes and
 * which transitions of which machine a real run went through. Used by the
 * Vitest recorder and, in test builds, by the browser so Playwright runs count.
 *
 * A transition is identified by its source state, event type and position
 * among that source's candidates for the event, so guarded alternatives
 * count separately.
 *
 * States count when a run passes through them, not only when it rests there:
 * XState emits no microstep for the initial one, and a microstep's snapshot
 * is taken after its transitions, so a state left at once (an `always`
 * decision, a state whose entry raises an event that moves on) would be lost.
 * Hence the initial configuration is counted when a machine actor is created,
 * and the source of every transition taken (with its ancestors) is counted
 * with the transition.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate';

/** Where a run exercised the machine: the pure machine, its actor against a real gateway, or the screens in Chromium. */
export type CoverageLevel = 'machine' | 'gateway' | 'ui';

export interface CoverageHit {
  machine: string;
  states: string[];
  transitions: string[];
  /** Set by the recorders (files written before levels existed count by their name: vitest- gateway, playwright- ui). */
  level?: CoverageLevel;
  /** The test that reached these facts, as its runner names it. */
  test?: string;
}

export function transitionKey(transition: AnyTransitionDefinition): string {
  // Eventless (`always`) transitions have the event type '' and live apart from the event map.
  const candidates = (transition.eventType === '' ? transition.source.always : transition.source.transitions.get(transition.eventType)) ?? [];
  const index = Math.max(0, candidates.indexOf(transition));
  return `${transition.source.id}|${transition.eventType}|${index}`;
}

/** A node and its ancestors up to the root: all active while the node is. */
function withAncestors(node: AnyStateNode): string[] {
  const ids: string[] = [];
  for (let current: AnyStateNode | undefined = node; current; current = current.parent) ids.push(current.id);
  return ids;
}

/** State ids a transition shows were active: its source and the source's ancestors. */
export function transitionStates(transition: AnyTransitionDefinition): string[] {
  return withAncestors(transition.source);
}

/**
 * The configuration starting a machine enters before any eventless step or
 * raised event runs (XState's initial microstep, which emits no inspection
 * event): the root, every initial child of a compound state, every region.
 */
export function initialStateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const enter = (node: AnyStateNode | undefined) => {
    if (!node || node.type === 'history') return;
    ids.push(node.id);
    if (node.type === 'compound') enter(node.initial.target[0]);
    else if (node.type === 'parallel') for (const child of Object.values(node.states) as AnyStateNode[]) enter(child);
  };
  enter(machine.root);
  return ids;
}

interface InspectableSnapshot {
  machine?: { id: string };
  _nodes?: { id: string; type: string }[];
}

interface InspectableActor {
  logic?: unknown;
  options?: { snapshot?: unknown; state?: unknown };
}

const isMachine = (logic: unknown): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'root' in logic && 'getInitialSnapshot' in logic && typeof (logic as { id?: unknown }).id === 'string';

/** A machine actor being created from scratch: it will pass through the initial configuration. */
function createdFromScratch(event: InspectionEvent): CoverageHit | null {
  const actor = event.actorRef as unknown as InspectableActor;
  // An actor restored from a persisted snapshot resumes where it was; it never starts.
  if (!isMachine(actor.logic) || actor.options?.snapshot || actor.options?.state) return null;
  return { machine: actor.logic.id, states: initialStateIds(actor.logic), transitions: [] };
}

/** Returns the facts one inspection event adds, or null when it adds none. */
export function coverageOf(event: InspectionEvent): CoverageHit | null {
  if (event.type === '@xstate.actor') return createdFromScratch(event);
  if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return null;
  const snapshot = event.snapshot as InspectableSnapshot;
  const machine = snapshot.machine?.id;
  if (!machine || !snapshot._nodes) return null;
  const states = new Set(snapshot._nodes.map((node) => node.id));
  const transitions: string[] = [];
  if (event.type === '@xstate.microstep') {
    for (const transition of event._transitions) {
      transitions.push(transitionKey(transition));
      for (const id of transitionStates(transition)) states.add(id);
    }
  }
  return { machine, states: [...states], transitions };
}
