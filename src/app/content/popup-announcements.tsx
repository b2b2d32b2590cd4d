/**
 * Popup announcements (api-facts: execution B before login, A after login,
 * F on the first login only) open the announcements window once per browser
 * session and audience: closing it writes ANONYMOUS_POPUP or USER_POPUP =
 * closed to session storage, as the original portal does.
 */
import { useEffect } from 'react';
import type { Popup } from '../../services/schemas/content';
import { useApp } from '../app-context';
import { useSessionSelector } from '../access/use-session';
import { useLoggedIn } from '../session-view';
import { useAnnouncements } from './announcements';

export const popupStorageKey = (loggedIn: boolean): string => (loggedIn ? 'USER_POPUP' : 'ANONYMOUS_POPUP');

/** A member on a time-out or self-exclusion is offered no promotion (a deposit bonus among them): play and deposits are closed to them. */
export function popupsFor(popups: readonly Popup[], who: { loggedIn: boolean; firstTimeLogin: boolean; onBreak?: boolean }): Popup[] {
  return popups.filter(
    (popup) => (who.loggedIn ? popup.execution === 'A' || (popup.execution === 'F' && who.firstTimeLogin) : popup.execution === 'B') && !(who.onBreak && popup.promotionType),
  );
}

export function PopupAnnouncements() {
  const { actors } = useApp();
  const answer = useAnnouncements();
  const loggedIn = useLoggedIn();
  const firstTimeLogin = useSessionSelector((view) => view.firstTimeLogin) ?? false;
  const onBreak = useSessionSelector((view) => view.isLoggedIn && view.protection !== null) ?? false;
  // After a reload the break is known from the member info: the popups wait for it.
  const memberKnown = useSessionSelector((view) => view.member !== null) ?? false;

  useEffect(() => {
    if (!answer || (loggedIn && !memberKnown)) return;
    const storageKey = popupStorageKey(loggedIn);
    if (sessionStorage.getItem(storageKey) === 'closed') return;
    if (popupsFor(answer.popup, { loggedIn, firstTimeLogin, onBreak }).length === 0) return;
    // A window the visitor opened (login, registration...) comes first.
    if (actors.shell.getSnapshot().context.modal) return;
    actors.shell.send({ type: 'modal.open', modal: 'announcements', props: { popup: true, storageKey } });
  }, [actors.shell, answer, loggedIn, memberKnown, firstTimeLogin, onBreak]);

  return null;
}
