/** The top bar: menu toggle, logo, messages, and the visitor's or member's actions. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from '../ui/button';
import { Icon } from '../ui/icons';
import { AvatarMenu } from './avatar-menu';
import { BalanceChip } from './balance-chip';
import { LobbyLink } from './lobby-link';
import type { HeaderCallbacks, HeaderViewModel } from './header-view-model';
import './header.css';

export interface HeaderProps extends HeaderCallbacks {
  model: HeaderViewModel;
  /** The signed-in session's clock (elapsed time, previous login), shown before the balance. */
  clock?: ReactNode;
}

export function Header({ model, clock, ...on }: HeaderProps) {
  const { t } = useTranslation();
  const { member } = model;
  const unread = member?.unreadCount ?? 0;
  return (
    <header className="header" data-testid="header">
      <div className="header__start">
        {model.showMenuToggle ? (
          <IconButton
            label={t('shell.header.toggleMenu')}
            aria-expanded={model.sideMenuOpen}
            aria-controls="side-menu"
            onClick={on.onToggleSideMenu}
            data-testid="side-menu-toggle"
          >
            <Icon name="menu" />
          </IconButton>
        ) : null}
        <button type="button" className="header__logo" onClick={on.onLogo} title={t('shell.header.speedTest')} data-testid="logo">
          <img src={model.logoUrl} alt={model.brandName} height={36} />
        </button>
        {model.showLobbyLink ? <LobbyLink label={t('shell.header.lobby')} onLobby={on.onLobby} /> : null}
      </div>

      <div className="header__end">
        <IconButton label={unread > 0 ? t('shell.header.messagesUnread', { count: unread }) : t('shell.header.messages')} onClick={on.onMail} data-testid="mail">
          <Icon name="mail" />
          {unread > 0 ? (
            <span className="header__badge" data-testid="mail-badge" aria-hidden="true">
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </IconButton>
        {member ? (
          <>
            {clock}
            <BalanceChip member={member} pointsEnabled={model.pointsEnabled} onRefresh={on.onRefreshBalance} onToggleVisibility={on.onToggleBalance} />
            <Button variant="primary" data-testid="header-deposit" onClick={() => on.onMemberPage('depositv2')}>
              <Icon name="wallet" size={18} />
              {t('shell.header.deposit')}
            </Button>
            <Button variant="secondary" data-testid="header-withdraw" onClick={() => on.onMemberPage('withdraw')}>
              <Icon name="withdraw" size={18} />
              {t('shell.header.withdraw')}
            </Button>
            <AvatarMenu member={member} onMemberPage={on.onMemberPage} onAgentCentre={on.onAgentCentre} onContracts={on.onContracts} onSignOut={on.onSignOut} />
          </>
        ) : (
          <>
            {model.showFreePlay ? (
              <Button variant="ghost" onClick={on.onFreePlay} data-testid="free-play">
                <Icon name="play" size={16} />
                {t('shell.header.freePlay')}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={on.onLogin} data-testid="login">
              {t('shell.header.login')}
            </Button>
            {model.showRegister ? (
              <Button variant="primary" onClick={on.onRegister} data-testid="register">
                {t('shell.header.register')}
              </Button>
            ) : null}
          </>
        )}
      </div>
    </header>
  );
}
