/**
 * The reward centre and missions. A promotion of the content table becomes
 * claimable once it has a rule: what it pays (a fixed bonus, a percent of
 * the member's deposits, stake or net loss in the period, or a prize drawn
 * from a list), how often (once, daily, weekly, monthly) and what the member
 * must have done first, measured from the ledger and the bets table.
 *
 * Claims are unique per member, promotion (or mission) and period, so a
 * reward can never be paid twice, whichever request gets there first. The
 * bonus itself moves only through the ledger; `ledgerKey` names that row.
 */
import { bigint, boolean, check, index, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { MissionMetric, requirementKinds, rewardPeriods, rewardTypes } from '../../../../src/services/schemas/rewards';
import type { WageringTerms } from '../../../../src/services/schemas/wagering';
import { promotions } from './content';

export type RewardType = (typeof rewardTypes)[number];
export type RewardPeriod = (typeof rewardPeriods)[number];
/** What must be reached in the period before a claim: nothing, deposits, stake, or days logged in. */
export type RequirementKind = 'none' | (typeof requirementKinds)[number];
export type { MissionMetric };
export interface RafflePrize {
  amount: string;
  weight: number;
}

export const promotionRules = pgTable(
  'promotion_rules',
  {
    promotionId: integer('promotion_id')
      .primaryKey()
      .references(() => promotions.id),
    rewardType: text('reward_type').$type<RewardType>().notNull(),
    /** Bonus of a fixed reward. */
    rewardAmount: numeric('reward_amount', { precision: 18, scale: 2 }).notNull().default('0'),
    /** Percent of the period's deposits, stake or net loss, e.g. 10.000. */
    rewardRate: numeric('reward_rate', { precision: 6, scale: 3 }).notNull().default('0'),
    /** Cap of a percent reward; null: no cap. */
    maxReward: numeric('max_reward', { precision: 18, scale: 2 }),
    /** Prizes of a raffle, drawn by weight. */
    prizes: jsonb('prizes').$type<RafflePrize[]>().notNull().default([]),
    period: text('period').$type<RewardPeriod>().notNull(),
    requirement: text('requirement').$type<RequirementKind>().notNull().default('none'),
    /** Money for deposit and stake, a whole number of days for login_days. */
    requirementAmount: numeric('requirement_amount', { precision: 18, scale: 2 }).notNull().default('0'),
    /** Game categories stake and loss count from; empty: every category. */
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    /** How many times the bonus must be staked before it may leave the wallet (bonus_requirements); null: no wagering. */
    wagering: jsonb('wagering').$type<WageringTerms>(),
    /** The member applies (comment, images) and an operator approves (paid) or rejects. */
    needsApproval: boolean('needs_approval').notNull().default(false),
    opensAt: bigint('opens_at', { mode: 'number' }),
    closesAt: bigint('closes_at', { mode: 'number' }),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [check('promotion_rules_amounts_non_negative', sql`${t.rewardAmount} >= 0 AND ${t.rewardRate} >= 0 AND ${t.requirementAmount} >= 0`)],
);

/**
 * One claim of one promotion in one period. claimed (paid at once), joined
 * (a raffle drawn and paid), applying (waiting for review), issued (approved
 * and paid), rejected.
 */
export const promotionClaims = pgTable(
  'promotion_claims',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    promotionId: integer('promotion_id').notNull(),
    /** once, D2026-11-24, W2026-11-23 (the Monday), M2026-11. */
    periodKey: text('period_key').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    status: text('status').notNull(),
    /** Shown to the member, e.g. R2611240001. */
    reference: text('reference').notNull(),
    comment: text('comment').notNull().default(''),
    /** Application images as data URLs (png or jpg, at most 3 of 5 MB). */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    remark: text('remark').notNull().default(''),
    /** Idempotency key of the bonus ledger row, once paid. */
    ledgerKey: text('ledger_key'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    decidedAt: bigint('decided_at', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('promotion_claims_once_key').on(t.memberId, t.promotionId, t.periodKey),
    uniqueIndex('promotion_claims_reference_key').on(t.reference),
    index('promotion_claims_member_idx').on(t.memberId, t.createdAt),
    index('promotion_claims_status_idx').on(t.status),
    check('promotion_claims_amount_non_negative', sql`${t.amount} >= 0`),
  ],
);

export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    /** Stable name the seed and the portal's texts use. */
    code: text('code').notNull(),
    period: text('period').$type<'daily' | 'weekly'>().notNull(),
    /** rounds (bets played), wins (rounds paying more than their stake), stake, deposit, login_days. */
    metric: text('metric').$type<MissionMetric>().notNull(),
    /** Game categories bets count from; empty: every category. */
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    /** A count for rounds, wins and login_days, money for stake and deposit. */
    target: numeric('target', { precision: 18, scale: 2 }).notNull(),
    rewardAmount: numeric('reward_amount', { precision: 18, scale: 2 }).notNull(),
    /** Mission points: what the leaderboard ranks by. */
    points: integer('points').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('missions_code_key').on(t.code), check('missions_target_positive', sql`${t.target} > 0 AND ${t.rewardAmount} >= 0 AND ${t.points} >= 0`)],
);

/** A completed mission claimed in one period: its bonus and its points. */
export const missionClaims = pgTable(
  'mission_claims',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    missionId: integer('mission_id').notNull(),
    periodKey: text('period_key').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    points: integer('points').notNull(),
    ledgerKey: text('ledger_key'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('mission_claims_once_key').on(t.memberId, t.missionId, t.periodKey),
    index('mission_claims_created_idx').on(t.createdAt),
    index('mission_claims_member_idx').on(t.memberId, t.createdAt),
  ],
);
