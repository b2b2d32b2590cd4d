/**
 * What changed in a context between two snapshots: every changed leaf with
 * its path (`values.username`), walking into plain objects; arrays and other
 * values compare as a whole.
 */

export type ChangeKind = 'added' | 'removed' | 'changed';

export interface ContextChange {
  /** Dotted path from the context's top (`values.username`). */
  path: string;
  /** The context field it belongs to (`values`). */
  field: string;
  kind: ChangeKind;
  before?: unknown;
  after?: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function contextChanges(before: unknown, after: unknown): ContextChange[] {
  const changes: ContextChange[] = [];
  const walk = (a: unknown, b: unknown, path: string[]) => {
    if (isPlainObject(a) && isPlainObject(b)) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
        const next = [...path, key];
        if (!(key in a)) changes.push({ path: next.join('.'), field: next[0], kind: 'added', after: b[key] });
        else if (!(key in b)) changes.push({ path: next.join('.'), field: next[0], kind: 'removed', before: a[key] });
        else walk(a[key], b[key], next);
      }
      return;
    }
    if (!same(a, b)) changes.push({ path: path.join('.'), field: path[0] ?? '', kind: 'changed', before: a, after: b });
  };
  walk(before ?? {}, after ?? {}, []);
  return changes;
}

/** The context fields that hold a change, each with its changes. */
export function changesByField(changes: ContextChange[]): Map<string, ContextChange[]> {
  const byField = new Map<string, ContextChange[]>();
  for (const change of changes) byField.set(change.field, [...(byField.get(change.field) ?? []), change]);
  return byField;
}
