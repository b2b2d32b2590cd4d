/** The announcements modal's own load, for when the shell's shared answer is not there. */
import { fromPromise } from 'xstate';
import { unlessAborted } from './abort-safe';
import { fetchAnnouncements } from './content.api';
import type { HttpClient } from './http';
import type { Announcements } from './schemas/content';

export function createAnnouncementsModalLoader(http: HttpClient) {
  return fromPromise<Announcements, { loggedIn: boolean }>(({ input, signal }) => unlessAborted(signal, () => fetchAnnouncements(http, { loggedIn: input.loggedIn, signal })));
}
