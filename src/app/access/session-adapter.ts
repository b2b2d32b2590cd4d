/**
 * The shell's read of the session actor (the seam in src/app/session-adapter.ts):
 * the header's logged-in view-model and the account type. The composition
 * root passes it as `sessionAdapter` beside the session actor.
 */
import type { AnyMachineSnapshot } from 'xstate';
import type { HeaderMember } from '../../components/header/header-view-model';
import { selectSession, type SessionSnapshot } from '../../machines/session/session.selectors';
import type { SessionAdapter } from '../session-adapter';

export const sessionAdapter: SessionAdapter = {
  selectMember(snapshot: AnyMachineSnapshot): HeaderMember | null {
    const view = selectSession(snapshot as SessionSnapshot);
    if (!view.isLoggedIn) return null;
    return {
      account: view.member?.nickname || view.member?.account || '',
      balance: view.balance?.amount ?? null,
      currency: view.balance?.currencySymbol ?? '',
      balanceVisible: view.balanceVisible,
      points: view.points,
      isAgent: view.isAgent,
      avatarUrl: view.avatarUrl,
      refreshingBalance: view.balanceLoading,
      unreadCount: view.unreadCount,
      lastSignIn: view.member?.lastSignIn ?? null,
    };
  },
  /** Null while member info is loading too: the type is not known yet (gates say 'pending'). */
  selectAccountType(snapshot: AnyMachineSnapshot): number | null {
    const view = selectSession(snapshot as SessionSnapshot);
    return view.isLoggedIn ? (view.member?.type ?? null) : null;
  },
  selectRankLevel(snapshot: AnyMachineSnapshot): number | null {
    return selectSession(snapshot as SessionSnapshot).member?.clubLabel.rankLevel ?? null;
  },
  events: {
    freePlay: { type: 'freePlay.start' },
    refreshBalance: { type: 'balance.refresh' },
    toggleBalance: { type: 'balance.toggleVisibility' },
  },
};
