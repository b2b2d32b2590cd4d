/**
 * Player protection, parts 2 and 3: the session-time choices of a member,
 * the clock of each signed-in session (when it started, when its next
 * reality check falls due), and time-outs and self-exclusions.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** A member's own choices; no row means no reality check beyond the brand's default and no session limit. */
export const protectionSessionSettings = pgTable('protection_session_settings', {
  memberId: integer('member_id').primaryKey(),
  /** 15, 30 or 60; 0 turns the reality check off. */
  realityCheckMinutes: integer('reality_check_minutes').notNull(),
  /** Minutes a session may last; null for no limit. */
  sessionLimitMinutes: integer('session_limit_minutes'),
  updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
});

/**
 * One row per signed-in session (sessions.token_hash). The gateway, not the
 * page, decides when a check is due: stakes of games launched from the
 * session are refused while `check_due_at` has passed.
 */
export const protectionSessionClocks = pgTable(
  'protection_session_clocks',
  {
    sessionHash: text('session_hash').primaryKey(),
    memberId: integer('member_id').notNull(),
    startedAt: bigint('started_at', { mode: 'number' }).notNull(),
    /** Minutes between checks; 0 for none. */
    everyMinutes: integer('every_minutes').notNull(),
    /** When the next check falls due; null when the session has none. */
    checkDueAt: bigint('check_due_at', { mode: 'number' }),
  },
  (t) => [index('protection_session_clocks_member_idx').on(t.memberId)],
);

/**
 * Time-outs and self-exclusions. `released_at` is when the break stops
 * holding: a time-out's end; for an exclusion, null until the member asks to
 * lift it once it has run its term and an operator approves the request
 * (then the approval time plus the cooling-off) or an operator lifts it
 * with a reason. A break holds while `released_at` is null or still ahead.
 */
export const protectionBreaks = pgTable(
  'protection_breaks',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    /** 'timeout' or 'exclusion'. */
    kind: text('kind').notNull(),
    startedAt: bigint('started_at', { mode: 'number' }).notNull(),
    /** The end of the chosen term; null for a permanent exclusion. */
    endsAt: bigint('ends_at', { mode: 'number' }),
    releasedAt: bigint('released_at', { mode: 'number' }),
    liftRequestedAt: bigint('lift_requested_at', { mode: 'number' }),
    /** The operator who lifted it early and why; empty unless an operator did. */
    liftedBy: text('lifted_by').notNull().default(''),
    liftReason: text('lift_reason').notNull().default(''),
    /**
     * An operator's decision on the member's request to lift (MGA: decided within 7 days): '' while it waits,
     * 'approved' (the cooling-off then runs to `released_at`) or 'refused'; who decided, when and why.
     */
    liftDecision: text('lift_decision').notNull().default(''),
    liftDecidedAt: bigint('lift_decided_at', { mode: 'number' }),
    liftDecidedBy: text('lift_decided_by').notNull().default(''),
    liftDecisionReason: text('lift_decision_reason').notNull().default(''),
  },
  (t) => [
    index('protection_breaks_member_idx').on(t.memberId, t.releasedAt),
    index('protection_breaks_lift_waiting_idx').on(t.liftRequestedAt).where(sql`${t.liftRequestedAt} is not null and ${t.liftDecision} = ''`),
  ],
);
