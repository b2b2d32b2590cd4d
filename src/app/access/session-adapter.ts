/**
 * The shell's read of the session actor (the seam in src/app/session-adapter.ts):
 * the header's logged-in view-model and the account type for gated actions.
 * The composition root passes it as `sessionAdapter` beside the session actor.
 */
import type { AnyMachineSnapshot } from 'xstate';
import type { HeaderMember } from '../../components/header/header-view-model';
import { selectSession, type SessionSnapshot } from '../../machines/session/session.selectors';
import type { SessionAdapter } from '../session-adapter';

/** Member info is still loading: counted as a plain member so the header shows the logged-in area at once. */
const pendingType = 0;

export const sessionAdapter: SessionAdapter = {
  selectMember(snapshot: AnyMachineSnapshot): HeaderMember | null {
    const view = selectSession(snapshot as SessionSnapshot);
    if (!view.isLoggedIn) return null;
    return {
      account: view.member?.nickname || view.member?.account || '',
      balance: view.balance?.amount ?? null,
      currency: view.balance?.currencySymbol ?? '',
      points: 0,
      isAgent: view.isAgent,
      avatarUrl: null,
      refreshingBalance: view.balanceLoading,
      unreadCount: 0,
    };
  },
  selectAccountType(snapshot: AnyMachineSnapshot): number | null {
    const view = selectSession(snapshot as SessionSnapshot);
    if (!view.isLoggedIn) return null;
    return view.member?.type ?? pendingType;
  },
  events: {
    freePlay: { type: 'freePlay.start' },
    refreshBalance: { type: 'balance.refresh' },
  },
};
