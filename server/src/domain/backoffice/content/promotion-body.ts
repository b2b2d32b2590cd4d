/**
 * What an operator writes of a promotion: its page in EN and TY (title,
 * terms as HTML that the portal sanitises where it draws them, one cover
 * picture per language), the category the promotion page's tabs filter by,
 * the window it is shown and claimable in, its order, and the claim rule
 * (null: a promotion players read but cannot claim). Every cross-field rule
 * is forwarded to the field an operator has to change, so the form shows the
 * error below it.
 */
import * as v from 'valibot';
import { knownCategories } from '../../../../../src/components/promotions/promotion-category';
import { requirementKinds, rewardPeriods, rewardTypes } from '../../../../../src/services/schemas/rewards';
import { wageringTermsSchema } from '../../../../../src/services/schemas/wagering';

export const promotionCategories = knownCategories;
export const requirementChoices = ['none', ...requirementKinds] as const;

const title = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200));
const terms = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(20_000));
/** A site path or an https address, as a banner's picture. */
const picture = v.pipe(v.string(), v.trim(), v.maxLength(500), v.regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/));
/** The columns' precision: money numeric(18,2), a rate numeric(6,3). */
const money = v.pipe(v.string(), v.trim(), v.regex(/^\d{1,16}(\.\d{1,2})?$/));
const rate = v.pipe(v.string(), v.trim(), v.regex(/^\d{1,3}(\.\d{1,3})?$/));
const moment = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0)));
const positive = (text: string) => Number(text) > 0;

const ruleSchema = v.pipe(
  v.object({
    rewardType: v.picklist(rewardTypes),
    rewardAmount: v.optional(money, '0'),
    rewardRate: v.optional(rate, '0'),
    maxReward: v.optional(v.nullable(money), null),
    prizes: v.optional(
      v.array(
        v.object({
          amount: money,
          weight: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
        }),
      ),
      [],
    ),
    period: v.picklist(rewardPeriods),
    requirement: v.optional(v.picklist(requirementChoices), 'none'),
    requirementAmount: v.optional(money, '0'),
    categories: v.optional(v.array(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{1,30}$/))), []),
    wagering: v.optional(v.nullable(wageringTermsSchema), null),
    needsApproval: v.optional(v.boolean(), false),
    enabled: v.optional(v.boolean(), true),
  }),
  v.forward(
    v.check((rule) => rule.rewardType !== 'fixed' || positive(rule.rewardAmount)),
    ['rewardAmount'],
  ),
  v.forward(
    v.check((rule) => !rule.rewardType.endsWith('_percent') || positive(rule.rewardRate)),
    ['rewardRate'],
  ),
  v.forward(
    v.check((rule) => rule.rewardType !== 'raffle' || rule.prizes.length > 0),
    ['prizes'],
  ),
  v.forward(
    v.check((rule) => rule.requirement === 'none' || (positive(rule.requirementAmount) && (rule.requirement !== 'login_days' || Number.isInteger(Number(rule.requirementAmount))))),
    ['requirementAmount'],
  ),
);

export const promotionSchema = v.pipe(
  v.object({
    title: v.object({ EN: title, TY: title }),
    content: v.object({ EN: terms, TY: terms }),
    image: v.object({ EN: picture, TY: picture }),
    category: v.picklist(promotionCategories),
    startsAt: v.optional(moment, null),
    endsAt: v.optional(moment, null),
    sort: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999)), 0),
    rule: v.optional(v.nullable(ruleSchema), null),
  }),
  v.forward(
    v.check((body) => body.startsAt === null || body.endsAt === null || body.endsAt > body.startsAt),
    ['endsAt'],
  ),
);

export type PromotionBody = v.InferOutput<typeof promotionSchema>;
export type PromotionRuleBody = NonNullable<PromotionBody['rule']>;
