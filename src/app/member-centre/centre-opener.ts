/**
 * The `centres` of the app context. Callers ask the session's gate first
 * (`openGated`), so opening only navigates; a name that is not a page of
 * the member centre opens nothing. The agent centre is not part of this
 * portal yet, so its opener does nothing.
 */
import type { AnyRouter } from '@tanstack/react-router';
import type { CentreOpener } from '../member-pages';
import { isMemberCentrePage } from './centre-pages';
import { openCentre } from './centre-navigation';

export function createCentreOpener(router: () => AnyRouter | null): CentreOpener {
  return {
    openMember(page) {
      const current = router();
      if (current && isMemberCentrePage(page)) void openCentre(current, page);
    },
    openAgent() {},
  };
}
