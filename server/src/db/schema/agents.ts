/**
 * The agent area: contracts between an upline and a direct downline, their
 * settlements, agent announcements and affiliate applications.
 *
 * Settlement is claimed per contract: `next_settle_at` is the end of the
 * next period to settle; a job run claims due contracts with
 * `FOR UPDATE SKIP LOCKED`, writes the settlement row (unique per contract
 * and period) and its ledger row, and moves `next_settle_at` on, all in one
 * transaction. So every period is settled once, whichever gateway instance
 * runs it, and a process killed mid-run leaves nothing half done.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    /** dividend, dailySalary, hourlySalary, realTimeSalary. */
    kind: text('kind').notNull(),
    uplineId: integer('upline_id').notNull(),
    downlineId: integer('downline_id').notNull(),
    /** requested, offered, active, terminationRequested, terminated, rejected. */
    status: text('status').notNull(),
    /** The kind's terms as decimal texts (schemas/contracts.ts); null while only requested. */
    terms: jsonb('terms').$type<Record<string, string | number>>(),
    /** The downline's words with a request. */
    note: text('note').notNull().default(''),
    /** 'upline' or 'downline' while terminationRequested. */
    terminationRequestedBy: text('termination_requested_by'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    acceptedAt: bigint('accepted_at', { mode: 'number' }),
    endedAt: bigint('ended_at', { mode: 'number' }),
    /** End of the next period to settle; null until accepted and once every period up to the end is settled. */
    nextSettleAt: bigint('next_settle_at', { mode: 'number' }),
  },
  (t) => [
    index('contracts_upline_idx').on(t.uplineId, t.status),
    index('contracts_downline_idx').on(t.downlineId, t.status),
    index('contracts_due_idx').on(t.nextSettleAt),
    // One open negotiation and one running contract per pair and kind.
    uniqueIndex('contracts_open_key').on(t.uplineId, t.downlineId, t.kind).where(sql`status in ('requested', 'offered')`),
    uniqueIndex('contracts_running_key').on(t.uplineId, t.downlineId, t.kind).where(sql`status in ('active', 'terminationRequested')`),
  ],
);

export const contractSettlements = pgTable(
  'contract_settlements',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id').notNull(),
    kind: text('kind').notNull(),
    periodKey: text('period_key').notNull(),
    periodStart: bigint('period_start', { mode: 'number' }).notNull(),
    periodEnd: bigint('period_end', { mode: 'number' }).notNull(),
    /** Paid to the upline (the member credited). */
    uplineId: integer('upline_id').notNull(),
    downlineId: integer('downline_id').notNull(),
    turnover: numeric('turnover', { precision: 18, scale: 2 }).notNull(),
    teamLoss: numeric('team_loss', { precision: 18, scale: 2 }).notNull(),
    activeMembers: integer('active_members').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    /** paid, notEligible. */
    status: text('status').notNull(),
    reason: text('reason').notNull().default(''),
    /** The ledger row that paid it; null when nothing was paid. */
    ledgerId: integer('ledger_id'),
    settledAt: bigint('settled_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('contract_settlements_period_key').on(t.contractId, t.periodKey),
    index('contract_settlements_upline_idx').on(t.uplineId, t.kind, t.periodEnd),
    index('contract_settlements_downline_idx').on(t.downlineId, t.kind, t.periodEnd),
  ],
);

/** Notices to agents (announcement page), one row per language. */
export const agentAnnouncements = pgTable(
  'agent_announcements',
  {
    id: serial('id').primaryKey(),
    /** Rows sharing a topic are one notice in several languages. */
    topic: text('topic').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    publishedAt: bigint('published_at', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('agent_announcements_topic_language_key').on(t.topic, t.language)],
);

export const affiliateApplications = pgTable(
  'affiliate_applications',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    /** pending, approved, rejected. */
    status: text('status').notNull().default('pending'),
    intro: text('intro').notNull(),
    contact: text('contact').notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    decidedAt: bigint('decided_at', { mode: 'number' }),
  },
  (t) => [index('affiliate_applications_member_idx').on(t.memberId), uniqueIndex('affiliate_applications_pending_key').on(t.memberId).where(sql`status = 'pending'`)],
);
