/**
 * What follows the session rather than a form, mounted once inside the
 * router beside the modal host:
 * - free play (started from the header) reaching the logged-in state goes to /;
 * - a pending forced password change (also after a reload, from the stored flag) keeps
 *   the non-dismissible change-password modal open;
 * - a link carrying another account's token while one is signed in opens the
 *   handover question first (stay or switch), which nothing else may close;
 * - a session found expired by any call opens the login popup with a notice
 *   above it, and leaves a page that needs login for /.
 */
import { useEffect, useRef } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { SessionExpiredNotice } from '../../components/session/session-expired-notice';
import { selectModal, selectModalProps } from '../../machines/shell/shell.selectors';
import { selectFlags } from '../../machines/system-status/system-status.selectors';
import { useApp } from '../app-context';
import { isPublicPath } from '../route-guard';
import { useSessionSelector } from './use-session';

/** Why the login popup was opened by the session rather than by the visitor. */
export const expiredReason = 'sessionExpired';

/** Pages that call token-only services on entry (api-facts §7.4: lottery routes; game pages launch with the token). */
const tokenPaths: readonly string[] = ['/lottery', '/vnlottery', '/sealottery', '/game', '/seamless'];

export const needsLogin = (pathname: string, loginedToHomePage: boolean): boolean => {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return loginedToHomePage ? !isPublicPath(path) : tokenPaths.includes(path);
};

export function AccessEffects() {
  const { actors } = useApp();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const loginedToHomePage = useSelector(actors.systemStatus, (snapshot) => selectFlags(snapshot).loginedToHomePage);
  const modal = useSelector(actors.shell, selectModal);
  const modalProps = useSelector(actors.shell, selectModalProps);
  const status = useSessionSelector((view) => view.status);
  // Signing out is the forced modal's other way out: the change is no longer due then.
  const handover = useSessionSelector((view) => view.confirmingHandover) === true;
  // The handover question comes first: switching may make the forced change moot.
  const mustChangePassword = useSessionSelector((view) => view.mustChangePassword && !view.signingOut) === true && !handover;
  const expired = useSessionSelector((view) => view.expired) === true;
  const previousStatus = useRef(status);
  const wasExpired = useRef(expired);

  useEffect(() => {
    if (previousStatus.current === 'startingFreePlay' && status === 'loggedIn') void navigate({ to: '/' });
    previousStatus.current = status;
  }, [status, navigate]);

  useEffect(() => {
    if (handover && modal !== 'sessionHandover') actors.shell.send({ type: 'modal.open', modal: 'sessionHandover' });
  }, [handover, modal, actors.shell]);

  useEffect(() => {
    // The password is not in memory after a reload, so the modal then asks for the old one.
    if (mustChangePassword && modal !== 'changePassword') actors.shell.send({ type: 'modal.open', modal: 'changePassword', props: { forced: true } });
  }, [mustChangePassword, modal, actors.shell]);

  useEffect(() => {
    if (expired && !wasExpired.current) {
      actors.shell.send({ type: 'modal.open', modal: 'login', props: { mode: 'login', reason: expiredReason } });
      if (needsLogin(pathname, loginedToHomePage)) void navigate({ to: '/' });
    }
    wasExpired.current = expired;
  }, [expired, pathname, loginedToHomePage, actors.shell, navigate]);

  return modal === 'login' && modalProps?.reason === expiredReason ? <SessionExpiredNotice /> : null;
}
