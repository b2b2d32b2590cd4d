/**
 * The member centre overlay (spec §2): a full-height panel above the shell
 * with the member's card and the menu on the left, and the open page on the
 * right under its title and the close button. Escape closes it (the
 * container decides whether Escape belongs to a dialog above it); focus
 * moves in on open and back on close, and the page underneath stops
 * scrolling meanwhile.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons';
import { MoneyText } from '../kit/money-text';
import { RefreshButton } from '../kit/refresh-button';
import { CentreMenu, pageIcons, type MenuGroup } from './centre-menu';
import './centre-frame.css';

export interface CentreMemberCard {
  account: string;
  /** The club label (VIP rank name), when the member has one. */
  label: string | null;
  /** Decimal string, or null while it loads. */
  balance: string | null;
  currencySymbol: string;
  balanceLoading: boolean;
}

export interface CentreFrameProps<P extends string> {
  page: P;
  groups: MenuGroup<P>[];
  badges: Partial<Record<P, number>>;
  member: CentreMemberCard | null;
  /** Also used by the card's deposit and withdraw shortcuts, so the page names must include 'depositv2' and 'withdraw'. */
  onSelect(page: P | 'depositv2' | 'withdraw'): void;
  onClose(): void;
  onEscape(): void;
  onRefreshBalance(): void;
  children: ReactNode;
}

export function CentreFrame<P extends string>({ page, groups, badges, member, onSelect, onClose, onEscape, onRefreshBalance, children }: CentreFrameProps<P>) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const title = t(`memberCentre.menu.${page}`);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panel.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onEscape]);

  return (
    <div className="mc-overlay" data-testid="member-centre">
      <div ref={panel} className="mc-frame" role="dialog" aria-modal="true" aria-label={t('memberCentre.frame.title')} tabIndex={-1}>
        <aside className="mc-frame__side">
          <div className="mc-frame__brand">
            <span className="mc-frame__brand-icon">
              <Icon name="user" size={18} />
            </span>
            <span>{t('memberCentre.frame.title')}</span>
          </div>
          {member ? (
            <div className="mc-card" data-testid="mc-member-card">
              <div className="mc-card__who">
                <span className="mc-card__account">{member.account}</span>
                {member.label ? <span className="mc-card__label">{member.label}</span> : null}
              </div>
              <p className="mc-card__caption">{t('memberCentre.frame.balance')}</p>
              <div className="mc-card__balance">
                {member.balance === null ? <span className="mc-card__pending">…</span> : <MoneyText value={member.balance} symbol={member.currencySymbol} size="lg" testId="mc-balance" />}
                <RefreshButton label={t('memberCentre.frame.refreshBalance')} busy={member.balanceLoading} onClick={onRefreshBalance} testId="mc-balance-refresh" />
              </div>
              <div className="mc-card__actions">
                <button type="button" className={page === 'depositv2' ? 'mc-card__action is-current' : 'mc-card__action'} onClick={() => onSelect('depositv2')}>
                  <Icon name="download" size={16} />
                  {t('memberCentre.menu.depositv2')}
                </button>
                <button type="button" className={page === 'withdraw' ? 'mc-card__action is-current' : 'mc-card__action'} onClick={() => onSelect('withdraw')}>
                  <Icon name="withdraw" size={16} />
                  {t('memberCentre.menu.withdraw')}
                </button>
              </div>
            </div>
          ) : null}
          <CentreMenu<P> groups={groups} current={page} badges={badges} onSelect={onSelect} />
        </aside>
        <section className="mc-frame__main" aria-labelledby="mc-title">
          <header className="mc-frame__head">
            <span className="mc-frame__head-icon">
              <Icon name={pageIcons[page] ?? 'star'} size={20} />
            </span>
            <h2 id="mc-title" className="mc-frame__title" data-testid="mc-title">
              {title}
            </h2>
            <button type="button" className="mc-frame__close" aria-label={t('memberCentre.frame.close')} title={t('memberCentre.frame.close')} onClick={onClose} data-testid="mc-close">
              <Icon name="close" size={20} />
            </button>
          </header>
          <div className="mc-frame__pane" data-testid={`mc-page-${page}`}>
            {children}
          </div>
        </section>
      </div>
    </div>
  );
}
