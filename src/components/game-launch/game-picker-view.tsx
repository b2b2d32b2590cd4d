/**
 * A list of games to choose from inside a launch modal: the sub-games of a
 * VASSALAGE card, or the popular games offered instead of one under
 * maintenance. Picking a tile launches that game.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../ui/icons';
import { LazyImage } from '../ui/lazy-image';
import { Spinner } from '../ui/spinner';
import './game-picker.css';

export const defaultGameIcon = '/assets/icons/default-game.svg';

export interface PickerGame {
  nodeId: number;
  gameName: string;
  vendorName: string;
  imageUrl: string;
}

export interface GamePickerViewProps<T extends PickerGame> {
  icon: IconName;
  tone?: 'primary' | 'warning';
  title: ReactNode;
  text: ReactNode;
  games: T[];
  loading: boolean;
  /** Shown when the list is empty once loaded. */
  emptyText: ReactNode;
  onPick(game: T): void;
  testId: string;
}

export function GamePickerView<T extends PickerGame>({ icon, tone = 'primary', title, text, games, loading, emptyText, onPick, testId }: GamePickerViewProps<T>) {
  const { t } = useTranslation();
  return (
    <section className={`game-picker game-picker--${tone}`} data-testid={testId} aria-busy={loading}>
      <header className="game-picker__head">
        <span className="game-picker__badge">
          <Icon name={icon} size={26} />
        </span>
        <div>
          <h2 className="game-picker__title">{title}</h2>
          <p className="game-picker__text">{text}</p>
        </div>
      </header>
      {loading ? (
        <div className="game-picker__loading">
          <Spinner label={t('games.launch.picker.loading')} />
        </div>
      ) : games.length === 0 ? (
        <p className="game-picker__empty" data-testid={`${testId}-empty`}>
          {emptyText}
        </p>
      ) : (
        <ul className="game-picker__grid">
          {games.map((game) => (
            <li key={game.nodeId}>
              <button type="button" className="game-picker__tile" onClick={() => onPick(game)} data-testid={`${testId}-game`} aria-label={t('games.launch.picker.play', { name: game.gameName })}>
                <span className="game-picker__art">
                  <LazyImage src={game.imageUrl} fallback={defaultGameIcon} alt="" draggable={false} />
                  <span className="game-picker__play">
                    <Icon name="play" size={22} />
                  </span>
                </span>
                <span className="game-picker__name">{game.gameName}</span>
                <span className="game-picker__vendor">{game.vendorName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
