/**
 * Picture and game addresses of the original gateway family: its answers may
 * give them as paths ('/common/…') or, as it stores its icons, relative to
 * the image host ('TCG_GAME_ICONS/…'). Both sides make them absolute on the
 * host that serves each kind: the gateway before it answers, the portal when
 * a gateway of the family answered them relative.
 */
import type { AddressKind } from './shape';

/** The origin (or CDN base) each kind of address is served from. */
export type AddressHosts = Readonly<Record<AddressKind, string>>;

/** Has a scheme (https:, data:, blob:) or a host ('//cdn…'): already absolute. */
const withHost = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * An address made absolute on `host`. Absolute and empty addresses, and any
 * address when there is no host to put it on, stay as they are.
 */
export function absoluteAddress(address: string, host: string): string {
  if (!host || !address || withHost.test(address)) return address;
  return `${host.replace(/\/+$/, '')}/${address.replace(/^\/+/, '')}`;
}
