/**
 * Inputs and answers of the member centre's record pages: transaction
 * history (ledger rows), betting records (bets table), personal profit,
 * bonus details and manual rebate. Amounts are decimal strings (see funds.ts).
 */
import * as v from 'valibot';
import { moneySchema, pageInputEntries, pagedSchema, periodInputEntries, requestIdSchema } from './funds';
import { gameCategories } from './games';

/** Ledger kinds as the transaction-history filter offers them. */
export const ledgerKinds = [
  'deposit',
  'withdraw',
  'withdraw_reversal',
  'transfer_in',
  'transfer_out',
  'bet',
  'payout',
  'bonus',
  'rebate',
  'salary',
  'dividend',
  'point_conversion',
  'point_redemption',
  'bonus_forfeit',
  'adjustment',
] as const;
export type LedgerKindName = (typeof ledgerKinds)[number];

export const transactionHistoryInputSchema = v.object({
  ...pageInputEntries,
  ...periodInputEntries,
  kind: v.optional(v.union([v.literal(''), v.picklist(ledgerKinds)]), ''),
});

export const transactionRowSchema = v.object({
  id: v.number(),
  kind: v.picklist(ledgerKinds),
  /** Signed: credits positive, debits negative. */
  amount: moneySchema,
  balanceAfter: moneySchema,
  accountTypeId: v.number(),
  walletName: v.string(),
  reference: v.string(),
  createdAt: v.number(),
});
export type TransactionRow = v.InferOutput<typeof transactionRowSchema>;
export const transactionHistorySchema = pagedSchema(transactionRowSchema);
export type TransactionHistory = v.InferOutput<typeof transactionHistorySchema>;

export const bettingRecordsInputSchema = v.object({
  ...pageInputEntries,
  ...periodInputEntries,
  category: v.optional(v.union([v.literal(''), v.picklist(gameCategories)]), ''),
});

export const betRowSchema = v.object({
  id: v.number(),
  roundId: v.string(),
  gameName: v.string(),
  vendor: v.string(),
  category: v.string(),
  stake: moneySchema,
  payout: moneySchema,
  /** payout − stake; zero while a lottery ticket waits for its draw. */
  profit: moneySchema,
  /** open (lottery ticket before its draw) or settled. */
  status: v.string(),
  createdAt: v.number(),
});
export type BetRow = v.InferOutput<typeof betRowSchema>;

export const profitTotalsSchema = v.object({ count: v.number(), stake: moneySchema, payout: moneySchema, profit: moneySchema });
export type ProfitTotals = v.InferOutput<typeof profitTotalsSchema>;

export const bettingRecordsSchema = v.object({ ...pagedSchema(betRowSchema).entries, summary: profitTotalsSchema });
export type BettingRecords = v.InferOutput<typeof bettingRecordsSchema>;

export const personalProfitInputSchema = v.object({ ...periodInputEntries });
export const personalProfitSchema = v.object({
  categories: v.array(v.object({ category: v.string(), ...profitTotalsSchema.entries })),
  total: profitTotalsSchema,
  deposits: moneySchema,
  withdrawals: moneySchema,
  bonus: moneySchema,
  rebate: moneySchema,
});
export type PersonalProfit = v.InferOutput<typeof personalProfitSchema>;

/** Bonus details: ledger rows of money the portal gave (bonus, rebate, salary, dividend, point conversion) and bonus money given up (a forfeit, negative). */
export const bonusKinds = ['bonus', 'rebate', 'salary', 'dividend', 'point_conversion', 'bonus_forfeit'] as const satisfies readonly LedgerKindName[];
export const bonusDetailsInputSchema = v.object({ ...pageInputEntries, ...periodInputEntries });
export const bonusDetailsSchema = v.object({ ...pagedSchema(transactionRowSchema).entries, sum: moneySchema });
export type BonusDetails = v.InferOutput<typeof bonusDetailsSchema>;

// ── Manual rebate ──────────────────────────────────────────────────────────

export const rebateSettingSchema = v.object({ productType: v.string(), rate: v.string(), minClaim: moneySchema });
export const rebateSettingsSchema = v.object({ list: v.array(rebateSettingSchema) });
export type RebateSettings = v.InferOutput<typeof rebateSettingsSchema>;

export const claimableRebateSchema = v.object({
  list: v.array(v.object({ productType: v.string(), rate: v.string(), validStake: moneySchema, amount: moneySchema, minClaim: moneySchema, claimable: v.boolean() })),
  total: moneySchema,
  /** When the member last claimed, or null. */
  lastClaimAt: v.nullable(v.number()),
});
export type ClaimableRebate = v.InferOutput<typeof claimableRebateSchema>;

export const rebateClaimInputSchema = v.object({ requestId: requestIdSchema, productType: v.optional(v.string(), '') });
export const rebateClaimSchema = v.object({ claimed: v.array(v.object({ productType: v.string(), amount: moneySchema })), total: moneySchema, balance: moneySchema });
export type RebateClaim = v.InferOutput<typeof rebateClaimSchema>;
