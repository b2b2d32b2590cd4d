/** Search-param validation for the routes' optional text parameters. */
export function optionalText<K extends string>(search: Record<string, unknown>, ...keys: K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = search[key];
    if (typeof value === 'string' && value !== '') out[key] = value;
    else if (typeof value === 'number') out[key] = String(value);
  }
  return out;
}
