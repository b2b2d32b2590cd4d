/**
 * Between a promotion's stored rows (the content row and its claim rule) and
 * the body an operator edits, and the promotion as the public answer gives it
 * in one language (the same picks and fallback as domain/content.ts).
 */
import type { Promotion } from '../../../../../src/services/schemas/content';
import type { promotionRules, promotions } from '../../../db/schema';
import type { PromotionImage } from '../../../db/schema/content';
import { pickImages, pickText } from '../../localised-content';
import { fromCents, toCents } from '../../money';
import type { PromotionBody, PromotionRuleBody } from './promotion-body';

export type PromotionRow = typeof promotions.$inferSelect;
export type RuleRow = typeof promotionRules.$inferSelect;

const money = (text: string) => fromCents(toCents(text));
/** '10.000' reads 10, '7.500' reads 7.5: what the operator typed. */
const rate = (text: string) => String(Number(text));

const coverOf = (images: Record<string, PromotionImage[]>, language: 'EN' | 'TY') => images[language]?.find((image) => image.sequence === 1)?.url ?? pickImages(images, language)[0]?.url ?? '';

function ruleBodyOf(rule: RuleRow): PromotionRuleBody {
  return {
    rewardType: rule.rewardType,
    rewardAmount: money(rule.rewardAmount),
    rewardRate: rate(rule.rewardRate),
    maxReward: rule.maxReward === null ? null : money(rule.maxReward),
    prizes: rule.prizes.map((prize) => ({
      amount: money(prize.amount),
      weight: prize.weight,
    })),
    period: rule.period,
    requirement: rule.requirement,
    requirementAmount: money(rule.requirementAmount),
    categories: rule.categories,
    wagering: rule.wagering,
    needsApproval: rule.needsApproval,
    enabled: rule.enabled,
  };
}

export function bodyOf(row: PromotionRow, rule: RuleRow | null): PromotionBody {
  return {
    title: { EN: row.title.EN ?? '', TY: row.title.TY ?? '' },
    content: { EN: row.content.EN ?? '', TY: row.content.TY ?? '' },
    image: { EN: coverOf(row.images, 'EN'), TY: coverOf(row.images, 'TY') },
    category: row.category as PromotionBody['category'],
    // One window for both: a rule stored with bounds of its own keeps them when the page row has none.
    startsAt: row.startsAt ?? rule?.opensAt ?? null,
    endsAt: row.endsAt ?? rule?.closesAt ?? null,
    sort: row.sort,
    rule: rule ? ruleBodyOf(rule) : null,
  };
}

/** The cover of each language replaced, any further pictures a row already has kept. */
export function imagesOf(body: PromotionBody, before: Record<string, PromotionImage[]> = {}): Record<string, PromotionImage[]> {
  return Object.fromEntries((['EN', 'TY'] as const).map((language) => [language, [{ sequence: 1, url: body.image[language] }, ...(before[language] ?? []).filter((image) => image.sequence !== 1)]]));
}

export const promotionValues = (body: PromotionBody, before?: PromotionRow) => ({
  title: body.title,
  content: body.content,
  category: body.category,
  images: imagesOf(body, before?.images),
  startsAt: body.startsAt,
  endsAt: body.endsAt,
  sort: body.sort,
});

/** The rule's own window is the promotion's: what players see listed is what they can claim. */
export const ruleValues = (promotionId: number, body: PromotionBody, rule: PromotionRuleBody) => ({
  promotionId,
  ...rule,
  opensAt: body.startsAt,
  closesAt: body.endsAt,
  sort: body.sort,
});

export const isShownAt = (row: Pick<PromotionRow, 'startsAt' | 'endsAt'>, now: number) => (row.startsAt ?? -Infinity) <= now && now < (row.endsAt ?? Infinity);

export const publicPromotion = (row: Pick<PromotionRow, 'id' | 'title' | 'category' | 'content' | 'images'>, language: string): Promotion => ({
  id: row.id,
  title: pickText(row.title, language),
  category: row.category,
  content: pickText(row.content, language),
  announcementImages: pickImages(row.images, language),
});
