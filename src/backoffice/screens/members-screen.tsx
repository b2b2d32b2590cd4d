/**
 * Members: the search, and the chosen member's page below it. The account is in the address (?account=), so a page can
 * be shared. With no member chosen, risk and admin see the self-exclusion lift requests waiting for them.
 */
import { useRouterState } from '@tanstack/react-router';
import { MemberPage } from '../components/member/member-page';
import { LiftRequestsQueue } from '../components/member/lift-requests-queue';
import { MemberSearch } from '../components/member/member-search';
import { useBackoffice, useGo } from '../use-backoffice';

/** The router parses a digits-only value as a number: an account may be one. */
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

export function MembersScreen() {
  const { auth } = useBackoffice();
  const go = useGo();
  const search = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  const account = text(search.account);
  const q = text(search.q);
  const open = (chosen: string) => void go(`/backoffice/members?account=${encodeURIComponent(chosen)}`);
  return (
    <div className="bo-members">
      <MemberSearch initial={q || account} onOpen={open} />
      {account && <MemberPage key={account} account={account} may={(action) => auth.may(action)} />}
      {!account && auth.may('members.breaks') && <LiftRequestsQueue onOpen={open} />}
    </div>
  );
}
