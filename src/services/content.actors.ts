/** Actor bindings of the content calls. */
import { fromPromise } from 'xstate';
import type { HttpClient } from './http';
import type { Announcements } from './schemas/content';
import { fetchAnnouncements } from './content.api';

export function createLoadAnnouncementsActor(http: HttpClient) {
  return fromPromise<Announcements, { loggedIn: boolean }>(({ input, signal }) => fetchAnnouncements(http, { loggedIn: input.loggedIn, signal }));
}

/** The same actor over an answer asked for earlier (before the first render), so the request is not sent twice. */
export function createEarlyAnnouncementsActor(answer: Promise<Announcements>) {
  return fromPromise<Announcements, { loggedIn: boolean }>(() => answer);
}
