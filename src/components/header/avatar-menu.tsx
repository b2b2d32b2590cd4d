/**
 * The member's avatar and its drop-down: the sign-in before this one (when
 * and where from, so a stranger's would show), account pages, agent centre
 * (agents only), contracts (when given), sign out.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../ui/icons';
import { LazyImage } from '../ui/lazy-image';
import { LastSignIn } from './last-sign-in';
import type { HeaderMember, MemberPage } from './header-view-model';

export const defaultAvatar = '/assets/icons/default-avatar.svg';

const entries: { page: MemberPage; icon: IconName; labelKey: string }[] = [
  { page: 'securityCenter', icon: 'user', labelKey: 'shell.header.myAccount' },
  { page: 'personalHistoryCopy', icon: 'history', labelKey: 'shell.header.bettingRecord' },
  { page: 'transactionHistory', icon: 'receipt', labelKey: 'shell.header.accountRecord' },
];

interface AvatarMenuProps {
  member: HeaderMember;
  onMemberPage(page: MemberPage): void;
  onAgentCentre(): void;
  /** Shown only when given: the member has an upline or is an agent. */
  onContracts?: () => void;
  onSignOut(): void;
}

export function AvatarMenu({ member, onMemberPage, onAgentCentre, onContracts, onSignOut }: AvatarMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const trigger = useRef<HTMLButtonElement>(null);

  // Focus goes back to the trigger before the action, so a dialog the item opens returns focus there on close.
  const pick = (action: () => void) => () => {
    setOpen(false);
    trigger.current?.focus();
    action();
  };

  return (
    <div className="avatar-menu" ref={root}>
      <button
        ref={trigger}
        // Stable: the dialogs its items open return focus to the trigger by this id if the header drew it again meanwhile.
        id="avatar-menu-trigger"
        type="button"
        className="avatar-menu__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        data-testid="avatar"
      >
        <LazyImage className="avatar-menu__image" src={member.avatarUrl ?? defaultAvatar} fallback={defaultAvatar} alt="" width={36} height={36} />
        <span className="avatar-menu__name">{member.account}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      {open ? (
        <div className="avatar-menu__panel">
          {member.lastSignIn ? <LastSignIn place={member.lastSignIn} /> : null}
          <ul className="avatar-menu__list" role="menu">
            {entries.map((entry) => (
              <li key={entry.page} role="none">
                <button type="button" role="menuitem" onClick={pick(() => onMemberPage(entry.page))}>
                  <Icon name={entry.icon} size={18} />
                  {t(entry.labelKey)}
                </button>
              </li>
            ))}
            {member.isAgent ? (
              <li role="none">
                <button type="button" role="menuitem" onClick={pick(onAgentCentre)}>
                  <Icon name="briefcase" size={18} />
                  {t('shell.header.agentCentre')}
                </button>
              </li>
            ) : null}
            {onContracts ? (
              <li role="none">
                <button type="button" role="menuitem" onClick={pick(onContracts)} data-testid="menu-contracts">
                  <Icon name="percent" size={18} />
                  {t('shell.header.contracts')}
                </button>
              </li>
            ) : null}
            <li role="none" className="avatar-menu__separator">
              <button type="button" role="menuitem" onClick={pick(onSignOut)} data-testid="sign-out">
                <Icon name="logout" size={18} />
                {t('shell.header.signOut')}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
