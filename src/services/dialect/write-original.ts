/**
 * The gateway's side: an answer goes out with the original's names beside
 * ours (same values), so the original family's clients find their fields,
 * and with its picture and game addresses absolute, so a client on another
 * origin can use them. A name the answer already carries is left alone.
 */
import { isRecord, valueAt, withValueAt, type JsonObject } from './paths';
import { absoluteAddress, type AddressHosts } from './addresses';
import type { AnswerShape } from './shape';

export function toOriginal<T>(shape: AnswerShape, value: T, hosts: AddressHosts): T {
  return written(shape, value, hosts) as T;
}

function written(shape: AnswerShape, value: unknown, hosts: AddressHosts): unknown {
  if (shape.kind === 'each') return Array.isArray(value) ? value.map((item) => written(shape.item, item, hosts)) : value;
  if (!isRecord(value)) return value;
  let out: JsonObject = value;
  for (const [ours, { names, address }] of Object.entries(shape.names)) {
    let field = valueAt(out, ours);
    if (field === undefined) continue;
    if (address && typeof field === 'string') {
      field = absoluteAddress(field, hosts[address]);
      out = withValueAt(out, ours, field);
    }
    for (const name of names) if (valueAt(out, name) === undefined) out = withValueAt(out, name, field);
  }
  for (const [key, inner] of Object.entries(shape.inside)) {
    if (key in out) out = { ...out, [key]: written(inner, out[key], hosts) };
  }
  return out;
}
