/** The game categories as large tiles, each leading to its page. */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../ui/icons';
import './category-tiles.css';

export interface CategoryTile {
  to: string;
  icon: IconName;
  titleKey: string;
  textKey: string;
}

export function CategoryTiles({ tiles, onNavigate }: { tiles: CategoryTile[]; onNavigate(to: string): void }) {
  const { t } = useTranslation();
  const go = (to: string) => (event: MouseEvent) => {
    event.preventDefault();
    onNavigate(to);
  };
  return (
    <ul className="category-tiles">
      {tiles.map((tile) => (
        <li key={tile.to}>
          <a href={tile.to} onClick={go(tile.to)} className="category-tile">
            <span className="category-tile__icon">
              <Icon name={tile.icon} size={30} />
            </span>
            <span className="category-tile__title">{t(tile.titleKey)}</span>
            <span className="category-tile__text">{t(tile.textKey)}</span>
            <span className="category-tile__go">
              {t('shell.home.play')}
              <Icon name="chevronRight" size={14} />
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
