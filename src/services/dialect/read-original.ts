/**
 * The portal's side: an entity that carries only the original's names gets
 * ours, so a gateway of the original family shows pictures and labels. A
 * field of ours that is present wins; otherwise the first original name
 * with a value, read with `??` as the original's clients do. A picture or
 * game address such a gateway answered relative is put on the host that
 * serves it (address-hosts.ts), not on the portal's own origin.
 */
import { absoluteAddress } from './addresses';
import { addressHosts } from './address-hosts';
import { isRecord, valueAt, withValueAt } from './paths';
import type { FieldNames } from './shape';

export function fromOriginal(fields: FieldNames): (value: unknown) => unknown {
  const entries = Object.entries(fields);
  return (value) => {
    if (!isRecord(value)) return value;
    let read = value;
    for (const [ours, { names, address }] of entries) {
      let field = valueAt(read, ours);
      if (field == null) field = names.map((name) => valueAt(value, name)).find((found) => found != null);
      if (field === undefined) continue;
      if (address && typeof field === 'string') field = absoluteAddress(field, addressHosts()[address]);
      if (field !== valueAt(read, ours)) read = withValueAt(read, ours, field);
    }
    return read;
  };
}
