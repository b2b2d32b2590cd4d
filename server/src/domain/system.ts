/**
 * System answers: the permission/status answer and its parts (brand,
 * whitelabel tree, register rules, resources, customer service), the
 * speed-test domain list, help topics and country codes.
 *
 * Seeded URLs may hold `{origin}` / `{loopback}`; they are filled in from the
 * request, because only the request knows where the gateway is reachable.
 */
import { randomInt } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { SwitchNode, SystemStatus } from '../../../src/services/schemas/system';
import { encryptCustomerServiceLink } from '../crypto/cs-link';
import type { Db } from '../db';
import { customerService, domainRoutes, helpTopics, registerRules, resources, settings, switches } from '../db/schema';
import type { GatewayDeps } from '../http/context';
import { defaultBrand, defaultFlags, defaultSystemState, settingKeys, type PublicFlags, type SystemState } from '../seed/brand';
import { hostListsFor } from './asset-hosts';
import { usesPhoneAuth } from './phone-auth';

/** Where the caller reached us and from which address. */
export interface RequestPlace {
  origin: string;
  ip: string;
}

async function readSettings(db: Db): Promise<Map<string, unknown>> {
  const keys = Object.values(settingKeys);
  const rows = await db.select().from(settings).where(inArray(settings.key, keys));
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** `{loopback}` is the other name of a loopback origin; elsewhere it has no meaning and the entry is dropped. */
export function fillOrigin(template: string, origin: string): string | null {
  if (template.includes('{loopback}')) {
    const url = new URL(origin);
    const other = url.hostname === '127.0.0.1' ? 'localhost' : url.hostname === 'localhost' ? '127.0.0.1' : null;
    if (!other) return null;
    url.hostname = other;
    return template.replaceAll('{loopback}', url.origin);
  }
  return template.replaceAll('{origin}', origin);
}

export async function brandSettings(deps: Pick<GatewayDeps, 'db' | 'config'>): Promise<SystemStatus['info']['brand']> {
  const [row] = await deps.db.select().from(settings).where(eq(settings.key, settingKeys.brand)).limit(1);
  return { ...defaultBrand, ...(row?.value as object | undefined), merchantCode: deps.config.merchant };
}

export async function whitelabelTree(db: Db): Promise<SwitchNode> {
  const rows = await db.select().from(switches).orderBy(asc(switches.sort), asc(switches.modId));
  const nodes = new Map<string, SwitchNode>(rows.map((row) => [row.modId, { modId: row.modId, enabled: row.enabled ? '1' : '0', childrenNodes: [] }]));
  const roots: SwitchNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.modId)!;
    const parent = row.parentId ? nodes.get(row.parentId) : undefined;
    (parent ? parent.childrenNodes : roots).push(node);
  }
  return roots.length === 1 ? roots[0] : { modId: 'ROOT', enabled: '1', childrenNodes: roots };
}

export async function registerRuleMap(db: Db): Promise<SystemStatus['info']['register']> {
  const rows = await db.select().from(registerRules).orderBy(asc(registerRules.field));
  return Object.fromEntries(rows.map(({ field, ...rule }) => [field, rule]));
}

const keyAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const freshLinkKey = () => Array.from({ length: 8 }, () => keyAlphabet[randomInt(keyAlphabet.length)]).join('');

/** Paths are DES-encrypted with a fresh key each time, the way the original gateway sent them (api-facts §4). */
export async function customerServiceEntries(db: Db, origin: string): Promise<{ csType: string; path: string }[]> {
  const rows = await db.select().from(customerService).orderBy(asc(customerService.sort), asc(customerService.id));
  return rows.flatMap((row) => {
    const url = fillOrigin(row.url, origin);
    return url ? [{ csType: row.csType, path: encryptCustomerServiceLink(url, freshLinkKey()) }] : [];
  });
}

/** The customer-service script answer: `version.pathList`, type 3 being the chat link (spec §3). */
export async function customerServiceLink(db: Db, origin: string, csType: string | undefined) {
  const entries = await customerServiceEntries(db, origin);
  const chosen = entries.find((entry) => entry.csType === csType) ?? entries.find((entry) => entry.csType === 'LIVECHAT') ?? entries[0];
  return { csType: chosen?.csType ?? '', version: { pathList: chosen ? [{ type: 3, path: chosen.path }] : [] } };
}

export async function resourceList(db: Db, origin: string): Promise<SystemStatus['info']['resources']> {
  const rows = await db.select().from(resources).orderBy(asc(resources.id));
  return rows.flatMap((row) => {
    const url = fillOrigin(row.url, origin);
    return url ? [{ resourceType: row.resourceType, url, qrCodeUrl: row.qrCodeUrl, labelNameEn: row.labelNameEn }] : [];
  });
}

