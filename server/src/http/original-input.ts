/**
 * What clients of the original portal family leave out of a request, filled
 * in before the call's own schema judges it, so that one rule serves every
 * call (routes keep their schemas, and the fuzz judges success by the same
 * completion):
 *
 * - a period (`startTime`/`endTime`) the call needs but the request omits:
 *   the last seven days up to now, the shortest of the portal's presets;
 *   one end alone gets the other seven days away;
 * - a paging or length field (`pageNo`, `pageSize`, `limitNum`, `count`)
 *   outside the call's bounds: clamped to them, never refused (the original
 *   asks for 50 winners or 999 favourites where we cap lower); '' means
 *   "not given";
 * - a `requestId` a money call needs but the request omits: the key the
 *   caller derived (derived-request-id.ts), so money still moves once.
 */
import * as v from 'valibot';

const day = 24 * 60 * 60 * 1000;
export const defaultPeriodMs = 7 * day;

/** Fields a client uses to say how many rows it wants and where to start. */
export const pagingFields = ['pageNo', 'pageSize', 'limitNum', 'count'] as const;

type Node = {
  type?: string;
  entries?: Record<string, Node>;
  options?: Node[];
  wrapped?: Node;
  pipe?: Node[];
  requirement?: unknown;
};

/** A route's schema never changes: its fields are walked once, not on every request. */
const entriesBySchema = new WeakMap<object, Map<string, Node>>();

/** Every field the schema reads, through pipes, optionals and the options of a union or variant. */
export function entriesOf(schema: unknown): Map<string, Node> {
  const known = typeof schema === 'object' && schema !== null ? entriesBySchema.get(schema) : undefined;
  if (known) return known;
  const found = new Map<string, Node>();
  const walk = (node: Node | undefined): void => {
    if (!node) return;
    if (node.entries) {
      for (const [name, entry] of Object.entries(node.entries)) if (!found.has(name)) found.set(name, entry);
    } else if (node.options && (node.type === 'variant' || node.type === 'union')) node.options.forEach(walk);
    else if (node.wrapped) walk(node.wrapped);
    else if (node.pipe && node.pipe[0] !== node) walk(node.pipe[0]);
  };
  walk(schema as Node);
  if (typeof schema === 'object' && schema !== null) entriesBySchema.set(schema, found);
  return found;
}

/** The minValue and maxValue a field's schema sets, wherever in its pipes they sit. */
export function boundsOf(field: Node): { min?: number; max?: number } {
  const bounds: { min?: number; max?: number } = {};
  const walk = (node: Node | undefined): void => {
    if (!node || typeof node !== 'object') return;
    if (node.type === 'min_value' && typeof node.requirement === 'number') bounds.min ??= node.requirement;
    if (node.type === 'max_value' && typeof node.requirement === 'number') bounds.max ??= node.requirement;
    walk(node.wrapped);
    node.options?.forEach(walk);
    node.pipe?.forEach((item) => item !== node && walk(item));
  };
  walk(field);
  return bounds;
}

const isOptional = (field: Node): boolean => field.type === 'optional' || field.type === 'nullish' || field.type === 'exact_optional';
const absent = (value: unknown): boolean => value === undefined || value === null || value === '';
const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const wholeNumberOf = (value: unknown): number | null => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d{1,16}\s*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(number) ? number : null;
};

/** True when the call's schema needs a request id the request did not bring: the gateway derives one. */
export function lacksRequestId(schema: unknown, raw: unknown): boolean {
  const field = entriesOf(schema).get('requestId');
  return !!field && !isOptional(field) && isPlainObject(raw) && absent(raw.requestId);
}

export interface Completion {
  now: number;
  /** Filled in when `lacksRequestId`; undefined leaves the request as it came. */
  requestId?: string;
}

/** The request with what the original leaves out filled in; anything not a plain object is left to the schema. */
export function completeInput(schema: v.GenericSchema, raw: unknown, completion: Completion): unknown {
  if (!isPlainObject(raw)) return raw;
  const entries = entriesOf(schema);
  const input: Record<string, unknown> = { ...raw };
  const start = entries.get('startTime');
  const end = entries.get('endTime');
  if (start && end && !isOptional(start) && !isOptional(end)) fillPeriod(input, completion.now);
  for (const name of pagingFields) {
    const field = entries.get(name);
    if (!field || !(name in input)) continue;
    if (input[name] === '') {
      delete input[name];
      continue;
    }
    const number = wholeNumberOf(input[name]);
    if (number === null) continue;
    const { min = -Infinity, max = Infinity } = boundsOf(field);
    input[name] = Math.min(max, Math.max(min, number));
  }
  if (completion.requestId !== undefined && lacksRequestId(schema, input)) input.requestId = completion.requestId;
  return input;
}

function fillPeriod(input: Record<string, unknown>, now: number): void {
  const startGiven = !absent(input.startTime);
  const endGiven = !absent(input.endTime);
  if (startGiven && endGiven) return;
  if (!startGiven && !endGiven) {
    input.startTime = now - defaultPeriodMs;
    input.endTime = now;
    return;
  }
  // One end alone: the other end seven days away, or a malformed end left for the schema to name.
  if (startGiven) {
    const start = wholeNumberOf(input.startTime);
    if (start !== null) input.endTime = Math.max(start, Math.min(now, start + defaultPeriodMs));
    return;
  }
  const end = wholeNumberOf(input.endTime);
  if (end !== null) input.startTime = Math.max(0, end - defaultPeriodMs);
}
