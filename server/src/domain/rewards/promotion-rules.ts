/**
 * A promotion rule applied to one member now: how far the requirement is,
 * what a claim would pay, and which of the spec's status labels (§4) the
 * reward centre shows. Pure apart from the measures it reads.
 */
import type { PromotionClaimStatus, PromotionStatus } from '../../../../src/services/schemas/rewards';
import type { Db } from '../../db';
import type { promotionClaims, promotionRules } from '../../db/schema';
import type { Tx } from '../ledger';
import { fromCents, toCents } from '../money';
import { betFigures, depositCents, loginDays, type Window } from './measures';
import { promotionWindow, type PeriodWindow } from './periods';

export type PromotionRule = typeof promotionRules.$inferSelect;
export type PromotionClaim = typeof promotionClaims.$inferSelect;

export interface RequirementProgress {
  kind: 'deposit' | 'stake' | 'login_days';
  /** Money for deposit and stake ('100.00'), whole days for login_days ('3'). */
  target: string;
  progress: string;
  categories: string[];
}

export interface RuleEvaluation {
  window: PeriodWindow;
  requirement: RequirementProgress | null;
  met: boolean;
  /** What a claim pays now; a raffle's prize is drawn at the claim, so 0 here. */
  rewardCents: bigint;
}

/** `rate` percent of `cents`, rounded down to the cent: '10.000' → a tenth. */
export function percentOf(cents: bigint, rate: string): bigint {
  const [whole, fraction = ''] = rate.split('.');
  const thousandths = BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0').slice(0, 3));
  return (cents * thousandths) / 100_000n;
}

async function measureRequirement(db: Db | Tx, memberId: number, rule: PromotionRule, window: Window): Promise<RequirementProgress | null> {
  if (rule.requirement === 'none') return null;
  const categories = rule.categories;
  if (rule.requirement === 'login_days') {
    return { kind: 'login_days', target: String(Math.trunc(Number(rule.requirementAmount))), progress: String(await loginDays(db, memberId, window)), categories };
  }
  const cents = rule.requirement === 'deposit' ? await depositCents(db, memberId, window) : (await betFigures(db, memberId, window, categories)).stakeCents;
  return { kind: rule.requirement, target: fromCents(toCents(rule.requirementAmount)), progress: fromCents(cents), categories };
}

const isMet = (requirement: RequirementProgress | null): boolean =>
  requirement === null ||
  (requirement.kind === 'login_days' ? Number(requirement.progress) >= Number(requirement.target) : toCents(requirement.progress) >= toCents(requirement.target));

async function measureReward(db: Db | Tx, memberId: number, rule: PromotionRule, window: Window): Promise<bigint> {
  let cents: bigint;
  switch (rule.rewardType) {
    case 'fixed':
      return toCents(rule.rewardAmount);
    case 'raffle':
      return 0n;
    case 'deposit_percent':
      cents = percentOf(await depositCents(db, memberId, window), rule.rewardRate);
      break;
    case 'stake_percent':
      cents = percentOf((await betFigures(db, memberId, window, rule.categories)).stakeCents, rule.rewardRate);
      break;
    case 'loss_percent':
      cents = percentOf((await betFigures(db, memberId, window, rule.categories)).netLossCents, rule.rewardRate);
      break;
  }
  const cap = rule.maxReward === null ? null : toCents(rule.maxReward);
  return cap !== null && cents > cap ? cap : cents;
}

export async function evaluateRule(db: Db | Tx, memberId: number, rule: PromotionRule, now: number): Promise<RuleEvaluation> {
  const window = promotionWindow(rule, now);
  const requirement = await measureRequirement(db, memberId, rule, window);
  return { window, requirement, met: isMet(requirement), rewardCents: await measureReward(db, memberId, rule, window) };
}

const labelOfClaim: Record<PromotionClaimStatus, PromotionStatus> = {
  claimed: 'claimed',
  joined: 'joined',
  applying: 'applying',
  issued: 'issued',
  rejected: 'rejected',
};

/** Why a claim would be refused now, or null when it may go ahead. */
export type Refusal = 'coming_soon' | 'closed' | 'claimed' | 'unmet' | 'nothing';

export function refusalOf(rule: PromotionRule, evaluation: RuleEvaluation, claim: PromotionClaim | null, now: number): Refusal | null {
  if (claim) return 'claimed';
  if (!rule.enabled || (rule.closesAt !== null && now >= rule.closesAt)) return 'closed';
  if (rule.opensAt !== null && now < rule.opensAt) return 'coming_soon';
  if (!evaluation.met) return 'unmet';
  // A percent reward of nothing is not worth a claim that would use up the period.
  if (rule.rewardType !== 'raffle' && !rule.needsApproval && evaluation.rewardCents <= 0n) return 'nothing';
  return null;
}

export function statusOf(rule: PromotionRule, evaluation: RuleEvaluation, claim: PromotionClaim | null, now: number): PromotionStatus {
  if (claim) return labelOfClaim[claim.status as PromotionClaimStatus] ?? 'claimed';
  const refusal = refusalOf(rule, evaluation, null, now);
  if (refusal === 'coming_soon') return 'coming_soon';
  if (refusal === 'closed') return 'closed';
  if (refusal === 'unmet' || refusal === 'nothing') return 'process';
  return rule.needsApproval ? 'join' : 'claim';
}
