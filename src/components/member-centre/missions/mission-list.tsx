/** The missions of the day and the week: skeleton rows, a failed load with retry, none offered, or the list. */
import { useTranslation } from 'react-i18next';
import type { Mission } from '../../../services/schemas/rewards';
import { SkeletonRows } from '../kit/skeleton';
import { EmptyRows, FailedState } from '../kit/states';
import { MissionCard } from './mission-card';

export interface MissionListProps {
  status: 'loading' | 'ready' | 'failed';
  missions: Mission[];
  errorCode: string | null;
  symbol?: string;
  pendingId: number | null;
  onClaim(mission: Mission): void;
  onRetry(): void;
}

export function MissionList({ status, missions, errorCode, symbol, pendingId, onClaim, onRetry }: MissionListProps) {
  const { t } = useTranslation();
  if (status === 'loading') return <SkeletonRows rows={5} label={t('memberCentre.missionLeaderboard.loading')} />;
  if (status === 'failed') return <FailedState errorCode={errorCode} onRetry={onRetry} testId="missions-failed" />;
  if (missions.length === 0)
    return <EmptyRows icon="star" title={t('memberCentre.missionLeaderboard.empty.title')} text={t('memberCentre.missionLeaderboard.empty.text')} testId="missions-empty" />;
  return (
    <ul className="ms-list" data-testid="mission-list">
      {missions.map((mission) => (
        <MissionCard key={mission.id} mission={mission} symbol={symbol} busy={pendingId === mission.id} locked={pendingId !== null} onClaim={onClaim} />
      ))}
    </ul>
  );
}
