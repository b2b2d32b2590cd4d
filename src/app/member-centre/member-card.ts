/** The account's card at the top of a centre's menu, read from the session: account, club label, balance. */
import type { CentreMemberCard } from '../../components/member-centre/frame/centre-frame';
import type { SessionView } from '../../machines/session/session.selectors';
import { shallowEqual } from '../access/shallow-equal';

export function cardOf(view: SessionView): CentreMemberCard | null {
  if (!view.member) return null;
  return {
    account: view.member.account,
    label: view.member.clubLabel.labelName || null,
    balance: view.balance ? view.balance.amount.toFixed(2) : null,
    currencySymbol: view.balance?.currencySymbol ?? '',
    balanceLoading: view.balanceLoading,
  };
}

export const sameCard = (a: CentreMemberCard | null, b: CentreMemberCard | null) => a === b || (!!a && !!b && shallowEqual(a, b));
