/** Captchas, slide-puzzle human checks and their proofs of work, the SMS outbox and rate-limit counters. */
import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** One live captcha per device; a new one replaces the old. */
export const captchas = pgTable('captchas', {
  deviceId: text('device_id').primaryKey(),
  /** SHA-256 of device id and upper-cased answer; the text itself is never stored. */
  answerHash: text('answer_hash').notNull(),
  expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
});

export const humanChecks = pgTable(
  'human_checks',
  {
    id: text('id').primaryKey(),
    deviceId: text('device_id').notNull(),
    /** The hole's x: the answer, never sent to the client. */
    answerX: integer('answer_x').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    /** Set when verified: SHA-256 of the single-use pass token and the action it is bound to. */
    passTokenHash: text('pass_token_hash'),
    action: text('action'),
    passExpiresAt: bigint('pass_expires_at', { mode: 'number' }),
    passUsedAt: bigint('pass_used_at', { mode: 'number' }),
  },
  (t) => [index('human_checks_pass_idx').on(t.passTokenHash)],
);

/**
 * The HMAC secrets proof-of-work challenges are signed with: one row, made by
 * whichever gateway instance needs it first, so every instance signs and
 * checks with the same secrets.
 */
export const proofOfWorkKeys = pgTable('proof_of_work_keys', {
  id: text('id').primaryKey(),
  /** Signs the challenge's parameters: a client cannot make its own puzzle easier. */
  signatureSecret: text('signature_secret').notNull(),
  /** Signs the key the counter derives to, so checking a solution costs one HMAC, not a key derivation. */
  keySignatureSecret: text('key_signature_secret').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
});

/** Every proof-of-work challenge issued: a solution is accepted once, for the check it was issued with, before it expires. */
export const proofsOfWork = pgTable(
  'proofs_of_work',
  {
    /** The challenge's random nonce (hex), which its signature covers. */
    nonce: text('nonce').primaryKey(),
    /** What the proof is for: the slide check's id. */
    boundTo: text('bound_to').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    usedAt: bigint('used_at', { mode: 'number' }),
  },
  (t) => [index('proofs_of_work_expires_idx').on(t.expiresAt)],
);

/** Every SMS the gateway "sends": the outbox testers read in development. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    countryDialingCode: text('country_dialing_code').notNull(),
    mobile: text('mobile').notNull(),
    /** login, register, forgot. */
    purpose: text('purpose').notNull(),
    /** sms (built-in sender) or phoneAuth (the third-party phone authentication adapter). */
    channel: text('channel').notNull().default('sms'),
    /** SHA-256 of the number, purpose and code: the code is checked without being stored. */
    codeHash: text('code_hash').notNull(),
    /** Wrong guesses against this code; it dies after a few. */
    attempts: integer('attempts').notNull().default(0),
    /** What the phone shows: the local sender's delivery, read through /dev/sms-outbox. */
    body: text('body').notNull(),
    sentAt: bigint('sent_at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    consumedAt: bigint('consumed_at', { mode: 'number' }),
  },
  (t) => [index('sms_outbox_mobile_idx').on(t.countryDialingCode, t.mobile, t.purpose)],
);

/** Fixed-window counters: key like `sms:+63:9171234567`, window start in ms. */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').notNull(),
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  // The sweep deletes by age across all keys: without its own index every sweep reads the whole table.
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_counters_window_start_idx').on(t.windowStart)],
);
