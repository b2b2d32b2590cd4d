/**
 * Whether a centre may show: a member or agent account may use the member
 * centre, an agent account the agent centre. A guest who lands on a `?mc=`
 * or `?ac=` link gets the login popup, a trial account the 'need a true
 * account' warning and a member at the agent centre "Non-agents cannot log
 * in" (the session's gate verdict), and the parameter is dropped; an
 * account that signs out with the centre open sees it close. While the
 * session is still restoring nothing shows and the question waits for the
 * answer.
 */
import { useEffect, useRef } from 'react';
import { useApp } from '../app-context';
import { useSessionSelector } from '../access/use-session';
import { openGated } from '../member-pages';

export function useCentreAccess(close: () => void, gate: 'memberCentre' | 'agentCentre' = 'memberCentre'): boolean {
  const app = useApp();
  const entitled = useSessionSelector((view) => view.accountKind === 'agent' || (gate === 'memberCentre' && view.accountKind === 'member')) ?? false;
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
      gate,
      () => {},
      () => live && latestClose.current(),
    );
    return () => {
      live = false;
    };
  }, [app, entitled, gate]);

  return entitled;
}
