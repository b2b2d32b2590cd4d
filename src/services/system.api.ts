/** System calls: permission/status answer, domain routes, help centre, the member's language. */
import * as v from 'valibot';
import { rememberStatusHosts } from './dialect/address-hosts';
import type { HttpClient } from './http';
import { domainRouteSchema, helpCenterSchema, statusAnswerSchema, type DomainRoute, type HelpTopic, type SystemStatus } from './schemas/system';

interface Signal {
  signal?: AbortSignal;
}

/** The status call carries the page's host so the gateway can answer per domain. */
/** It also remembers the image and launch hosts the answer names, for addresses a gateway answers relative. */
export async function fetchStatus(http: HttpClient, { host, signal }: Signal & { host: string }): Promise<SystemStatus> {
  const status = await http.call('status', { data: { host }, schema: statusAnswerSchema, signal });
  rememberStatusHosts(status.info);
  return status;
}

export function fetchDomainRoute(http: HttpClient, { signal }: Signal = {}): Promise<DomainRoute> {
  return http.call('domainRoute', { data: { device: 0 }, schema: domainRouteSchema, signal });
}

export function fetchHelpCenter(http: HttpClient, { language, signal }: Signal & { language: string }): Promise<HelpTopic[]> {
  return http.call('helpCenter', { data: { lang: language, device: 'WEB' }, schema: helpCenterSchema, signal });
}

/** Tells the gateway which language a logged-in member reads (api-facts §5). */
export async function updateLanguage(http: HttpClient, { language, signal }: Signal & { language: string }): Promise<void> {
  await http.call('languageUpdate', { data: { language }, schema: v.unknown(), signal });
}
