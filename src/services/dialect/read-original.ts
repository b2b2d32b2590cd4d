/**
 * The portal's side: an entity that carries only the original's names gets
 * ours, so a gateway of the original family shows pictures and labels. A
 * field of ours that is present wins; otherwise the first original name
 * with a value, read with `??` as the original's clients do.
 */
import { isRecord, valueAt, withValueAt } from './paths';
import type { FieldNames } from './shape';

export function fromOriginal(fields: FieldNames): (value: unknown) => unknown {
  const entries = Object.entries(fields);
  return (value) => {
    if (!isRecord(value)) return value;
    let read = value;
    for (const [ours, { names }] of entries) {
      if (valueAt(read, ours) != null) continue;
      const found = names.map((name) => valueAt(value, name)).find((field) => field != null);
      if (found !== undefined) read = withValueAt(read, ours, found);
    }
    return read;
  };
}
