/**
 * The reward centre's promotion list: every promotion with an enabled rule,
 * measured for the caller now, with its status label, plus `availablePromo`
 * (api-facts §7.3) whose MISSION.count is the mission page's badge.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AvailablePromotion, AvailablePromotions } from '../../../../src/services/schemas/rewards';
import type { Db } from '../../db';
import { promotionClaims, promotionRules, promotions } from '../../db/schema';
import type { Tx } from '../ledger';
import { pickImages, pickText } from '../localised-content';
import { fromCents, toCents } from '../money';
import { missionSummary } from './missions';
import { evaluateRule, statusOf, type PromotionClaim, type PromotionRule } from './promotion-rules';

type Promotion = typeof promotions.$inferSelect;

/** Enabled rules with their promotion, in the reward centre's order. */
export async function rulesWithPromotions(db: Db | Tx, promotionId?: number): Promise<{ rule: PromotionRule; promotion: Promotion }[]> {
  return db
    .select({ rule: promotionRules, promotion: promotions })
    .from(promotionRules)
    .innerJoin(promotions, eq(promotions.id, promotionRules.promotionId))
    .where(promotionId === undefined ? undefined : eq(promotionRules.promotionId, promotionId))
    .orderBy(asc(promotionRules.sort), asc(promotions.sort), asc(promotions.id));
}

export const coverOf = (promotion: Promotion, language: string): string => pickImages(promotion.images, language)[0]?.url ?? '';

async function claimsOf(db: Db, memberId: number, keys: { promotionId: number; key: string }[]): Promise<Map<string, PromotionClaim>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select()
    .from(promotionClaims)
    .where(
      and(
        eq(promotionClaims.memberId, memberId),
        inArray(
          promotionClaims.promotionId,
          keys.map((entry) => entry.promotionId),
        ),
        inArray(promotionClaims.periodKey, [...new Set(keys.map((entry) => entry.key))]),
      ),
    );
  return new Map(rows.map((row) => [`${row.promotionId}|${row.periodKey}`, row]));
}

export async function availablePromotions(db: Db, memberId: number, now: number, language = 'EN'): Promise<AvailablePromotions> {
  const rows = (await rulesWithPromotions(db)).filter(({ rule }) => rule.enabled);
  const evaluations = await Promise.all(rows.map(({ rule }) => evaluateRule(db, memberId, rule, now)));
  const claims = await claimsOf(
    db,
    memberId,
    rows.map(({ rule }, index) => ({ promotionId: rule.promotionId, key: evaluations[index].window.key })),
  );
  const list: AvailablePromotion[] = rows.map(({ rule, promotion }, index) => {
    const evaluation = evaluations[index];
    const claim = claims.get(`${rule.promotionId}|${evaluation.window.key}`) ?? null;
    const percent = rule.rewardType.endsWith('_percent');
    return {
      promotionId: rule.promotionId,
      title: pickText(promotion.title, language),
      category: promotion.category,
      cover: coverOf(promotion, language),
      rewardType: rule.rewardType,
      period: rule.period,
      rewardAmount: rule.rewardType === 'fixed' ? fromCents(toCents(rule.rewardAmount)) : null,
      rewardRate: percent ? rule.rewardRate : null,
      maxReward: rule.maxReward === null ? null : fromCents(toCents(rule.maxReward)),
      prizes: rule.rewardType === 'raffle' ? rule.prizes.map((prize) => fromCents(toCents(prize.amount))) : [],
      requirement: evaluation.requirement,
      estimatedReward: fromCents(claim ? toCents(claim.amount) : evaluation.rewardCents),
      needsApproval: rule.needsApproval,
      status: statusOf(rule, evaluation, claim, now),
      opensAt: rule.opensAt,
      closesAt: rule.closesAt,
      periodEndsAt: evaluation.window.endsAt,
    };
  });
  const missions = await missionSummary(db, memberId, now);
  return {
    availablePromo: {
      MISSION: { enabled: missions.enabled, count: missions.count },
      REFERRAL: { enabled: true },
      PROMOTION: { enabled: list.length > 0, count: list.filter((item) => item.status === 'claim' || item.status === 'join').length },
    },
    list,
  };
}
