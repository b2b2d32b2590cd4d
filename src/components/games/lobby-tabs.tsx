/** The lobby's lists for a member: every game, the favourites and the recently played. */
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icons';
import { GameGlyph } from './game-glyphs';
import './lobby-tabs.css';

export type LobbyTab = 'all' | 'favourites' | 'recent';

export function LobbyTabs({ tabs, active, onSelect }: { tabs: readonly LobbyTab[]; active: LobbyTab; onSelect(tab: LobbyTab): void }) {
  const { t } = useTranslation();
  const icons = {
    all: <GameGlyph name="grid" size={16} />,
    favourites: <GameGlyph name="heart" size={16} />,
    recent: <Icon name="history" size={16} />,
  } satisfies Record<LobbyTab, unknown>;
  return (
    <div className="lobby-tabs" role="tablist" aria-label={t('games.lobby.tabs.label')}>
      {tabs.map((tab) => (
        <button key={tab} type="button" role="tab" aria-selected={tab === active} className={tab === active ? 'lobby-tab is-active' : 'lobby-tab'} data-testid={`lobby-tab-${tab}`} onClick={() => onSelect(tab)}>
          {icons[tab]}
          {t(`games.lobby.tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}
