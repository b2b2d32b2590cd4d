/**
 * The seamless-wallet API's own state: the game providers allowed to call
 * it, their signing keys and games, and every money call they made.
 *
 * A provider signs with a key it names by id; rotating adds a key and gives
 * the old ones an end a few minutes away, so calls in flight still verify.
 * A transaction row is written in the same database transaction as the money
 * it moved, with the answer the provider got: the same request id or the
 * same transaction id again answers that answer and moves nothing. A
 * rollback that arrives before its bet leaves a `void` bet row behind, so
 * the bet, when it comes, finds its id taken and is refused.
 *
 * Launch tokens and play sessions are the player tokens of this API: the
 * launch call puts a short-lived single-use token in the game address, the
 * provider trades it (POST /wallet/v1/session) for a play session id, and
 * names that session in every call. Both carry the portal session they were
 * launched from and the moment it ends: its expiry, moved to the moment of
 * revocation when the portal ends it early, checked in the statement that
 * checks their own expiry, so the gateway never reads the portal's sessions
 * table on a bet.
 */
import { bigint, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const walletProviders = pgTable('wallet_providers', {
  /** The id the provider sends in X-Wallet-Provider ('demo' is the demo provider). */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** active, revoked. */
  status: text('status').notNull().default('active'),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  revokedAt: bigint('revoked_at', { mode: 'number' }),
});

export const walletProviderKeys = pgTable(
  'wallet_provider_keys',
  {
    /** Public half of the key the provider is given (`<keyId>.<secret>`), sent in X-Wallet-Key. */
    keyId: text('key_id').primaryKey(),
    providerId: text('provider_id').notNull(),
    /** HMAC-SHA256 secret, base64url; the gateway needs it in clear to verify a signature. */
    secret: text('secret').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    /** Set when a newer key replaces it: valid until then (the rotation overlap). */
    expiresAt: bigint('expires_at', { mode: 'number' }),
    revokedAt: bigint('revoked_at', { mode: 'number' }),
  },
  (t) => [index('wallet_provider_keys_provider_idx').on(t.providerId)],
);

export const walletProviderGames = pgTable(
  'wallet_provider_games',
  {
    providerId: text('provider_id').notNull(),
    /** A game code of the catalogue, or '*' for every game. */
    gameCode: text('game_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.gameCode] })],
);

export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    providerId: text('provider_id').notNull(),
    /** The provider's transaction id, unique per provider. */
    transactionId: text('transaction_id').notNull(),
    /** The provider's request id; null on a void bet row, which no request wrote. */
    requestId: text('request_id'),
    /** bet, win, rollback, close. */
    kind: text('kind').notNull(),
    roundId: text('round_id').notNull(),
    memberId: integer('member_id'),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull().default('0'),
    /** A rollback's bet. */
    targetTransactionId: text('target_transaction_id'),
    /** done; a bet may become rolled_back, or be void (rolled back before it arrived). */
    status: text('status').notNull().default('done'),
    /** SHA-256 of what the call asked for: the same id with other content is a conflict, never a replay. */
    fingerprint: text('fingerprint').notNull(),
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('wallet_transactions_transaction_key').on(t.providerId, t.transactionId),
    uniqueIndex('wallet_transactions_request_key').on(t.providerId, t.requestId),
    index('wallet_transactions_round_idx').on(t.providerId, t.roundId),
  ],
);

export const launchTokens = pgTable(
  'launch_tokens',
  {
    /** SHA-256 of the token; the token itself travels only in the launch address. */
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id').notNull(),
    nodeId: integer('node_id').notNull(),
    accountTypeId: integer('account_type_id').notNull().default(0),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    usedAt: bigint('used_at', { mode: 'number' }),
    /** sessions.token_hash of the portal session that launched it: the key the portal ends its games by. */
    portalSession: text('portal_session').notNull(),
    /** When that portal session ends; the token is dead from then on. */
    portalEndsAt: bigint('portal_ends_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('launch_tokens_expires_idx').on(t.expiresAt), index('launch_tokens_portal_session_idx').on(t.portalSession)],
);

export const playSessions = pgTable(
  'play_sessions',
  {
    /** SHA-256 of the play session id the provider page holds. */
    idHash: text('id_hash').primaryKey(),
    memberId: integer('member_id').notNull(),
    nodeId: integer('node_id').notNull(),
    accountTypeId: integer('account_type_id').notNull().default(0),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    /** Inherited from the launch token: the portal session that launched the game. */
    portalSession: text('portal_session').notNull(),
    /** When that portal session ends; however recently the page played, the session is dead from then on. */
    portalEndsAt: bigint('portal_ends_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('play_sessions_portal_session_idx').on(t.portalSession)],
);
