/** Inputs and answers of the points calls (PTSYS3): balance, the points mall's goods, redemptions, details, conversion. */
import * as v from 'valibot';
import { moneySchema, pageInputEntries, pagedSchema, periodInputEntries, requestIdSchema } from './funds';

export const pointBalanceSchema = v.object({ pointBalance: v.pipe(v.number(), v.integer(), v.minValue(0)) });
export type PointBalance = v.InferOutput<typeof pointBalanceSchema>;

// ── Points mall (spec §3, api-facts §7.8) ─────────────────────────────────
// Points are whole numbers; money amounts are decimal strings (funds.ts).


export const rewardTypes = ['live', 'gift'] as const;
export type RewardType = (typeof rewardTypes)[number];

/** Where points come from and go (point_ledger.kind): the spec's point types plus conversion and refunds. */
export const pointKinds = ['live', 'lott', 'pvp', 'rng', 'sports', 'deposit', 'redeem', 'refund', 'convert', 'mission', 'adjustment'] as const;
export type PointKind = (typeof pointKinds)[number];

const wholePoints = v.pipe(v.number(), v.integer(), v.minValue(0));

export const pointRewardsInputSchema = v.object({ ...pageInputEntries, type: v.optional(v.union([v.literal(''), v.picklist(rewardTypes)]), '') });
export const pointRewardSchema = v.object({
  id: v.number(),
  type: v.picklist(rewardTypes),
  /** In the request's language. */
  name: v.string(),
  description: v.string(),
  imageUrl: v.string(),
  /** Points per unit. */
  points: wholePoints,
  /** Money paid on top per unit ('0.00' when points alone redeem it), taken from the main wallet. */
  amount: moneySchema,
  stock: wholePoints,
  unit: v.string(),
  /** Shipped goods ask for an address and a mobile number. */
  needsAddress: v.boolean(),
});
export type PointReward = v.InferOutput<typeof pointRewardSchema>;
export const pointRewardsSchema = pagedSchema(pointRewardSchema);

/** E call (passwordCheck/): the withdrawal password is checked by the gateway and counted like a login. */
export const pointRedeemInputSchema = v.object({
  requestId: requestIdSchema,
  rewardId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1, 'field.invalid'), v.maxValue(99, 'field.invalid')),
  paymentPassword: v.pipe(v.string(), v.minLength(1, 'field.required')),
  address: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'field.invalid')), ''),
  mobile: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20, 'field.invalid')), ''),
});
export type PointRedeemInput = v.InferOutput<typeof pointRedeemInputSchema>;

export const redeemStatuses = ['process', 'rejected', 'approved'] as const;
export type RedeemStatus = (typeof redeemStatuses)[number];

export const redemptionSchema = v.object({
  reference: v.string(),
  appliedAt: v.number(),
  type: v.picklist(rewardTypes),
  name: v.string(),
  quantity: v.number(),
  /** Points taken for the whole quantity. */
  points: wholePoints,
  /** Money taken for the whole quantity. */
  amount: moneySchema,
  status: v.picklist(redeemStatuses),
  remark: v.string(),
  unit: v.string(),
  address: v.string(),
  mobile: v.string(),
});
export type Redemption = v.InferOutput<typeof redemptionSchema>;
export const pointRedeemSchema = v.object({ redemption: redemptionSchema, pointBalance: wholePoints });

export const pointRedeemHistoryInputSchema = v.object({
  ...pageInputEntries,
  ...periodInputEntries,
  status: v.optional(v.union([v.literal(''), v.picklist(redeemStatuses)]), ''),
});
export const pointRedeemHistorySchema = pagedSchema(redemptionSchema);

/** How points are earned and converted: one rule per point type, points per `perAmount` of turnover or deposit. */
export const pointConfigSchema = v.object({
  earning: v.array(v.object({ pointType: v.picklist(['live', 'lott', 'pvp', 'rng', 'sports', 'deposit']), perAmount: moneySchema, points: wholePoints })),
  /** Points that make one unit of money when converting ('100' points → 1.00). */
  ratio: v.pipe(v.number(), v.integer(), v.minValue(1)),
  minConvert: wholePoints,
  convertEnabled: v.boolean(),
});
export type PointConfig = v.InferOutput<typeof pointConfigSchema>;

export const pointDetailsInputSchema = v.object({
  ...pageInputEntries,
  ...periodInputEntries,
  pointType: v.optional(v.union([v.literal(''), v.picklist(pointKinds)]), ''),
});
export const pointDetailSchema = v.object({
  id: v.number(),
  pointType: v.picklist(pointKinds),
  /** Signed. */
  changedPoints: v.number(),
  pointBalance: wholePoints,
  /** The conversion ratio on convert rows; null elsewhere. */
  ratio: v.nullable(v.number()),
  reference: v.string(),
  createdAt: v.number(),
});
export const pointDetailsSchema = pagedSchema(pointDetailSchema);

/** E call (passwordCheck/). Whole multiples of the ratio only, at least minConvert. */
export const pointConvertInputSchema = v.object({
  requestId: requestIdSchema,
  points: v.pipe(v.number(), v.integer(), v.minValue(1, 'field.invalid')),
  paymentPassword: v.pipe(v.string(), v.minLength(1, 'field.required')),
});
export type PointConvertInput = v.InferOutput<typeof pointConvertInputSchema>;
export const pointConvertSchema = v.object({ points: wholePoints, amount: moneySchema, pointBalance: wholePoints, balance: moneySchema });
