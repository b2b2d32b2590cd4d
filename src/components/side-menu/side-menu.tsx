/**
 * The left menu. Open it lists everything with labels and the promotion
 * block; closed it folds into an icon rail.
 */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../ui/icons';
import { LazyImage } from '../ui/lazy-image';
import './side-menu.css';

export interface SideMenuPromotion {
  id: number;
  title: string;
  imageUrl: string;
}

export interface SideMenuViewModel {
  open: boolean;
  activePath: string;
  /** Logged-in agents, visitors, or members when referral is enabled. */
  showReferral: boolean;
  promotions: SideMenuPromotion[];
  showCustomerService: boolean;
  languageLabel: string;
}

export interface SideMenuCallbacks {
  onNavigate(to: string): void;
  onVip(): void;
  onReferral(): void;
  onBettingBonus(): void;
  /** Safer play in the member centre: limits and breaks (RTS 12C: a few clicks from anywhere). */
  onSaferPlay(): void;
  onCustomerService(): void;
  onLanguage(): void;
}

export const promoFallback = '/assets/icons/default-game.svg';

export function SideMenu({ model, ...on }: SideMenuCallbacks & { model: SideMenuViewModel }) {
  const { t } = useTranslation();
  const link = (to: string) => (event: MouseEvent) => {
    event.preventDefault();
    on.onNavigate(to);
  };
  const item = (key: string, icon: IconName, label: string, action: (event: MouseEvent) => void, href?: string) => (
    <li key={key}>
      <a
        href={href ?? '#'}
        className={href && href === model.activePath ? 'side-menu__item is-active' : 'side-menu__item'}
        onClick={(event) => {
          event.preventDefault();
          action(event);
        }}
        title={model.open ? undefined : label}
        data-testid={`side-menu-${key}`}
      >
        <span className="side-menu__icon">
          <Icon name={icon} size={20} />
        </span>
        <span className="side-menu__label">{label}</span>
      </a>
    </li>
  );

  return (
    <aside id="side-menu" className="side-menu" data-state={model.open ? 'open' : 'closed'} data-testid="side-menu" aria-label={t('shell.sideMenu.label')}>
      <ul className="side-menu__list">
        {item('home', 'home', t('shell.sideMenu.home'), link('/'), '/')}
        {item('vip', 'crown', t('shell.sideMenu.vip'), on.onVip)}
        {model.showReferral ? item('referral', 'users', t('shell.sideMenu.referral'), on.onReferral) : null}
        {item('bettingBonus', 'percent', t('shell.sideMenu.bettingBonus'), on.onBettingBonus)}
        {item('saferPlay', 'shield', t('shell.sideMenu.saferPlay'), on.onSaferPlay)}
      </ul>

      {model.open && model.promotions.length > 0 ? (
        <section className="side-menu__promos" aria-labelledby="side-menu-promos">
          <header className="side-menu__promos-head">
            <h3 id="side-menu-promos">{t('shell.sideMenu.promotions')}</h3>
            <a href="/promotions" onClick={link('/promotions')} className="side-menu__more" data-testid="side-menu-more">
              {t('shell.sideMenu.seeMore')}
              <Icon name="chevronRight" size={14} />
            </a>
          </header>
          <ul>
            {model.promotions.map((promotion) => (
              <li key={promotion.id}>
                <a href={`/promotions#${promotion.id}`} onClick={link(`/promotions#${promotion.id}`)} className="side-menu__promo">
                  <LazyImage src={promotion.imageUrl} fallback={promoFallback} alt="" />
                  <span>{promotion.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <ul className="side-menu__list side-menu__list--end">
        {!model.open ? item('promotions', 'gift', t('shell.sideMenu.promotions'), link('/promotions'), '/promotions') : null}
        {model.showCustomerService ? item('customerService', 'headset', t('shell.sideMenu.customerService'), on.onCustomerService) : null}
        {item('download', 'download', t('shell.sideMenu.download'), link('/down'), '/down')}
        {item('language', 'globe', model.languageLabel, on.onLanguage)}
      </ul>
    </aside>
  );
}
