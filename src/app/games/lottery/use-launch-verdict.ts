/**
 * The session's launchGame verdict for a screen that launches by itself (the
 * lottery screens need a token): asked on entry and again whenever the
 * session's state or account kind changes (a login on this page).
 */
import { useEffect, useState } from 'react';
import { askVerdict } from '../../member-pages';
import { useApp } from '../../app-context';
import { useSessionSelector } from '../../access/use-session';

export type ScreenVerdict = 'asking' | 'login' | 'trialWarning' | 'allowed';

export function useLaunchVerdict(): ScreenVerdict {
  const { actors } = useApp();
  const sessionKey = useSessionSelector((view) => `${view.status}:${view.accountKind ?? ''}`);
  const [verdict, setVerdict] = useState<ScreenVerdict>('asking');
  useEffect(() => {
    const session = actors.session;
    if (!session) return setVerdict('login');
    let live = true;
    setVerdict('asking');
    askVerdict(session, 'launchGame', (answer) => {
      if (live) setVerdict(answer === 'allowed' || answer === 'trialWarning' ? answer : 'login');
    });
    return () => {
      live = false;
    };
  }, [actors.session, sessionKey]);
  return verdict;
}
