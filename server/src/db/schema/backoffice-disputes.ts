/**
 * The outcome of the member-raised queues of the back office: a withdrawal
 * the member says arrived in part or not at all, and a feedback answered or
 * closed. One row per item (unique), written in the deciding transaction, so
 * an item is decided once whatever the number of operators or retries.
 */
import { bigint, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const withdrawalDisputes = pgTable(
  'withdrawal_disputes',
  {
    id: serial('id').primaryKey(),
    withdrawalId: integer('withdrawal_id').notNull(),
    /** repaid (the missing amount credited back to the wallet), resolved (settled outside the wallet), rejected (the claim does not hold). */
    outcome: text('outcome').notNull(),
    /** What went back to the main wallet; 0 unless repaid. */
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull().default('0'),
    ledgerId: integer('ledger_id'),
    reason: text('reason').notNull(),
    decidedBy: text('decided_by').notNull(),
    decidedAt: bigint('decided_at', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('withdrawal_disputes_withdrawal_key').on(t.withdrawalId)],
);

export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: serial('id').primaryKey(),
    feedbackId: integer('feedback_id').notNull(),
    /** answered (the member got the text in the inbox) or closed (no answer sent; the text is the operator's note). */
    outcome: text('outcome').notNull(),
    body: text('body').notNull(),
    decidedBy: text('decided_by').notNull(),
    decidedAt: bigint('decided_at', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('feedback_replies_feedback_key').on(t.feedbackId)],
);
