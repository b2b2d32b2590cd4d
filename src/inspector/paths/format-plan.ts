/**
 * Test plans as text a tester can follow:
 *
 *   selfTest
 *     1. xstate.done.actor.runSelfTest {"output":{"ok":true}}  →  operating.{lights.green, crossing.idle}
 *
 * A plan that starts from one of several model inputs names it first:
 * `[input: humanCheckOff] idle.ready`.
 */
import type { EventObject } from 'xstate';
import { describeDelay } from '../graph/describe';
import type { Plan } from './plan';

/** `limit` caps the payload's length: plans in a console stay one line per step; reports keep it whole. */
export function formatEvent(event: EventObject, limit = Infinity): string {
  const { type, ...payload } = event;
  // Delayed events name their delay and their state; the delay is what a tester waits for.
  const delayed = /^xstate\.after\.([^.]+)\./.exec(type);
  if (delayed) return `(wait ${describeDelay(Number.isNaN(Number(delayed[1])) ? delayed[1] : Number(delayed[1]))})`;
  if (!Object.keys(payload).length) return type;
  const text = JSON.stringify(payload);
  return `${type} ${text.length > limit ? `${text.slice(0, limit)}…` : text}`;
}

export const formatStart = (plan: Plan): string => (plan.variant === undefined ? plan.start.state : `[input: ${plan.variant}] ${plan.start.state}`);

export function formatPlan(plan: Plan, indent = '  ', limit = Infinity): string[] {
  const lines = [`${indent}${formatStart(plan)}`];
  plan.steps.forEach((step, index) => lines.push(`${indent}  ${index + 1}. ${formatEvent(step.event, limit)}  →  ${step.state}`));
  return lines;
}
