/** Words and figures of a requirement: its terms ("15× the bonus · live casino counts 20%") and its progress. */
import type { TFunction } from 'i18next';
import type { BonusRequirement } from '../../../services/schemas/wagering';
import { formatMoney, toCents } from '../kit/money';

export function termsText(t: TFunction, requirement: BonusRequirement): string {
  const base = t(`memberCentre.wagering.terms.${requirement.base}`, { multiple: requirement.multiple, deposit: formatMoney(requirement.deposit) });
  const weights = Object.entries(requirement.weights)
    .filter(([, percent]) => percent !== 100)
    .map(([category, percent]) => {
      const games = t(`memberCentre.rewardCenter.category.${category}`, { defaultValue: category });
      return percent === 0 ? t('memberCentre.wagering.weightNone', { games }) : t('memberCentre.wagering.weight', { games, percent });
    });
  return [base, ...weights].join(' · ');
}

/** Wagered over required, 0 to 100, rounded down (a bar at 100 means met). */
export function progressPercent(requirement: Pick<BonusRequirement, 'wagered' | 'required'>): number {
  const wagered = toCents(requirement.wagered) ?? 0n;
  const required = toCents(requirement.required) ?? 0n;
  if (required <= 0n || wagered >= required) return 100;
  return Number((wagered * 100n) / required);
}
