/** Members: the search, and the chosen member's page below it. The account is in the address (?account=), so a page can be shared. */
import { useRouterState } from '@tanstack/react-router';
import { MemberPage } from '../components/member/member-page';
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
  return (
    <div className="bo-members">
      <MemberSearch initial={q || account} onOpen={(chosen) => void go(`/backoffice/members?account=${encodeURIComponent(chosen)}`)} />
      {account && <MemberPage key={account} account={account} may={(action) => auth.may(action)} />}
    </div>
  );
}
