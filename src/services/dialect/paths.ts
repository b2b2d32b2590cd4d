/**
 * Reading and writing a field by its dotted path ('content.game_url') in
 * plain JSON objects, copying every object on the way down so an answer is
 * never changed in place (the portal's caches and the gateway's builders
 * hold the same objects).
 */
export type JsonObject = Record<string, unknown>;

export const isRecord = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

export function valueAt(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (!isRecord(current)) return undefined;
    current = current[key];
  }
  return current;
}

/** A copy of `value` with `field` set at `path`; objects missing on the way are created. */
export function withValueAt(value: JsonObject, path: string, field: unknown): JsonObject {
  const [key, ...rest] = path.split('.');
  if (rest.length === 0) return { ...value, [key]: field };
  const inner = isRecord(value[key]) ? value[key] : {};
  return { ...value, [key]: withValueAt(inner, rest.join('.'), field) };
}
