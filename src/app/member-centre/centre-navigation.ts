/**
 * Opening, switching and closing a centre are navigations on the current
 * route that change only its search parameter: `?mc=` for the member
 * centre, `?ac=` for the agent centre. Opening pushes an entry marked in its
 * history state; switching pages (or from one centre to the other) replaces
 * it, so Back closes the centre whatever was opened inside. Closing goes
 * back to the entry underneath when a centre pushed one, and otherwise (a
 * link that landed on `?mc=` or `?ac=`) replaces the entry without the
 * parameter. The page underneath keeps its scroll position throughout.
 */
import type { AnyRouter } from '@tanstack/react-router';

declare module '@tanstack/history' {
  interface HistoryState {
    /** This entry was pushed by opening the member or the agent centre. */
    centreOpened?: boolean;
  }
}

/** The search parameter of each centre; only one centre shows at a time. */
export type CentreKey = 'mc' | 'ac';

type Search = Record<string, unknown>;

const withPage = (key: CentreKey, page: string | undefined) => (previous: Search) => {
  const next: Search = { ...previous };
  delete next.mc;
  delete next.ac;
  if (page !== undefined) next[key] = page;
  return next;
};

const keepPlace = { to: '.', hash: true, resetScroll: false, hashScrollIntoView: false } as const;

const isOpen = (router: AnyRouter) => router.state.location.search.mc !== undefined || router.state.location.search.ac !== undefined;

export function openCentre(router: AnyRouter, page: string, key: CentreKey = 'mc'): Promise<void> {
  if (isOpen(router)) return switchCentre(router, page, key);
  return router.navigate({ ...keepPlace, search: withPage(key, page), state: (previous: object) => ({ ...previous, centreOpened: true }) });
}

export function switchCentre(router: AnyRouter, page: string, key: CentreKey = 'mc'): Promise<void> {
  return router.navigate({ ...keepPlace, search: withPage(key, page), replace: true, state: true });
}

export function closeCentre(router: AnyRouter): Promise<void> | void {
  if (router.state.location.state.centreOpened) return router.history.back();
  return router.navigate({ ...keepPlace, search: withPage('mc', undefined), replace: true });
}
