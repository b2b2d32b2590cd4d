/** One mission: its task, how far the member is, what it pays, and claim once it is done. */
import { useTranslation } from 'react-i18next';
import type { Mission } from '../../../services/schemas/rewards';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { Spinner } from '../../ui/spinner';
import { MoneyText } from '../kit/money-text';
import { StatusPill } from '../kit/status-pill';
import { missionFigures, missionIcons, missionRatio, missionTitle } from './mission-text';

export interface MissionCardProps {
  mission: Mission;
  symbol?: string;
  busy: boolean;
  locked: boolean;
  onClaim(mission: Mission): void;
}

export function MissionCard({ mission, symbol, busy, locked, onClaim }: MissionCardProps) {
  const { t } = useTranslation();
  const ratio = missionRatio(mission);
  return (
    <li className={`ms-card is-${mission.status}`} data-testid="mission-card" data-mission={mission.code} data-status={mission.status}>
      <span className="ms-card__icon">
        <Icon name={missionIcons[mission.metric]} size={20} />
      </span>
      <div className="ms-card__main">
        <p className="ms-card__title">{missionTitle(t, mission)}</p>
        <div className="ms-card__track" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(ratio * 100)} aria-label={missionTitle(t, mission)}>
          <span className="ms-card__bar" style={{ width: `${ratio * 100}%` }} />
        </div>
        <div className="ms-card__meta">
          <span className="ms-card__progress">
            <span className="ms-card__period">{t(`memberCentre.missionLeaderboard.period.${mission.period}`)}</span>
            <span className="ms-card__figures" data-testid="mission-progress">
              {missionFigures(mission)}
            </span>
          </span>
          <span className="ms-card__reward">
            <MoneyText value={mission.rewardAmount} symbol={symbol} size="sm" />
            <span className="ms-card__points">{t('memberCentre.missionLeaderboard.points', { count: mission.points })}</span>
          </span>
        </div>
      </div>
      <div className="ms-card__action">
        {mission.status === 'claim' ? (
          <Button size="sm" disabled={busy || locked} aria-busy={busy || undefined} onClick={() => onClaim(mission)} data-testid="mission-claim">
            {busy ? <Spinner size={14} label={t('memberCentre.missionLeaderboard.claiming')} /> : null}
            {t('memberCentre.missionLeaderboard.claim')}
          </Button>
        ) : (
          <StatusPill tone={mission.status === 'claimed' ? 'success' : 'info'}>{t(`memberCentre.missionLeaderboard.status.${mission.status}`)}</StatusPill>
        )}
      </div>
    </li>
  );
}
