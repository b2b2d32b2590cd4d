/**
 * What each activity label (spec §4) lets the member do: claim, join (apply),
 * draw (a lucky draw), or nothing; and how the label is coloured.
 */
import type { StatusTone } from '../kit/status-pill';
import type { AvailablePromotion, PromotionClaimStatus, PromotionStatus } from '../../../services/schemas/rewards';

export type RewardAction = 'claim' | 'join' | 'draw';

export function actionOf(promotion: Pick<AvailablePromotion, 'status' | 'rewardType'>): RewardAction | null {
  if (promotion.status === 'join') return 'join';
  if (promotion.status === 'claim') return promotion.rewardType === 'raffle' ? 'draw' : 'claim';
  return null;
}

export const statusTones: Record<PromotionStatus, StatusTone> = {
  join: 'info',
  claim: 'success',
  applying: 'pending',
  closed: 'danger',
  rejected: 'danger',
  issued: 'success',
  claimed: 'success',
  process: 'info',
  joined: 'success',
  coming_soon: 'info',
};

export const claimTones: Record<PromotionClaimStatus, StatusTone> = {
  claimed: 'success',
  joined: 'success',
  issued: 'success',
  applying: 'pending',
  rejected: 'danger',
};
