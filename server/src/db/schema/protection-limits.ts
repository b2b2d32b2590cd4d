/**
 * Player protection, part 1: a member's deposit, loss and wager limits, one
 * row per kind and window. `amount` is the limit in force. A raise (or a
 * removal, which is the largest raise) waits: `pending_*` hold it from the
 * request until the member confirms it at or after `pending_effective_at`
 * (request + 24 hours); until then the lower amount holds. No row means no
 * limit of that kind and window.
 */
import { bigint, boolean, numeric, pgTable, primaryKey, integer, text } from 'drizzle-orm/pg-core';

export const protectionLimits = pgTable(
  'protection_limits',
  {
    memberId: integer('member_id').notNull(),
    /** 'deposit', 'loss' or 'wager'. */
    kind: text('kind').notNull(),
    /** 'day' (24 hours), 'week' (7 days) or 'month' (30 days), each rolling back from now. */
    window: text('limit_window').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    /** The raised amount asked for; null with `pending_removal` or when nothing waits. */
    pendingAmount: numeric('pending_amount', { precision: 18, scale: 2 }),
    pendingRemoval: boolean('pending_removal').notNull().default(false),
    pendingRequestedAt: bigint('pending_requested_at', { mode: 'number' }),
    pendingEffectiveAt: bigint('pending_effective_at', { mode: 'number' }),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
  },
  // The primary key leads with the member: the movement guard's one read for a member without limits finds nothing on it.
  (t) => [primaryKey({ columns: [t.memberId, t.kind, t.window] })],
);

/**
 * The offer of limits the deposit page makes before a member sets any
 * (RTS 12A): a row once the member has answered "not now", so it is not
 * offered again on any device.
 */
export const protectionLimitOffers = pgTable('protection_limit_offers', {
  memberId: integer('member_id').primaryKey(),
  dismissedAt: bigint('dismissed_at', { mode: 'number' }).notNull(),
});
