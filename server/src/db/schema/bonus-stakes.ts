/**
 * The part of each stake paid with bonus money, written by the stake's own
 * movement (domain/wagering/follow-movement.ts) in its transaction, keyed by
 * the movement's idempotency key. The statement shows bonus stakes apart
 * from cash stakes (RTS 1B); which money paid a stake is known only at that
 * moment, so it is kept rather than worked out again later.
 */
import { bigint, check, index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const bonusStakes = pgTable(
  'bonus_stakes',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    /** The stake movement's idempotency key (its ledger row's key). */
    movementKey: text('movement_key').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('bonus_stakes_movement_key').on(t.movementKey),
    index('bonus_stakes_member_idx').on(t.memberId, t.createdAt),
    check('bonus_stakes_amount_positive', sql`${t.amount} > 0`),
  ],
);
