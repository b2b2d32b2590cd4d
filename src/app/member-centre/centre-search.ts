/**
 * The member centre lives in the URL: `?mc=<page>` on any route opens the
 * overlay on that page above it, so a page can be linked to and Back closes
 * it. The root route validates the parameter; anything but a page name is
 * ignored. Kept apart from the overlay so the entry chunk carries only this.
 */
import { isMemberCentrePage, type MemberCentrePage } from './centre-pages';

export const centreSearchKey = 'mc';

export interface CentreSearch {
  mc?: MemberCentrePage;
}

export function validateCentreSearch(search: Record<string, unknown>): CentreSearch {
  const page = search[centreSearchKey];
  return isMemberCentrePage(page) ? { mc: page } : {};
}
