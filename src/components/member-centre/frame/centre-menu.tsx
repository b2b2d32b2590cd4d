/**
 * A centre's left menu: one heading per group, its pages with icons, the
 * open one marked, badges. `area` names the locale area of the labels
 * (`<area>.menu.<page>`, `<area>.groups.<key>`), `prefix` the test ids.
 */
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../ui/icons';

/** Icons of the centre's pages (spec §2 names); an unknown page gets the generic one. */
export const pageIcons: Record<string, IconName> = {
  securityCenter: 'shield',
  transferFund: 'wallet',
  depositv2: 'download',
  withdraw: 'withdraw',
  transferUpline: 'users',
  personalHistoryCopy: 'history',
  transactionHistory: 'receipt',
  personalProfit: 'percent',
  bonusDetails: 'gift',
  rewardCenter: 'star',
  playerRank: 'crown',
  referral: 'users',
  missionLeaderboard: 'crown',
  messageV2: 'mail',
  manualRebate: 'spark',
  feedback: 'megaphone',
  saferPlay: 'shield',
};

/** The locale area a centre's frame and menu read their labels from. */
export type CentreTextArea = 'memberCentre' | 'agentCentre';

export interface MenuGroup<P extends string = string> {
  key: string;
  pages: P[];
}

export interface CentreMenuProps<P extends string> {
  groups: MenuGroup<P>[];
  area?: CentreTextArea;
  icons?: Record<string, IconName>;
  prefix?: string;
  current: P;
  /** Counts drawn as badges; zero or absent draws none. */
  badges: Partial<Record<P, number>>;
  onSelect(page: P): void;
}

export function CentreMenu<P extends string>({ groups, area = 'memberCentre', icons = pageIcons, prefix = 'mc', current, badges, onSelect }: CentreMenuProps<P>) {
  const { t } = useTranslation();
  return (
    <nav className="mc-menu" aria-label={t(`${area}.frame.menu`)}>
      {groups.map((group) => (
        <div className="mc-menu__group" key={group.key}>
          <p className="mc-menu__heading">{t(`${area}.groups.${group.key}`)}</p>
          <ul>
            {group.pages.map((page) => {
              const badge: number = badges[page] ?? 0;
              return (
                <li key={page}>
                  <button
                    type="button"
                    className={page === current ? 'mc-menu__item is-current' : 'mc-menu__item'}
                    aria-current={page === current ? 'page' : undefined}
                    onClick={() => onSelect(page)}
                    data-testid={`${prefix}-menu-${page}`}
                  >
                    <Icon name={icons[page] ?? 'star'} size={18} />
                    <span className="mc-menu__label">{t(`${area}.menu.${page}`)}</span>
                    {badge > 0 ? (
                      <span className="mc-menu__badge" data-testid={`${prefix}-badge-${page}`}>
                        {badge > 99 ? '99+' : badge}
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
