/** The available promotions: skeleton cards, a failed load with retry, nothing to claim, or the cards. */
import { useTranslation } from 'react-i18next';
import type { AvailablePromotion } from '../../../services/schemas/rewards';
import { SkeletonCards } from '../kit/skeleton';
import { EmptyRows, FailedState } from '../kit/states';
import { RewardCard } from './reward-card';

export interface RewardGridProps {
  status: 'loading' | 'ready' | 'failed';
  promotions: AvailablePromotion[];
  errorCode: string | null;
  symbol?: string;
  /** The promotion whose claim is on its way, if any. */
  pendingId: number | null;
  onAct(promotion: AvailablePromotion): void;
  onRetry(): void;
}

export function RewardGrid({ status, promotions, errorCode, symbol, pendingId, onAct, onRetry }: RewardGridProps) {
  const { t } = useTranslation();
  if (status === 'loading') return <SkeletonCards count={4} height={300} label={t('memberCentre.rewardCenter.loading')} />;
  if (status === 'failed') return <FailedState errorCode={errorCode} onRetry={onRetry} testId="rewards-failed" />;
  if (promotions.length === 0) {
    return <EmptyRows icon="gift" title={t('memberCentre.rewardCenter.empty.title')} text={t('memberCentre.rewardCenter.empty.text')} testId="rewards-empty" />;
  }
  return (
    <div className="rc-grid" data-testid="reward-grid">
      {promotions.map((promotion) => (
        <RewardCard key={promotion.promotionId} promotion={promotion} symbol={symbol} busy={pendingId === promotion.promotionId} locked={pendingId !== null} onAct={onAct} />
      ))}
    </div>
  );
}
