/** The signed-in frame: the menu on the left shows only what the operator's role may open; who is signed in, language and sign-out on top. */
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/button';
import { LanguageSwitch } from '../components/language-switch';
import { backofficeApi } from '../services/backoffice.api';
import { csrfStore } from '../services/operator-call';
import { useBackoffice, useGo } from '../use-backoffice';

const menu = [
  { href: '/backoffice/deposits', action: 'deposits.read', label: 'backoffice.menu.deposits' },
  { href: '/backoffice/withdrawals', action: 'withdrawals.read', label: 'backoffice.menu.withdrawals' },
  { href: '/backoffice/confirmations', action: 'withdrawals.read', label: 'backoffice.menu.confirmations' },
  { href: '/backoffice/redemptions', action: 'reviews.read', label: 'backoffice.menu.redemptions' },
  { href: '/backoffice/activities', action: 'reviews.read', label: 'backoffice.menu.activities' },
  { href: '/backoffice/affiliates', action: 'reviews.read', label: 'backoffice.menu.affiliates' },
  { href: '/backoffice/feedback', action: 'feedback.read', label: 'backoffice.menu.feedback' },
  { href: '/backoffice/members', action: 'members.read', label: 'backoffice.menu.members' },
  { href: '/backoffice/adjustments', action: 'adjustments.approve', label: 'backoffice.menu.adjustments' },
  { href: '/backoffice/audit', action: 'audit.read', label: 'backoffice.menu.audit' },
  { href: '/backoffice/content/banners', action: 'content.edit', label: 'backoffice.menu.banners' },
  { href: '/backoffice/content/announcements', action: 'content.edit', label: 'backoffice.menu.announcements' },
  { href: '/backoffice/content/promotions', action: 'content.edit', label: 'backoffice.menu.promotions' },
  { href: '/backoffice/content/help-topics', action: 'content.edit', label: 'backoffice.menu.helpTopics' },
  { href: '/backoffice/content/goods', action: 'content.edit', label: 'backoffice.menu.goods' },
  { href: '/backoffice/content/settings', action: 'content.edit', label: 'backoffice.menu.settings' },
] as const;

export function BackofficeLayout() {
  const { t } = useTranslation();
  const { auth } = useBackoffice();
  const go = useGo();
  const path = useRouterState({ select: (state) => state.location.pathname });
  const operator = auth.operator!;

  const signOut = async () => {
    await backofficeApi.signOut().catch(() => null);
    csrfStore.clear();
    auth.set(null);
    await go('/backoffice/sign-in');
  };

  return (
    <div className="bo-shell">
      <nav className="bo-nav" aria-label={t('backoffice.menu.label')}>
        <p className="bo-brand">{t('backoffice.brand')}</p>
        <ul>
          {menu
            .filter((item) => auth.may(item.action))
            .map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  className="bo-nav__link"
                  aria-current={path === item.href ? 'page' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    void go(item.href);
                  }}
                >
                  {t(item.label)}
                </a>
              </li>
            ))}
        </ul>
      </nav>
      <div className="bo-main">
        <header className="bo-header">
          <p>
            {t('backoffice.menu.signedInAs', { username: operator.username })} · <span className="bo-role">{t(`backoffice.menu.role.${operator.role}`)}</span>
          </p>
          <div className="bo-header__tools">
            <LanguageSwitch />
            <Button variant="secondary" size="sm" onClick={() => void signOut()}>
              {t('backoffice.menu.signOut')}
            </Button>
          </div>
        </header>
        <main className="bo-content">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