/** The `.invalid` top-level domain never resolves (RFC 2606): such an entry (a database seeded before) would only show players a dead route. */
export function isReservedUnreachable(domainName: string): boolean {
  // Entries may be bare hosts (the portal adds its own protocol): read the host without URL parsing.
  const host = domainName.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').split(/[/:?#]/)[0];
  return /(^|\.)invalid\.?$/i.test(host);
}

export async function domainRouteList(db: Db, origin: string): Promise<{ domainList: { domainName: string }[] }> {
  const rows = await db.select().from(domainRoutes).orderBy(asc(domainRoutes.id));
  const names = rows.map((row) => fillOrigin(row.domainName, origin)).filter((name): name is string => name !== null && !isReservedUnreachable(name));
  return { domainList: [...new Set(names)].map((domainName) => ({ domainName })) };
}

export async function systemStatus(deps: Pick<GatewayDeps, 'db' | 'config' | 'clock'>, place: RequestPlace): Promise<SystemStatus> {
  const { db, config } = deps;
  const stored = await readSettings(db);
  const state = { ...defaultSystemState, ...(stored.get(settingKeys.system) as Partial<SystemState> | undefined) };
  const forced = config.systemStatus;
  const maintenance = forced === undefined ? state.maintenance : forced === 1;
  const regionRestriction = forced === undefined ? state.regionRestriction : forced === 2;
  const hosts = hostListsFor(stored.get(settingKeys.cdn), place.origin);
  const [brand, whitelabel, register, resourceItems, customerServiceItems] = await Promise.all([
    brandSettings(deps),
    whitelabelTree(db),
    registerRuleMap(db),
    resourceList(db, place.origin),
    customerServiceEntries(db, place.origin),
  ]);
  return {
    maintenance,
    regionRestriction,
    location: { ip: place.ip },
    maintainTime: maintenance ? (state.maintainTime ?? defaultMaintainWindow(deps.clock.now())) : null,
    info: {
      brand,
      whitelabel,
      register,
      resources: resourceItems,
      customerService: customerServiceItems,
      mainDomain: place.origin,
      analytics: { gtagId: '', ...(stored.get(settingKeys.analytics) as { gtagId?: string } | undefined) },
      imageCDNs: hosts.imageCDNs,
      launchGameCDNs: hosts.launchGameCDNs,
      flags: {
        ...defaultFlags,
        ...(stored.get(settingKeys.flags) as Partial<PublicFlags> | undefined),
        // A deployment setting, not an operator flag: the stored flags cannot claim a channel the gateway does not run.
        thirdPartyPhoneAuth: usesPhoneAuth(config),
      },
    },
  };
}

/** A forced maintenance has no stored window: show one that started this hour and ends two hours later. */
function defaultMaintainWindow(now: number): { startTime: number; endTime: number } {
  const hour = 60 * 60 * 1000;
  const startTime = Math.floor(now / hour) * hour;
  return { startTime, endTime: startTime + 2 * hour };
}

/**
 * Help topics in `language`: each topic is a row per language sharing its
 * category and sort; a topic without a row in `language` is given in `fallback`.
 */
export async function helpCenterTopics(db: Db, language: string | undefined, fallback: string) {
  const wanted = (language ?? fallback).toUpperCase();
  const rows = await db
    .select({ id: helpTopics.id, category: helpTopics.category, title: helpTopics.title, content: helpTopics.content, language: helpTopics.language, sort: helpTopics.sort })
    .from(helpTopics)
    .where(inArray(helpTopics.language, [wanted, fallback]))
    .orderBy(asc(helpTopics.sort), asc(helpTopics.id));
  return chooseTopics(rows, wanted, fallback);
}

/** Rows ordered by sort then id → one per topic (category and sort), in `wanted` when it has one. Also the back office's preview. */
export function chooseTopics(rows: Array<{ id: number; category: string; title: string; content: string; language: string; sort: number }>, wanted: string, fallback: string) {
  const topics = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    if (row.language !== wanted && row.language !== fallback) continue;
    const key = `${row.category}|${row.sort}`;
    if (!topics.has(key) || row.language === wanted) topics.set(key, row);
  }
  return [...topics.values()].map(({ id, category, title, content }) => ({ id, category, title, content }));
}

export const countries = [
  { code: 'PH', name: 'Philippines', dialingCode: '+63' },
  { code: 'VN', name: 'Vietnam', dialingCode: '+84' },
  { code: 'TH', name: 'Thailand', dialingCode: '+66' },
  { code: 'ID', name: 'Indonesia', dialingCode: '+62' },
  { code: 'MY', name: 'Malaysia', dialingCode: '+60' },
  { code: 'SG', name: 'Singapore', dialingCode: '+65' },
  { code: 'IN', name: 'India', dialingCode: '+91' },
  { code: 'KH', name: 'Cambodia', dialingCode: '+855' },
  { code: 'MM', name: 'Myanmar', dialingCode: '+95' },
  { code: 'BD', name: 'Bangladesh', dialingCode: '+880' },
];
