/**
 * One claimable promotion: cover, category and period, what it pays, how far
 * the requirement is, and its status label with the one action it allows.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AvailablePromotion } from '../../../services/schemas/rewards';
import { categoryLabel } from '../../promotions/promotion-category';
import { Button } from '../../ui/button';
import { LazyImage } from '../../ui/lazy-image';
import { Spinner } from '../../ui/spinner';
import { MoneyText } from '../kit/money-text';
import { StatusPill } from '../kit/status-pill';
import { actionOf, statusTones } from './reward-status';
import { progressRatio, progressText, requirementLine, rewardLine } from './reward-terms';

export interface RewardCardProps {
  promotion: AvailablePromotion;
  symbol?: string;
  /** This card's claim is on its way. */
  busy: boolean;
  /** Another claim is on its way: one at a time. */
  locked: boolean;
  onAct(promotion: AvailablePromotion): void;
}

export function RewardCard({ promotion, symbol, busy, locked, onAct }: RewardCardProps) {
  const { t } = useTranslation();
  const requirementId = useId();
  const action = actionOf(promotion);
  const requirement = promotion.requirement;
  // What a percent reward pays is shown once it can be claimed: before that it is still growing.
  const showEstimate = promotion.status === 'claim' && promotion.rewardType.endsWith('_percent');
  return (
    <article className="rc-card" data-testid="reward-card" data-promotion-id={promotion.promotionId} data-status={promotion.status}>
      <div className="rc-card__cover">
        <LazyImage src={promotion.cover} alt="" fallback="/assets/icons/default-game.svg" />
      </div>
      <div className="rc-card__body">
        <div className="rc-card__tags">
          <span className="rc-card__category">{categoryLabel(t, promotion.category)}</span>
          <span className="rc-card__period">{t(`memberCentre.rewardCenter.period.${promotion.period}`)}</span>
        </div>
        <h3 className="rc-card__title">{promotion.title}</h3>
        <p className="rc-card__reward">{rewardLine(t, promotion)}</p>
        {requirement ? (
          <div className="rc-progress" data-testid="reward-progress">
            <div className="rc-progress__label">
              <span id={requirementId}>{requirementLine(t, requirement, promotion.period)}</span>
              <span className="rc-progress__figures">{progressText(requirement)}</span>
            </div>
            <div className="rc-progress__track" role="progressbar" aria-labelledby={requirementId} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progressRatio(requirement) * 100)}>
              <span className="rc-progress__bar" style={{ width: `${progressRatio(requirement) * 100}%` }} />
            </div>
          </div>
        ) : null}
        <div className="rc-card__foot">
          {showEstimate ? (
            <span className="rc-card__estimate">
              {t('memberCentre.rewardCenter.estimate')} <MoneyText value={promotion.estimatedReward} symbol={symbol} size="sm" />
            </span>
          ) : (
            <span />
          )}
          {action ? (
            <Button
              size="sm"
              variant={action === 'join' ? 'secondary' : 'primary'}
              disabled={busy || locked}
              onClick={() => onAct(promotion)}
              data-testid="reward-action"
              aria-busy={busy || undefined}
            >
              {busy ? <Spinner size={14} label={t('memberCentre.rewardCenter.claiming')} /> : null}
              {t(`memberCentre.rewardCenter.action.${action}`)}
            </Button>
          ) : (
            <StatusPill tone={statusTones[promotion.status]} testId="reward-status">
              {t(`memberCentre.rewardCenter.status.${promotion.status}`)}
            </StatusPill>
          )}
        </div>
      </div>
    </article>
  );
}
