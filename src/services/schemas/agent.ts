/**
 * Inputs and answers of the agent centre's calls (spec §2): announcements,
 * team overview, register center, downline management and transfers, team
 * betting, user loss, my income, account details, the settlement records
 * (contracts.ts), the credit report and the affiliate application. Every
 * figure is computed by the gateway from the bets table and the ledger of
 * the caller's own downline tree. Amounts are decimal strings (funds.ts).
 */
import * as v from 'valibot';
import { moneyInputSchema, moneySchema, pageInputEntries, pagedSchema, periodInputEntries, requestIdSchema } from './funds';
import { contractKinds, contractStatuses, settlementListSchema } from './contracts';
import { ledgerKinds } from './records';
import { gameCategories } from './games';

/** Filter by one downline's account name (exact, case-insensitive); empty for the whole tree. */
const accountFilter = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(32, 'field.invalid')), '');

// ── Announcement ───────────────────────────────────────────────────────────

export const agentAnnouncementsInputSchema = v.object({ ...pageInputEntries });
export const agentAnnouncementSchema = v.object({
  id: v.number(),
  title: v.string(),
  /** Sanitised HTML. */
  content: v.string(),
  pinned: v.boolean(),
  publishedAt: v.number(),
});
export type AgentAnnouncement = v.InferOutput<typeof agentAnnouncementSchema>;
export const agentAnnouncementsSchema = pagedSchema(agentAnnouncementSchema);

// ── Team overview ──────────────────────────────────────────────────────────

export const periodOnlyInputSchema = v.object({ ...periodInputEntries });
export const teamOverviewSchema = v.object({
  /** Every account below the agent, at any depth. */
  members: v.number(),
  directMembers: v.number(),
  /** Registered within the period. */
  newMembers: v.number(),
  /** Placed at least one bet within the period. */
  activeMembers: v.number(),
  deposits: moneySchema,
  withdrawals: moneySchema,
  stake: moneySchema,
  payout: moneySchema,
  /** The team's result: payout − stake (negative when the team lost). */
  profit: moneySchema,
  /** Sum of the team's main-wallet balances now. */
  teamBalance: moneySchema,
});
export type TeamOverview = v.InferOutput<typeof teamOverviewSchema>;

// ── Register center ────────────────────────────────────────────────────────

export const agentAffiliateSchema = v.object({
  affiliateCode: v.string(),
  /** Direct downlines registered so far. */
  directMembers: v.number(),
});
export type AgentAffiliate = v.InferOutput<typeof agentAffiliateSchema>;

/** E call: the password travels encrypted. Account and password follow the registration rules. */
export const registerDownlineInputSchema = v.object({
  account: v.pipe(v.string(), v.trim(), v.minLength(1, 'field.required')),
  password: v.pipe(v.string(), v.minLength(1, 'field.required')),
  nickname: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20, 'field.invalid')), ''),
  /** member: a player; agent: a sub-agent with its own affiliate code. */
  accountType: v.picklist(['member', 'agent']),
});
export type RegisterDownlineInput = v.InferOutput<typeof registerDownlineInputSchema>;
export const registeredDownlineSchema = v.object({ id: v.number(), account: v.string(), type: v.number(), affiliateCode: v.nullable(v.string()) });

// ── Downline management ────────────────────────────────────────────────────

export const downlinesInputSchema = v.object({
  ...pageInputEntries,
  account: accountFilter,
  /** direct: level 1 only; all: the whole tree. */
  scope: v.optional(v.picklist(['direct', 'all']), 'direct'),
});
export const downlineSchema = v.object({
  id: v.number(),
  account: v.string(),
  nickname: v.string(),
  type: v.number(),
  /** 1 for a direct downline, 2 for theirs, and so on. */
  level: v.number(),
  upline: v.string(),
  balance: moneySchema,
  /** Accounts below this downline. */
  teamSize: v.number(),
  registeredAt: v.number(),
  /** Contracts between the caller and this downline that are not ended. */
  contracts: v.array(v.object({ id: v.number(), kind: v.picklist(contractKinds), status: v.picklist(contractStatuses), rate: v.string() })),
});
export type Downline = v.InferOutput<typeof downlineSchema>;
export const downlinesSchema = pagedSchema(downlineSchema);
export type Downlines = v.InferOutput<typeof downlinesSchema>;

/** One or several downlines at once (red envelope / multi-downline transfer); each leg its own amount. */
export const downlineTransferInputSchema = v.object({
  requestId: requestIdSchema,
  transfers: v.pipe(
    v.array(v.object({ downlineId: v.pipe(v.number(), v.integer(), v.minValue(1)), amount: moneyInputSchema })),
    v.minLength(1, 'field.required'),
    v.maxLength(20, 'field.invalid'),
  ),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'field.invalid')), ''),
});
export type DownlineTransferInput = v.InferOutput<typeof downlineTransferInputSchema>;
export const downlineTransferSchema = v.object({
  reference: v.string(),
  total: moneySchema,
  /** The agent's main balance after the transfer. */
  balance: moneySchema,
  transfers: v.array(v.object({ account: v.string(), amount: moneySchema })),
});
export type DownlineTransfer = v.InferOutput<typeof downlineTransferSchema>;

// ── Team betting ───────────────────────────────────────────────────────────

