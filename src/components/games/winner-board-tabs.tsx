/** The winners list's categories: every game, or one category the winners board is kept for. */
import { useTranslation } from 'react-i18next';
import './lobby-tabs.css';
import './winner-board.css';

export function WinnerBoardTabs<T extends string>({ tabs, active, onSelect }: { tabs: readonly T[]; active: T; onSelect(tab: T): void }) {
  const { t } = useTranslation();
  return (
    <div className="lobby-tabs winner-tabs" role="tablist" aria-label={t('games.winners.tabsLabel')}>
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={tab === active}
          className={tab === active ? 'lobby-tab is-active' : 'lobby-tab'}
          data-testid={`winners-tab-${tab}`}
          onClick={() => onSelect(tab)}
        >
          {t(`games.winners.tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}
