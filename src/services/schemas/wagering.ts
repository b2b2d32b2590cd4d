/**
 * Bonus wagering: the terms a promotion's bonus carries (how many times the
 * bonus, or the bonus and its deposit, must be staked, and how much of a
 * stake each game category counts), the requirement a paid claim opens,
 * the member's list with what may leave the wallet now, and forfeiting a
 * bonus. Amounts are decimal strings like every money answer.
 */
import * as v from 'valibot';
import { moneySchema, requestIdSchema } from './funds';

/** What the multiple applies to: the bonus alone, or the bonus and the deposit that earned it. */
export const wageringBases = ['bonus', 'bonus_plus_deposit'] as const;
export type WageringBase = (typeof wageringBases)[number];

/**
 * A promotion's wagering terms. `weights` holds the percent of a stake that
 * counts per game category (LIVE: 20 counts a fifth); a category it does not
 * name counts in full.
 */
export const wageringTermsSchema = v.object({
  /** '15', or '7.5': at most two decimals. */
  multiple: v.pipe(v.string(), v.regex(/^\d{1,4}(\.\d{1,2})?$/)),
  base: v.picklist(wageringBases),
  weights: v.record(v.string(), v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))),
});
export type WageringTerms = v.InferOutput<typeof wageringTermsSchema>;

/**
 * open: turnover still owed, the bonus money cannot leave; met: turnover
 * reached, the bonus money became cash; lost: the bonus money was staked
 * and lost before the turnover was met; forfeited: the member gave the
 * bonus money up.
 */
export const bonusRequirementStatuses = ['open', 'met', 'lost', 'forfeited'] as const;
export type BonusRequirementStatus = (typeof bonusRequirementStatuses)[number];

export const bonusRequirementSchema = v.object({
  id: v.number(),
  claimId: v.number(),
  /** The claim's reference, e.g. R2611240001. */
  reference: v.string(),
  promotionId: v.number(),
  title: v.string(),
  bonus: moneySchema,
  /** The deposit the requirement counts ('0.00' when the base is the bonus alone). */
  deposit: moneySchema,
  multiple: v.string(),
  base: v.picklist(wageringBases),
  weights: v.record(v.string(), v.number()),
  /** Turnover owed: multiple × base. */
  required: moneySchema,
  /** Weighted stake of settled bets placed since the claim (frozen when the requirement closed). */
  wagered: moneySchema,
  /** Bonus money now: what cannot leave the wallet while the requirement is open ('0.00' once closed). */
  locked: moneySchema,
  status: v.picklist(bonusRequirementStatuses),
  createdAt: v.number(),
  closedAt: v.nullable(v.number()),
  /** Met: the bonus money that became cash; forfeited: what left the wallet; lost: '0.00'. */
  closedAmount: v.nullable(moneySchema),
});
export type BonusRequirement = v.InferOutput<typeof bonusRequirementSchema>;

/** The member's requirements (every open one, then the latest closed) and the main wallet split into what may leave and what may not. */
export const bonusRequirementsSchema = v.object({
  balance: moneySchema,
  locked: moneySchema,
  /** Balance less the bonus money of open requirements: the most a withdrawal (with its charge) or a transfer out may take. */
  withdrawable: moneySchema,
  list: v.array(bonusRequirementSchema),
});
export type BonusRequirements = v.InferOutput<typeof bonusRequirementsSchema>;

export const forfeitBonusInputSchema = v.object({ requestId: requestIdSchema, requirementId: v.pipe(v.number(), v.integer(), v.minValue(1)) });
export type ForfeitBonusInput = v.InferInput<typeof forfeitBonusInputSchema>;

/** The closed requirement, the bonus money that left the wallet, and the main wallet after it. */
export const forfeitBonusAnswerSchema = v.object({ requirement: bonusRequirementSchema, forfeited: moneySchema, balance: moneySchema });
export type ForfeitBonusAnswer = v.InferOutput<typeof forfeitBonusAnswerSchema>;

/** What a refusal for bonus money under wagering carries (`value` of bonus.wagering.open): the first open requirement's progress. */
export interface WageringRefusalValue {
  reference: string;
  wagered: string;
  required: string;
  locked: string;
  withdrawable: string;
}
