/** The hot matches of a sports page: cards of featured matches, or what is happening instead (loading, failed, none). */
import { useTranslation } from 'react-i18next';
import type { HotMatch } from '../../../services/schemas/hot-matches';
import { EmptyState } from '../../ui/empty-state';
import { LoadFailed } from '../load-failed';
import { HotMatchCard } from './hot-match-card';
import './hot-matches.css';
import '../lobby-skeleton.css';

const skeletons = [0, 1, 2];

export interface HotMatchesBoardProps {
  status: 'loading' | 'shown' | 'failed';
  matches: readonly HotMatch[];
  now: number;
  onOpen(match: HotMatch): void;
  onRetry(): void;
}

export function HotMatchesBoard({ status, matches, now, onOpen, onRetry }: HotMatchesBoardProps) {
  const { t } = useTranslation();
  if (status === 'failed' && matches.length === 0) return <LoadFailed title={t('games.hotMatches.failedTitle')} onRetry={onRetry} testId="hot-matches-retry" />;
  if (status === 'loading' && matches.length === 0) {
    return (
      <div className="hot-matches" role="status" aria-busy="true" aria-label={t('games.hotMatches.loading')} data-testid="hot-matches-loading">
        {skeletons.map((index) => (
          <div key={index} className="hot-match hot-match--skeleton lobby-shimmer" aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (matches.length === 0) return <EmptyState icon="ball" title={t('games.hotMatches.emptyTitle')} text={t('games.hotMatches.emptyText')} />;
  return (
    <div className="hot-matches" data-testid="hot-matches">
      {matches.map((match) => (
        <HotMatchCard key={match.id} match={match} now={now} onOpen={onOpen} />
      ))}
    </div>
  );
}
