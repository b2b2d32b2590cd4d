/**
 * Opening, switching and closing the centre are navigations on the current
 * route that change only `?mc=`. Opening pushes an entry marked in its
 * history state; switching pages replaces it, so Back closes the centre
 * whatever was opened inside. Closing goes back to the entry underneath when
 * the centre pushed one, and otherwise (a link that landed on `?mc=`)
 * replaces the entry without the parameter. The page underneath keeps its
 * scroll position throughout.
 */
import type { AnyRouter } from '@tanstack/react-router';
import type { MemberCentrePage } from './centre-pages';

declare module '@tanstack/history' {
  interface HistoryState {
    /** This entry was pushed by opening the member centre. */
    memberCentreOpened?: boolean;
  }
}

type Search = Record<string, unknown>;

const withPage = (page: MemberCentrePage | undefined) => (previous: Search) => {
  const next: Search = { ...previous, mc: page };
  if (page === undefined) delete next.mc;
  return next;
};

const keepPlace = { to: '.', hash: true, resetScroll: false, hashScrollIntoView: false } as const;

export function openCentre(router: AnyRouter, page: MemberCentrePage): Promise<void> {
  if (router.state.location.search.mc !== undefined) return switchCentre(router, page);
  return router.navigate({ ...keepPlace, search: withPage(page), state: (previous: object) => ({ ...previous, memberCentreOpened: true }) });
}

export function switchCentre(router: AnyRouter, page: MemberCentrePage): Promise<void> {
  return router.navigate({ ...keepPlace, search: withPage(page), replace: true, state: true });
}

export function closeCentre(router: AnyRouter): Promise<void> | void {
  if (router.state.location.state.memberCentreOpened) return router.history.back();
  return router.navigate({ ...keepPlace, search: withPage(undefined), replace: true });
}
