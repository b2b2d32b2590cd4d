/** The shell's read of the session: through the session adapter when wired, else the stored token. */
import { useSelector } from '@xstate/react';
import type { HeaderMember } from '../components/header/header-view-model';
import { useApp, type AppContext } from './app-context';

const sameMember = (a: HeaderMember | null, b: HeaderMember | null) =>
  a === b || (a !== null && b !== null && (Object.keys(a) as (keyof HeaderMember)[]).every((key) => a[key] === b[key]));

export function useMember(): HeaderMember | null {
  const { actors, sessionAdapter } = useApp();
  return useSelector(actors.session, (snapshot) => (snapshot && sessionAdapter ? sessionAdapter.selectMember(snapshot) : null), sameMember);
}

/** Account type of the logged-in member; null for a visitor and while member info is loading. */
export function useAccountType(): number | null {
  const { actors, sessionAdapter } = useApp();
  return useSelector(actors.session, (snapshot) => (snapshot && sessionAdapter ? sessionAdapter.selectAccountType(snapshot) : null));
}

export function useLoggedIn(): boolean {
  const { actors, getToken, sessionAdapter } = useApp();
  const greeted = useSelector(actors.session, (snapshot) => (snapshot && sessionAdapter ? sessionAdapter.selectMember(snapshot) !== null : false));
  return sessionAdapter ? greeted : getToken() !== null;
}

/** What `useLoggedIn` answers at this moment, for code that runs before the first render. */
export function isLoggedInNow({ actors, getToken, sessionAdapter }: Pick<AppContext, 'actors' | 'getToken' | 'sessionAdapter'>): boolean {
  const snapshot = actors.session?.getSnapshot();
  return sessionAdapter ? Boolean(snapshot) && sessionAdapter.selectMember(snapshot) !== null : getToken() !== null;
}
