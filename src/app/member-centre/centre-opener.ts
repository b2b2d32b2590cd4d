/**
 * The `centres` of the app context. Callers ask the session's gate first
 * (`openGated`), so opening only navigates; a name that is not a page of
 * the member centre opens nothing. The agent centre checks its own page
 * names when it loads (an unknown one shows its default page), so the
 * entry chunk carries no list of them.
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
    openAgent(page) {
      const current = router();
      if (current) void openCentre(current, page || 'agentTeamOverview', 'ac');
    },
  };
}
