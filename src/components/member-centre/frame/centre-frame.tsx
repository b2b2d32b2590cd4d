/**
 * A centre overlay (spec §2), the member centre's and the agent centre's: a
 * full-height panel above the shell with the account's card and the menu on
 * the left, and the open page on the right under its title and the close
 * button. Escape closes it (the container decides whether Escape belongs to
 * a dialog above it); focus moves in on open, stays inside while open and
 * goes back on close, and the
 * page underneath stops scrolling meanwhile. `area` names the locale area
 * of the frame's texts, `testPrefix` and `testId` its test ids.
 */
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../ui/icons';
import { useFocusTrap } from '../../ui/use-focus-trap';
import { MoneyText } from '../kit/money-text';
import { RefreshButton } from '../kit/refresh-button';
import { CentreMenu, pageIcons, type CentreTextArea, type MenuGroup } from './centre-menu';
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

/** A button under the card's balance; the first one is drawn as the primary action. */
export interface CentreShortcut<S extends string> {
  page: S;
  icon: IconName;
  /** Locale key of its label. */
  labelKey: string;
}

type MemberShortcut = 'depositv2' | 'withdraw';

const memberShortcuts: CentreShortcut<MemberShortcut>[] = [
  { page: 'depositv2', icon: 'download', labelKey: 'memberCentre.menu.depositv2' },
  { page: 'withdraw', icon: 'withdraw', labelKey: 'memberCentre.menu.withdraw' },
];

export interface CentreFrameProps<P extends string, S extends string = MemberShortcut> {
  page: P;
  groups: MenuGroup<P>[];
  badges: Partial<Record<P, number>>;
  member: CentreMemberCard | null;
  /** The card's shortcuts; the member centre's deposit and withdraw when absent. */
  shortcuts?: CentreShortcut<S>[];
  area?: CentreTextArea;
  icons?: Record<string, IconName>;
  testPrefix?: string;
  testId?: string;
  onSelect(page: P | S): void;
  onClose(): void;
  onEscape(): void;
  onRefreshBalance(): void;
  children: ReactNode;
}

export function CentreFrame<P extends string, S extends string = MemberShortcut>(props: CentreFrameProps<P, S>) {
  const { page, groups, badges, member, onSelect, onClose, onEscape, onRefreshBalance, children } = props;
  const { area = 'memberCentre', icons = pageIcons, testPrefix: prefix = 'mc', testId = 'member-centre' } = props;
  const shortcuts = props.shortcuts ?? (memberShortcuts as unknown as CentreShortcut<S>[]);
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const title = t(`${area}.menu.${page}`);

  useFocusTrap(panel);

  useEffect(() => {
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  // Like the trap, from the commit that draws the frame: an Escape pressed as it appears closes it.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Escape inside a dialog a page opened above the frame belongs to that dialog.
      const dialog = event.target instanceof Element ? event.target.closest('[role="dialog"]') : null;
      if (event.key === 'Escape' && (!dialog || dialog === panel.current)) onEscape();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onEscape]);

  return (
    <div className="mc-overlay" data-testid={testId}>
      <div ref={panel} className="mc-frame" role="dialog" aria-modal="true" aria-label={t(`${area}.frame.title`)} tabIndex={-1}>
        <aside className="mc-frame__side">
          <div className="mc-frame__brand">
            <span className="mc-frame__brand-icon">
              <Icon name={area === 'agentCentre' ? 'briefcase' : 'user'} size={18} />
            </span>
            <span>{t(`${area}.frame.title`)}</span>
          </div>
          {member ? (
            <div className="mc-card" data-testid={`${prefix}-member-card`}>
              <div className="mc-card__who">
                <span className="mc-card__account">{member.account}</span>
                {member.label ? <span className="mc-card__label">{member.label}</span> : null}
              </div>
              <p className="mc-card__caption">{t(`${area}.frame.balance`)}</p>
              <div className="mc-card__balance">
                {member.balance === null ? <span className="mc-card__pending">…</span> : <MoneyText value={member.balance} symbol={member.currencySymbol} size="lg" testId={`${prefix}-balance`} />}
                <RefreshButton label={t(`${area}.frame.refreshBalance`)} busy={member.balanceLoading} onClick={onRefreshBalance} testId={`${prefix}-balance-refresh`} />
              </div>
              <div className="mc-card__actions">
                {shortcuts.map((shortcut) => (
                  <button
                    key={shortcut.page}
                    type="button"
                    className={page === (shortcut.page as string) ? 'mc-card__action is-current' : 'mc-card__action'}
                    onClick={() => onSelect(shortcut.page)}
                    data-testid={`${prefix}-shortcut-${shortcut.page}`}
                  >
                    <Icon name={shortcut.icon} size={16} />
                    {t(shortcut.labelKey)}
                  </button>
                ))}
              </div>
            </div>
          ) : null}
          <CentreMenu<P> groups={groups} area={area} icons={icons} prefix={prefix} current={page} badges={badges} onSelect={onSelect} />
        </aside>
        <section className="mc-frame__main" aria-labelledby={`${prefix}-title`}>
          <header className="mc-frame__head">
            <span className="mc-frame__head-icon">
              <Icon name={icons[page] ?? 'star'} size={20} />
            </span>
            <h2 id={`${prefix}-title`} className="mc-frame__title" data-testid={`${prefix}-title`}>
              {title}
            </h2>
            <button type="button" className="mc-frame__close" aria-label={t(`${area}.frame.close`)} title={t(`${area}.frame.close`)} onClick={onClose} data-testid={`${prefix}-close`}>
              <Icon name="close" size={20} />
            </button>
          </header>
          {/* Focusable so a page without controls (the rank ladder) can still be scrolled from the keyboard. */}
          <div className="mc-frame__pane" tabIndex={0} data-testid={`${prefix}-page-${page}`}>
            {children}
          </div>
        </section>
      </div>
    </div>
  );
}
