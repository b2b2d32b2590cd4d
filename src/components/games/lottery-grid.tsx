/** Lottery games in groups (a menu's groups, or one list), with placeholders, an empty state and a retry. */
import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '../../services/schemas/games';
import { EmptyState } from '../ui/empty-state';
import { LoadFailed } from './load-failed';
import { LotteryCard } from './lottery-card';
import './lottery-grid.css';
import './lobby-skeleton.css';

export interface LotteryGroup {
  key: string;
  /** Shown above the group; none for a single list. */
  title?: string;
  games: readonly LotteryGame[];
}

export interface LotteryGridProps {
  status: 'loading' | 'shown' | 'failed';
  groups: readonly LotteryGroup[];
  now: number;
  /** Favourite game codes; hearts show only with `onFavourite`. */
  favourites?: ReadonlySet<string>;
  onLaunch(game: LotteryGame): void;
  onFavourite?(game: LotteryGame): void;
  onRetry(): void;
  skeletons?: number;
  testId: string;
}

export function LotteryGrid({ status, groups, now, favourites, onLaunch, onFavourite, onRetry, skeletons = 8, testId }: LotteryGridProps) {
  const { t } = useTranslation();
  if (status === 'loading') {
    return (
      <div className="lottery-grid" role="status" aria-busy="true" aria-label={t('games.lobby.lottery.loading')} data-testid={`${testId}-loading`}>
        {Array.from({ length: skeletons }, (_, index) => (
          <div key={index} className="lottery-skeleton lobby-shimmer" aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (status === 'failed') return <LoadFailed title={t('games.lobby.lottery.failedTitle')} onRetry={onRetry} testId={`${testId}-retry`} />;
  const shown = groups.filter((group) => group.games.length > 0);
  if (shown.length === 0) return <EmptyState icon="ticket" title={t('games.lobby.lottery.emptyTitle')} text={t('games.lobby.lottery.emptyText')} />;
  return (
    <div className="lottery-groups" data-testid={testId}>
      {shown.map((group) => (
        <section key={group.key} className="lottery-group" data-testid="lottery-group" aria-label={group.title}>
          {group.title ? <h3 className="lottery-group__title">{group.title}</h3> : null}
          <div className="lottery-grid">
            {group.games.map((game) => (
              <LotteryCard key={`${group.key}-${game.gameCode}`} game={game} now={now} favourite={favourites?.has(game.gameCode) ?? false} onLaunch={onLaunch} onFavourite={onFavourite} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
