/**
 * The mission leaderboard: the period switch, a podium for the top three,
 * the other ranks in a table, and the member's own rank below, wherever it is.
 */
import { useTranslation } from 'react-i18next';
import { leaderboardPeriods, type LeaderboardEntry, type LeaderboardPeriod, type MissionLeaderboard } from '../../../services/schemas/rewards';
import { Icon } from '../../ui/icons';
import { DataTable } from '../kit/data-table';
import { SkeletonRows } from '../kit/skeleton';
import { EmptyRows, FailedState } from '../kit/states';

export interface LeaderboardBoardProps {
  status: 'loading' | 'ready' | 'empty' | 'failed';
  board: MissionLeaderboard | null;
  period: LeaderboardPeriod;
  errorCode: string | null;
  onPeriod(period: LeaderboardPeriod): void;
  onRetry(): void;
}

/** Second, first, third: the winner stands in the middle. */
const podiumOrder = [1, 0, 2];

function Podium({ entries }: { entries: LeaderboardEntry[] }) {
  const { t } = useTranslation();
  return (
    <ol className="ms-podium" aria-label={t('memberCentre.missionLeaderboard.board.podium')} data-testid="leaderboard-podium">
      {podiumOrder
        .map((index) => entries[index])
        .filter(Boolean)
        .map((entry) => (
          <li key={entry.rank} className={`ms-podium__place is-rank-${entry.rank}`} data-testid="podium-place">
            <span className="ms-podium__crown">{entry.rank === 1 ? <Icon name="crown" size={22} /> : entry.rank}</span>
            <span className="ms-podium__account">{entry.account}</span>
            <span className="ms-podium__points">{t('memberCentre.missionLeaderboard.points', { count: entry.points })}</span>
            <span className="ms-podium__step" aria-hidden="true">
              {entry.rank}
            </span>
          </li>
        ))}
    </ol>
  );
}

export function LeaderboardBoard({ status, board, period, errorCode, onPeriod, onRetry }: LeaderboardBoardProps) {
  const { t } = useTranslation();
  const list = board?.list ?? [];
  const rest = list.slice(3);
  const me = board?.me ?? null;
  return (
    <div className="ms-board" data-testid="leaderboard">
      <div className="ms-board__periods" role="group" aria-label={t('memberCentre.missionLeaderboard.board.period')}>
        {leaderboardPeriods.map((value) => (
          <button
            key={value}
            type="button"
            className={value === period ? 'mc-chip is-selected' : 'mc-chip'}
            aria-pressed={value === period}
            onClick={() => onPeriod(value)}
            data-testid={`leaderboard-${value}`}
          >
            {t(`memberCentre.missionLeaderboard.board.${value}`)}
          </button>
        ))}
      </div>
      {status === 'loading' && !board ? <SkeletonRows rows={5} label={t('memberCentre.missionLeaderboard.board.loading')} /> : null}
      {status === 'failed' ? <FailedState errorCode={errorCode} onRetry={onRetry} testId="leaderboard-failed" /> : null}
      {status === 'empty' ? (
        <EmptyRows
          icon="crown"
          title={t('memberCentre.missionLeaderboard.board.emptyTitle')}
          text={t('memberCentre.missionLeaderboard.board.emptyText')}
          testId="leaderboard-empty"
        />
      ) : null}
      {(status === 'ready' || (status === 'loading' && board)) && list.length ? (
        <div className={status === 'loading' ? 'ms-board__content is-reloading' : 'ms-board__content'}>
          <Podium entries={list.slice(0, 3)} />
          {rest.length ? (
            <DataTable
              testId="leaderboard-table"
              rowKey={(entry) => entry.rank}
              rows={rest}
              columns={[
                { key: 'rank', label: t('memberCentre.missionLeaderboard.board.rank'), align: 'center', render: (entry) => <span className="ms-rank">{entry.rank}</span> },
                { key: 'account', label: t('memberCentre.missionLeaderboard.board.member'), render: (entry) => entry.account },
                { key: 'missions', label: t('memberCentre.missionLeaderboard.board.missions'), align: 'end', render: (entry) => entry.missions },
                { key: 'points', label: t('memberCentre.missionLeaderboard.board.pointsColumn'), align: 'end', render: (entry) => <strong>{entry.points}</strong> },
              ]}
            />
          ) : null}
        </div>
      ) : null}
      {me && status !== 'failed' ? (
        <div className="ms-me" data-testid="leaderboard-me">
          <span className="ms-me__rank">{me.rank === null ? '—' : `#${me.rank}`}</span>
          <div className="ms-me__who">
            <span className="ms-me__label">{t('memberCentre.missionLeaderboard.board.you')}</span>
            <span className="ms-me__account">{me.account}</span>
          </div>
          <span className="ms-me__text">
            {me.rank === null ? t('memberCentre.missionLeaderboard.board.unranked') : t('memberCentre.missionLeaderboard.board.ranked', { count: me.missions })}
          </span>
          <strong className="ms-me__points">{t('memberCentre.missionLeaderboard.points', { count: me.points })}</strong>
        </div>
      ) : null}
    </div>
  );
}