export const teamBettingInputSchema = v.object({
  ...pageInputEntries,
  ...periodInputEntries,
  account: accountFilter,
  category: v.optional(v.union([v.literal(''), v.picklist(gameCategories)]), ''),
});
export const teamBetSchema = v.object({
  roundId: v.string(),
  account: v.string(),
  level: v.number(),
  category: v.string(),
  vendor: v.string(),
  gameName: v.string(),
  stake: moneySchema,
  payout: moneySchema,
  /** payout − stake, the member's result. */
  profit: moneySchema,
  status: v.picklist(['open', 'settled']),
  createdAt: v.number(),
});
export const teamBettingSchema = v.object({
  ...pagedSchema(teamBetSchema).entries,
  summary: v.object({ count: v.number(), stake: moneySchema, payout: moneySchema, profit: moneySchema }),
});
export type TeamBetting = v.InferOutput<typeof teamBettingSchema>;

// ── User loss (profit and loss by member) ──────────────────────────────────

export const userLossInputSchema = v.object({ ...pageInputEntries, ...periodInputEntries, account: accountFilter });
export const userLossRowSchema = v.object({
  account: v.string(),
  level: v.number(),
  bets: v.number(),
  stake: moneySchema,
  payout: moneySchema,
  /** payout − stake. */
  profit: moneySchema,
  deposits: moneySchema,
  withdrawals: moneySchema,
  bonus: moneySchema,
});
export const userLossSchema = v.object({
  ...pagedSchema(userLossRowSchema).entries,
  totals: v.object({ bets: v.number(), stake: moneySchema, payout: moneySchema, profit: moneySchema, deposits: moneySchema, withdrawals: moneySchema, bonus: moneySchema }),
});
export type UserLoss = v.InferOutput<typeof userLossSchema>;

// ── My income ──────────────────────────────────────────────────────────────

export const incomeKinds = ['salary', 'dividend', 'rebate'] as const;
export const agentIncomeInputSchema = v.object({
  ...pageInputEntries,
  ...periodInputEntries,
  kind: v.optional(v.union([v.literal(''), v.picklist(incomeKinds)]), ''),
});
export const incomeRowSchema = v.object({ id: v.number(), kind: v.picklist(incomeKinds), amount: moneySchema, reference: v.string(), createdAt: v.number() });
export const agentIncomeSchema = v.object({
  ...pagedSchema(incomeRowSchema).entries,
  totals: v.object({ salary: moneySchema, dividend: moneySchema, rebate: moneySchema, total: moneySchema }),
});
export type AgentIncome = v.InferOutput<typeof agentIncomeSchema>;

// ── Account details (downline ledger) ──────────────────────────────────────

export const accountDetailsInputSchema = v.object({
  ...pageInputEntries,
  ...periodInputEntries,
  account: accountFilter,
  kind: v.optional(v.union([v.literal(''), v.picklist(ledgerKinds)]), ''),
});
export const accountDetailRowSchema = v.object({
  id: v.number(),
  account: v.string(),
  kind: v.picklist(ledgerKinds),
  amount: moneySchema,
  balanceAfter: moneySchema,
  reference: v.string(),
  createdAt: v.number(),
});
export const accountDetailsSchema = pagedSchema(accountDetailRowSchema);
export type AccountDetails = v.InferOutput<typeof accountDetailsSchema>;

// ── Settlement records (dividend record, daily wages, hourly, real-time) ───

export const settlementsInputSchema = v.object({
  ...pageInputEntries,
  ...periodInputEntries,
  kind: v.picklist(contractKinds),
  /** received: contracts where the caller is the upline (paid to the caller); team: where a downline is. */
  role: v.optional(v.picklist(['received', 'team']), 'received'),
});
export { settlementListSchema };

// ── Credit report ──────────────────────────────────────────────────────────

export const creditDaySchema = v.object({
  /** YYYY-MM-DD in the brand's time zone (UTC). */
  date: v.string(),
  opening: moneySchema,
  deposits: moneySchema,
  withdrawals: moneySchema,
  transfersIn: moneySchema,
  transfersOut: moneySchema,
  settlements: moneySchema,
  /** Bets, payouts, bonuses, rebates and everything else. */
  play: moneySchema,
  closing: moneySchema,
});
export const creditReportSchema = v.object({
  opening: moneySchema,
  closing: moneySchema,
  days: v.array(creditDaySchema),
});
export type CreditReport = v.InferOutput<typeof creditReportSchema>;

// ── Affiliate application ──────────────────────────────────────────────────

export const affiliateApplyInputSchema = v.object({
  requestId: requestIdSchema,
  /** How the member will bring players. */
  intro: v.pipe(v.string(), v.trim(), v.minLength(10, 'field.invalid'), v.maxLength(500, 'field.invalid')),
  contact: v.pipe(v.string(), v.trim(), v.minLength(3, 'field.invalid'), v.maxLength(60, 'field.invalid')),
});
export type AffiliateApplyInput = v.InferOutput<typeof affiliateApplyInputSchema>;
export const affiliateApplicationSchema = v.object({
  status: v.picklist(['none', 'pending', 'approved', 'rejected']),
  appliedAt: v.nullable(v.number()),
  decidedAt: v.nullable(v.number()),
  remark: v.string(),
  /** Set once approved. */
  affiliateCode: v.nullable(v.string()),
});
export type AffiliateApplication = v.InferOutput<typeof affiliateApplicationSchema>;
