/** A grid of game cards, or its placeholders while loading, its empty state and its failure with a retry. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameCard as Game } from '../../services/schemas/games';
import type { IconName } from '../ui/icons';
import { EmptyState } from '../ui/empty-state';
import { GameCard } from './game-card';
import { LoadFailed } from './load-failed';
import './game-grid.css';
import './lobby-skeleton.css';

export type GridStatus = 'loading' | 'shown' | 'empty' | 'failed';

export interface GameGridProps {
  status: GridStatus;
  games: readonly Game[];
  /** Favourite node ids (as strings); hearts show only with `onFavourite`. */
  favourites?: ReadonlySet<string>;
  onLaunch(game: Game): void;
  onFavourite?(game: Game): void;
  onRooms?(game: Game): void;
  onRetry(): void;
  empty: { icon: IconName; title: string; text: string; action?: ReactNode };
  /** Placeholders while loading. */
  skeletons?: number;
  /** Fewer, larger columns (home page strips). */
  compact?: boolean;
  testId: string;
}

export function GameGrid({ status, games, favourites, onLaunch, onFavourite, onRooms, onRetry, empty, skeletons = 12, compact = false, testId }: GameGridProps) {
  const { t } = useTranslation();
  const gridClass = compact ? 'game-grid game-grid--compact' : 'game-grid';
  if (status === 'loading') {
    return (
      <div className={gridClass} role="status" aria-busy="true" aria-label={t('games.lobby.grid.loading')} data-testid={`${testId}-loading`}>
        {Array.from({ length: skeletons }, (_, index) => (
          <div key={index} className="game-skeleton" aria-hidden="true">
            <div className="game-skeleton__media lobby-shimmer" />
            <div className="game-skeleton__line lobby-shimmer" />
            <div className="game-skeleton__line game-skeleton__line--short lobby-shimmer" />
          </div>
        ))}
      </div>
    );
  }
  if (status === 'failed') return <LoadFailed title={t('games.lobby.grid.failedTitle')} onRetry={onRetry} testId={`${testId}-retry`} />;
  if (status === 'empty' || games.length === 0) return <EmptyState icon={empty.icon} title={empty.title} text={empty.text} action={empty.action} />;
  return (
    <div className={gridClass} data-testid={testId}>
      {games.map((game) => (
        <GameCard key={game.nodeId} game={game} favourite={favourites?.has(String(game.nodeId)) ?? false} onLaunch={onLaunch} onFavourite={onFavourite} onRooms={onRooms} />
      ))}
    </div>
  );
}
