/**
 * Two-column frame of the login and register modals: a brand panel with the
 * portal's promises on the left, the form on the right.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../ui/icons';
import './auth-layout.css';

const perks: { icon: IconName; key: string }[] = [
  { icon: 'spark', key: 'account.perks.instant' },
  { icon: 'shield', key: 'account.perks.secure' },
  { icon: 'headset', key: 'account.perks.support' },
];

export interface AuthLayoutProps {
  /** Headline of the brand panel. */
  headline: string;
  /** Replaces the perks list (the register modal shows its promotions there). */
  aside?: ReactNode;
  children: ReactNode;
  testId?: string;
}

export function AuthLayout({ headline, aside, children, testId }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="auth-layout" data-testid={testId}>
      {/* A plain block, not an aside: on /login the frame sits inside main, where a complementary landmark is not allowed. */}
      <div className="auth-layout__aside">
        <div className="auth-layout__glow" aria-hidden="true" />
        <div className="auth-layout__emblem" aria-hidden="true">
          <Icon name="crown" size={34} />
        </div>
        <h2 className="auth-layout__headline">{headline}</h2>
        {aside ?? (
          <ul className="auth-layout__perks">
            {perks.map((perk) => (
              <li key={perk.key}>
                <span>
                  <Icon name={perk.icon} size={16} />
                </span>
                {t(perk.key)}
              </li>
            ))}
          </ul>
        )}
        <p className="auth-layout__age">{t('account.perks.age')}</p>
      </div>
      <div className="auth-layout__main">{children}</div>
    </div>
  );
}
