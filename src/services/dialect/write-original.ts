/**
 * The gateway's side: an answer goes out with the original's names beside
 * ours (same values), so the original family's clients find their fields,
 * and with its picture and game addresses absolute, so a client on another
 * origin can use them. A name the answer already carries is left alone.
 */
import { isRecord, valueAt, withValueAt, type JsonObject } from './paths';
import type { AddressKind, AnswerShape } from './shape';

/** The origin (or CDN base) each kind of address is served from. */
export type AddressHosts = Readonly<Record<AddressKind, string>>;

/** Has a scheme (https:, data:, blob:) or a host ('//cdn…'): already absolute. */
const withHost = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * An address on the gateway made absolute on `host`: a path ('/common/…') or,
 * as the original family stores its icons, a path relative to the image host
 * ('TCG_GAME_ICONS/…'). Absolute and empty addresses stay as they are.
 */
export function absoluteAddress(address: string, host: string): string {
  if (!host || !address || withHost.test(address)) return address;
  return `${host.replace(/\/+$/, '')}/${address.replace(/^\/+/, '')}`;
}

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
