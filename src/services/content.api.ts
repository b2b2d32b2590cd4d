/** Content calls: announcements carry banners, notices, popups and promotions (api-facts §7.3). */
import type { HttpClient } from './http';
import { announcementsSchema, type Announcements } from './schemas/content';

export interface AnnouncementsQuery {
  loggedIn: boolean;
  signal?: AbortSignal;
}

/** Before login the headline type is left out and only before-login popups are asked for. */
export function fetchAnnouncements(http: HttpClient, { loggedIn, signal }: AnnouncementsQuery): Promise<Announcements> {
  const data = loggedIn ? { types: 'B,PL,PU,PR,H', platform: 'W' } : { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' };
  return http.call('announcements', { data, schema: announcementsSchema, signal });
}
