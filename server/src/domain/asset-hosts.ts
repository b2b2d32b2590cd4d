/**
 * Where clients reach the gateway's pictures and game pages: the brand's
 * configured image and launch hosts (the `cdn` setting; '' entries mean
 * "none"), else the origin the request reached (request-place.ts, which reads
 * X-Forwarded-Proto/Host only behind a trusted proxy). Answers carry absolute
 * addresses on these hosts, so a portal or a client on another origin can use
 * them, and the status answer's lists are never empty.
 */
import { eq } from 'drizzle-orm';
import type { AddressHosts } from '../../../src/services/dialect/addresses';
import type { Db } from '../db';
import { settings } from '../db/schema';
import { settingKeys } from '../seed/brand';

export interface HostLists {
  imageCDNs: string[];
  launchGameCDNs: string[];
}

const hostsIn = (list: unknown): string[] =>
  Array.isArray(list)
    ? list.filter((host): host is string => typeof host === 'string').map((host) => host.trim().replace(/\/+$/, '')).filter(Boolean)
    : [];

/** The stored `cdn` setting's lists, each falling back to `origin` when it names no host. */
export function hostListsFor(stored: unknown, origin: string): HostLists {
  const cdn = (typeof stored === 'object' && stored !== null ? stored : {}) as Partial<Record<keyof HostLists, unknown>>;
  const images = hostsIn(cdn.imageCDNs);
  const launches = hostsIn(cdn.launchGameCDNs);
  return { imageCDNs: images.length > 0 ? images : [origin], launchGameCDNs: launches.length > 0 ? launches : [origin] };
}

/** The stored `cdn` setting; the gateway keeps it per content version (cache/gateway-reads.ts), so answers do not read it each time. */
export async function storedCdn(db: Db): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, settingKeys.cdn)).limit(1);
  return row?.value ?? null;
}

/** The first host of each list: an answer stays the same from one request to the next (clients pick at random themselves). */
export const addressHostsOf = (lists: HostLists): AddressHosts => ({ image: lists.imageCDNs[0], launch: lists.launchGameCDNs[0] });
