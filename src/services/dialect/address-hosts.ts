/**
 * The hosts the portal puts a relative picture or game address on. A page
 * talks to one gateway, so one record serves the whole page: the gateway's
 * own address (set once at start, '' when it is the page's origin, where the
 * browser resolves a path by itself), then the image and launch hosts its
 * status answer names (`imageCDNs`, `launchGameCDNs`), which the status call
 * remembers before any catalogue answer is read.
 */
import type { AddressHosts } from './addresses';

let gateway = '';
let named: AddressHosts = { image: '', launch: '' };

/** Where the page's calls go ('' for its own origin). */
export function setGatewayAddress(base: string): void {
  gateway = base;
}

/** The hosts a status answer names; an empty list (or `[""]`) leaves the gateway's own address in force. */
export function rememberStatusHosts(status: { imageCDNs: readonly string[]; launchGameCDNs: readonly string[] }): void {
  const first = (hosts: readonly string[]) => hosts.find((host) => host.trim() !== '') ?? '';
  named = { image: first(status.imageCDNs), launch: first(status.launchGameCDNs) };
}

export function addressHosts(): AddressHosts {
  return { image: named.image || gateway, launch: named.launch || gateway };
}
