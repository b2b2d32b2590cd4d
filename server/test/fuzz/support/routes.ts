/** The gateway's own route for each registry call: its input schema tells the fuzz where to aim and when a 200 is earned. */
import * as v from 'valibot';
import { calls, type CallName } from '../../../../src/services/calls';
import type { CallRoute } from '../../../src/http/call-route';
import { completeInput } from '../../../src/http/original-input';
import { allRoutes } from '../../../src/routes';

export function routeOf(name: CallName): CallRoute {
  const route = allRoutes.find((candidate) => candidate.call === calls[name]);
  if (!route) throw new Error(`${name} has no route in the gateway`);
  return route;
}

type Introspectable = { type?: string; entries?: Record<string, unknown>; options?: unknown[]; wrapped?: unknown; pipe?: unknown[] };

/** Field names the schema reads, through optionals, pipes and the variants of a union. */
export function fieldNamesOf(schema: unknown): string[] {
  const node = schema as Introspectable;
  if (node.entries) return Object.keys(node.entries);
  if (node.options && (node.type === 'variant' || node.type === 'union')) return [...new Set(node.options.flatMap(fieldNamesOf))];
  if (node.wrapped) return fieldNamesOf(node.wrapped);
  if (node.pipe && node.pipe[0] !== schema) return fieldNamesOf(node.pipe[0]);
  return [];
}

/**
 * True when the input would pass the call's own validation, after the completion every request gets (a default
 * period, clamped paging, a derived request id: src/http/original-input.ts): the only case a junk request may be
 * answered with success.
 */
export function inputPasses(name: CallName, raw: unknown): boolean {
  const schema = routeOf(name).input;
  return v.safeParse(schema, completeInput(schema, raw, { now: Date.now(), requestId: 'derivedKey' })).success;
}

/** How Hono reads a query: the first value of each name, `??=` onto a plain object (so inherited names like `constructor` are dropped). */
export function queryAsHonoReadsIt(pairs: [string, string][]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of pairs) result[key] ??= value;
  return result;
}
