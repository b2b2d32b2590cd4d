/**
 * Bonus wagering requirements. A paid claim of a promotion whose rule has
 * wagering terms opens one row, with the terms copied as they were at the
 * claim (an operator changing them later does not move a member's goal).
 *
 * The bonus money stays on the one ledger, inside the main wallet's balance;
 * `locked` says how much of that balance is bonus money: the bonus, plus
 * what bets won while the requirement was open, less the stakes it paid.
 * It is kept by the movement that changes it, in the same transaction
 * (domain/wagering/follow-movement.ts), and only ever written while the
 * member's main wallet row is locked, so it is never out of step with the
 * balance. While a requirement is open no movement out of the wallet may
 * take the balance below the sum of `locked`.
 */
import { bigint, check, index, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { BonusRequirementStatus, WageringBase } from '../../../../src/services/schemas/wagering';

export const bonusRequirements = pgTable(
  'bonus_requirements',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    /** The promotion claim that paid the bonus: one requirement per claim. */
    claimId: integer('claim_id').notNull(),
    promotionId: integer('promotion_id').notNull(),
    /** The claim's reference, what the member and the operator quote. */
    reference: text('reference').notNull(),
    bonus: numeric('bonus', { precision: 18, scale: 2 }).notNull(),
    /** The deposit counted in the base (0 when the base is the bonus alone). */
    deposit: numeric('deposit', { precision: 18, scale: 2 }).notNull().default('0'),
    multiple: numeric('multiple', { precision: 8, scale: 2 }).notNull(),
    base: text('base').$type<WageringBase>().notNull(),
    /** Percent of a stake that counts, per game category; a category not named counts in full. */
    weights: jsonb('weights').$type<Record<string, number>>().notNull().default({}),
    /** Weighted turnover owed: multiple × (bonus, or bonus + deposit). */
    required: numeric('required', { precision: 18, scale: 2 }).notNull(),
    /** Bonus money in the balance now; frozen at what it was when the requirement closed. */
    locked: numeric('locked', { precision: 18, scale: 2 }).notNull(),
    status: text('status').$type<BonusRequirementStatus>().notNull().default('open'),
    /** Weighted turnover when it closed; while open it is measured from the bets table. */
    wagered: numeric('wagered', { precision: 18, scale: 2 }),
    /** Met: bonus money that became cash; forfeited: what left the wallet; lost: 0. */
    closedAmount: numeric('closed_amount', { precision: 18, scale: 2 }),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    closedAt: bigint('closed_at', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('bonus_requirements_claim_key').on(t.claimId),
    index('bonus_requirements_member_idx').on(t.memberId, t.status),
    check('bonus_requirements_amounts_valid', sql`${t.bonus} > 0 AND ${t.deposit} >= 0 AND ${t.multiple} >= 0 AND ${t.required} >= 0 AND ${t.locked} >= 0`),
  ],
);
