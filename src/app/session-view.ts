/** The shell's read of the session: through the session adapter when wired, else the stored token. */
import { useSelector } from '@xstate/react';
import type { AnyMachineSnapshot } from 'xstate';
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

type LoginReader = Pick<AppContext, 'getToken' | 'sessionAdapter'>;

const greetedIn = (snapshot: AnyMachineSnapshot | undefined, sessionAdapter: AppContext['sessionAdapter']): boolean =>
  snapshot !== undefined && sessionAdapter !== undefined && sessionAdapter.selectMember(snapshot) !== null;

/** The one rule: a member the session adapter greets, or without the adapter a stored token (read on every call). */
const loggedInBy = (greeted: boolean, { getToken, sessionAdapter }: LoginReader): boolean => (sessionAdapter ? greeted : getToken() !== null);

export function useLoggedIn(): boolean {
  const app = useApp();
  return loggedInBy(useSelector(app.actors.session, (snapshot) => greetedIn(snapshot, app.sessionAdapter)), app);
}

/** What `useLoggedIn` answers at this moment, for code that runs before the first render. */
export function isLoggedInNow(app: LoginReader & Pick<AppContext, 'actors'>): boolean {
  return loggedInBy(greetedIn(app.actors.session?.getSnapshot(), app.sessionAdapter), app);
}
