/** The reward and the requirement of a promotion as one line each, in the member's language. */
import type { TFunction } from 'i18next';
import type { AvailablePromotion, Requirement } from '../../../services/schemas/rewards';
import { formatMoney } from '../kit/money';

const rate = (text: string | null) => String(Number(text ?? '0'));

export function rewardLine(t: TFunction, promotion: AvailablePromotion): string {
  const cap = promotion.maxReward ? t('memberCentre.rewardCenter.reward.cap', { amount: formatMoney(promotion.maxReward) }) : '';
  switch (promotion.rewardType) {
    case 'fixed':
      return t('memberCentre.rewardCenter.reward.fixed', { amount: formatMoney(promotion.rewardAmount) });
    case 'raffle':
      return t('memberCentre.rewardCenter.reward.raffle', { amount: formatMoney(promotion.prizes[promotion.prizes.length - 1] ?? '0') });
    default:
      return `${t(`memberCentre.rewardCenter.reward.${promotion.rewardType}`, { rate: rate(promotion.rewardRate) })}${cap}`;
  }
}

export const categoriesText = (t: TFunction, categories: string[]): string =>
  categories.length
    ? categories.map((category) => t(`memberCentre.rewardCenter.category.${category}`, { defaultValue: category })).join(', ')
    : t('memberCentre.rewardCenter.category.all');

export function requirementLine(t: TFunction, requirement: Requirement, period: AvailablePromotion['period']): string {
  const when = t(`memberCentre.rewardCenter.when.${period}`);
  if (requirement.kind === 'login_days') return t('memberCentre.rewardCenter.requirement.login_days', { count: Number(requirement.target), when });
  return t(`memberCentre.rewardCenter.requirement.${requirement.kind}`, { amount: formatMoney(requirement.target), games: categoriesText(t, requirement.categories), when });
}

/** 0 to 1, for the progress bar. */
export function progressRatio(requirement: Requirement): number {
  const target = Number(requirement.target);
  if (!(target > 0)) return 1;
  return Math.min(1, Math.max(0, Number(requirement.progress) / target));
}

export const progressText = (requirement: Requirement): string =>
  requirement.kind === 'login_days' ? `${requirement.progress} / ${requirement.target}` : `${formatMoney(requirement.progress)} / ${formatMoney(requirement.target)}`;
