/**
 * The back office's people and their trail: operator accounts (scrypt
 * password, TOTP secret sealed with the gateway's secret key), their sessions
 * (apart from members' sessions, so neither token can stand for the other),
 * scoped bearer keys for scripts, claims that keep two operators off one
 * queue item, and the append-only, hash-chained audit log.
 */
import { bigint, boolean, index, integer, numeric, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** AES-256-GCM sealed base32 secret (domain/backoffice/sealed-secret.ts); null until the first sign-in offers one. */
    totpSecret: text('totp_secret'),
    /** Set when the operator confirmed the secret with a code: from then on the secret never leaves the gateway. */
    totpConfirmedAt: bigint('totp_confirmed_at', { mode: 'number' }),
    /** The last 30-second step a code was accepted for: a code is good once (RFC 6238 §5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
    role: text('role').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    lastSignInAt: bigint('last_sign_in_at', { mode: 'number' }),
  },
  (t) => [uniqueIndex('operators_username_idx').on(t.username)],
);

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    operatorId: integer('operator_id').notNull(),
    /** 'password': the password was right, a TOTP code is still owed; 'signedIn': both factors given. */
    stage: text('stage').notNull(),
    /** SHA-256 of the CSRF token every changing request repeats in a header. */
    csrfHash: text('csrf_hash').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    lastSeenAt: bigint('last_seen_at', { mode: 'number' }).notNull(),
    /** The absolute end, whatever the activity. */
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    revokedAt: bigint('revoked_at', { mode: 'number' }),
    ip: text('ip').notNull(),
  },
  (t) => [uniqueIndex('operator_sessions_token_idx').on(t.tokenHash), index('operator_sessions_operator_idx').on(t.operatorId)],
);

export const operatorKeys = pgTable(
  'operator_keys',
  {
    id: serial('id').primaryKey(),
    keyHash: text('key_hash').notNull(),
    role: text('role').notNull(),
    label: text('label').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    revokedAt: bigint('revoked_at', { mode: 'number' }),
  },
  (t) => [uniqueIndex('operator_keys_hash_idx').on(t.keyHash), uniqueIndex('operator_keys_label_idx').on(t.label)],
);

export const queueClaims = pgTable(
  'queue_claims',
  {
    /** 'deposit' or 'withdrawal' (later queues add their kinds). */
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    operatorId: integer('operator_id').notNull(),
    claimedAt: bigint('claimed_at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.reference] })],
);

/**
 * One row per operator action, written in the action's transaction. `seq`
 * counts from 1 without gaps and `hash` = SHA-256(prev_hash + canonical row),
 * so a changed, inserted or deleted row breaks the chain. A trigger
 * (migration 0018) refuses UPDATE, DELETE and TRUNCATE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    seq: integer('seq').notNull(),
    /** The operator's username, `key:<label>` for a bearer key, `key:environment` for OPERATOR_KEY. */
    actor: text('actor').notNull(),
    operatorId: integer('operator_id'),
    role: text('role').notNull(),
    action: text('action').notNull(),
    /** What the action was about: `member:<account>`, `deposit:<reference>`, `operator:<username>`… */
    subject: text('subject').notNull(),
    /** Canonical JSON (sorted keys) kept as text, so the hashed bytes are the stored bytes. */
    before: text('before').notNull(),
    after: text('after').notNull(),
    reason: text('reason').notNull(),
    address: text('address').notNull(),
    at: bigint('at', { mode: 'number' }).notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [uniqueIndex('audit_log_seq_idx').on(t.seq), index('audit_log_actor_idx').on(t.actor, t.at), index('audit_log_subject_idx').on(t.subject)],
);

/** Operators' notes on a member, newest first on the member's page; never edited, like the audit rows they accompany. */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    operatorId: integer('operator_id'),
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('member_notes_member_idx').on(t.memberId, t.id)],
);

/** An account an operator locked: no sign-in opens a session for it until an operator unlocks it (the row is then deleted). */
export const memberLocks = pgTable('member_locks', {
  memberId: integer('member_id').primaryKey(),
  lockedBy: text('locked_by').notNull(),
  reason: text('reason').notNull(),
  lockedAt: bigint('locked_at', { mode: 'number' }).notNull(),
});

/**
 * Manual credits and debits. One within the asking role's limit is applied at
 * once; a larger one waits here as `pending` until another operator approves
 * (or rejects) it. The ledger row's idempotency key is `adjustment:<reference>`,
 * so an adjustment moves money at most once.
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    memberId: integer('member_id').notNull(),
    /** Signed: credits positive, debits negative. */
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    reason: text('reason').notNull(),
    requestedBy: text('requested_by').notNull(),
    requestedById: integer('requested_by_id'),
    /** pending, applied, rejected. */
    status: text('status').notNull(),
    decidedBy: text('decided_by'),
    decidedAt: bigint('decided_at', { mode: 'number' }),
    ledgerId: integer('ledger_id'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('balance_adjustments_reference_idx').on(t.reference), index('balance_adjustments_status_idx').on(t.status, t.createdAt), index('balance_adjustments_member_idx').on(t.memberId)],
);
