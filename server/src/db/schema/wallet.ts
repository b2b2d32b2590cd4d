/**
 * The wallet ledger. Every money movement is one ledger row written in the
 * same transaction as the balance update, under a unique idempotency key, so
 * a retried request cannot move money twice. Balances are checked against the
 * ledger sum in tests.
 */
import { bigint, check, index, integer, numeric, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** accountTypeId 0 is the main wallet; vendors get their own sub-wallets later. */
export const wallets = pgTable(
  'wallets',
  {
    memberId: integer('member_id').notNull(),
    accountTypeId: integer('account_type_id').notNull().default(0),
    balance: numeric('balance', { precision: 18, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.accountTypeId] }), check('wallets_balance_non_negative', sql`${t.balance} >= 0`)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    accountTypeId: integer('account_type_id').notNull().default(0),
    /** Signed: credits positive, debits negative. */
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    balanceAfter: numeric('balance_after', { precision: 18, scale: 2 }).notNull(),
    /** deposit, withdraw, transfer_in, transfer_out, bonus, bet, payout, salary, dividend, adjustment. */
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    reference: text('reference').notNull().default(''),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('ledger_idempotency_key').on(t.idempotencyKey), index('ledger_member_idx').on(t.memberId, t.createdAt)],
);
