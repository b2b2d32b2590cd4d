/**
 * Whether the centre may show: a member or agent account may use it. A
 * guest who lands on a `?mc=` link gets the login popup and a trial account
 * the 'need a true account' warning (the session's gate verdict), and the
 * parameter is dropped; a member who signs out with the centre open sees it
 * close. While the session is still restoring nothing shows and the
 * question waits for the answer.
 */
import { useEffect, useRef } from 'react';
import { useApp } from '../app-context';
import { useSessionSelector } from '../access/use-session';
import { openGated } from '../member-pages';

export function useCentreAccess(close: () => void): boolean {
  const app = useApp();
  const entitled = useSessionSelector((view) => view.accountKind === 'member' || view.accountKind === 'agent') ?? false;
  const wasEntitled = useRef(entitled);
  const latestClose = useRef(close);
  latestClose.current = close;

  useEffect(() => {
    const signedOut = wasEntitled.current && !entitled;
    wasEntitled.current = entitled;
    if (entitled) return;
    if (signedOut) return latestClose.current();
    let live = true;
    openGated(
      app,
      'memberCentre',
      () => {},
      () => live && latestClose.current(),
    );
    return () => {
      live = false;
    };
  }, [app, entitled]);

  return entitled;
}
