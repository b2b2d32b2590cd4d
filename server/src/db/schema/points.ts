/**
 * Loyalty points, kept like money: a balance per member and a ledger row for
 * every movement, written in one transaction under a unique idempotency key,
 * so a retried credit or redemption cannot count twice. Points never expire
 * (spec: points validity, no expiration) and are whole numbers.
 */
import { bigint, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const pointAccounts = pgTable(
  'point_accounts',
  {
    memberId: integer('member_id').primaryKey(),
    balance: integer('balance').notNull().default(0),
  },
  (t) => [check('point_accounts_balance_non_negative', sql`${t.balance} >= 0`)],
);

export const pointLedger = pgTable(
  'point_ledger',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    /** Signed: earned positive, redeemed or converted negative. */
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** The spec's point types: live, lott, pvp, rng, sports, redeem, deposit; plus convert and adjustment. */
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    reference: text('reference').notNull().default(''),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('point_ledger_idempotency_key').on(t.idempotencyKey), index('point_ledger_member_idx').on(t.memberId, t.createdAt)],
);
