/**
 * Deposits, withdrawals and everything around them. Money itself moves only
 * through the ledger (wallet.ts); these rows hold the request, its status and
 * the ledger keys that moved its money, so a page can show a request next to
 * its movements and an operator action can never pay twice.
 */
import { bigint, boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Payment channels the deposit page offers, with their limits and tutorial steps. */
export const depositChannels = pgTable('deposit_channels', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** bank, ewallet, qr, crypto. */
  kind: text('kind').notNull(),
  minAmount: numeric('min_amount', { precision: 18, scale: 2 }).notNull(),
  maxAmount: numeric('max_amount', { precision: 18, scale: 2 }).notNull(),
  /** Where the member sends the money (bank account, wallet number). */
  payee: jsonb('payee').$type<Record<string, string>>().notNull().default({}),
  /** Tutorial steps, locale keys or plain text. */
  tutorial: jsonb('tutorial').$type<string[]>().notNull().default([]),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** A member's request to deposit: pending until an operator approves (ledger credit) or rejects it. */
export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    channelCode: text('channel_code').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    /** Shown to the member to quote with the payment, e.g. D2611240001. */
    reference: text('reference').notNull(),
    /** pending, approved, rejected. */
    status: text('status').notNull().default('pending'),
    remark: text('remark').notNull().default(''),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    decidedAt: bigint('decided_at', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('deposits_reference_key').on(t.reference),
    index('deposits_member_idx').on(t.memberId, t.createdAt),
    index('deposits_status_idx').on(t.status),
    check('deposits_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Bank accounts a member withdraws to. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('bank_accounts_member_idx').on(t.memberId), uniqueIndex('bank_accounts_member_number_key').on(t.memberId, t.accountNumber)],
);

/**
 * A withdrawal. The amount (plus the penalty charge) leaves the main wallet
 * when it is requested (funds held); a rejection gives it back through a
 * withdraw_reversal row. Once paid, the member confirms receipt within
 * `confirmDeadline`, or the confirmation job records a forced receipt.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    bankAccountId: integer('bank_account_id').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    /** Penalty charge taken with the amount (withdraw settings, %). */
    charge: numeric('charge', { precision: 18, scale: 2 }).notNull().default('0'),
    reference: text('reference').notNull(),
    /** pending, paid, rejected. */
    status: text('status').notNull().default('pending'),
    remark: text('remark').notNull().default(''),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    decidedAt: bigint('decided_at', { mode: 'number' }),
    /** Receipt: null until paid; then awaiting, received, partial, not_received, forced. */
    confirmStatus: text('confirm_status'),
    confirmDeadline: bigint('confirm_deadline', { mode: 'number' }),
    receivedAmount: numeric('received_amount', { precision: 18, scale: 2 }),
    /** The proof of a "not received" answer, a data URL (png or jpg, at most 5 MB). */
    proofImage: text('proof_image'),
    confirmedAt: bigint('confirmed_at', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('withdrawals_reference_key').on(t.reference),
    index('withdrawals_member_idx').on(t.memberId, t.createdAt),
    index('withdrawals_status_idx').on(t.status),
    index('withdrawals_confirm_idx').on(t.confirmStatus, t.confirmDeadline),
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * The first answer of every money request, keyed by the member and the
 * request id the portal generated for that submission. Written in the same
 * transaction as the movement, so a retried request replays the answer
 * instead of moving money again.
 */
export const requestReplies = pgTable(
  'request_replies',
  {
    memberId: integer('member_id').notNull(),
    requestId: text('request_id').notNull(),
    call: text('call').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.requestId] })],
);

/** Rebate rate per product type (game category); the manual-rebate page claims from real bets. */
export const rebateSettings = pgTable('rebate_settings', {
  productType: text('product_type').primaryKey(),
  /** Percent of valid stake, e.g. 0.80. */
  rate: numeric('rate', { precision: 6, scale: 3 }).notNull(),
  /** Smallest claim. */
  minClaim: numeric('min_claim', { precision: 18, scale: 2 }).notNull().default('1'),
});

/** Rebate claims: each covers the member's bets of one product type up to `throughBetId`. */
export const rebateClaims = pgTable(
  'rebate_claims',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    productType: text('product_type').notNull(),
    throughBetId: integer('through_bet_id').notNull(),
    validStake: numeric('valid_stake', { precision: 18, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('rebate_claims_member_idx').on(t.memberId, t.productType), uniqueIndex('rebate_claims_through_key').on(t.memberId, t.productType, t.throughBetId)],
);

/** Game wallets: vendors with their own sub-wallet (accountTypeId) that transferFund moves money to and from. */
export const gameWallets = pgTable('game_wallets', {
  accountTypeId: integer('account_type_id').primaryKey(),
  vendor: text('vendor').notNull(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  /** A wallet under maintenance refuses transfers. */
  maintenance: boolean('maintenance').notNull().default(false),
});
