/** Members (players, agents, trial accounts) and their server-side sessions. */
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    nickname: text('nickname').notNull(),
    /** 0 member, 1/2/41/42 agents, 4 trial. */
    type: integer('type').notNull().default(0),
    /** scrypt, `scrypt$N$r$p$salt$hash`. */
    passwordHash: text('password_hash').notNull(),
    /** True while the password is the brand's weak default. */
    passwordDefault: boolean('password_default').notNull().default(false),
    passwordChangedAt: bigint('password_changed_at', { mode: 'number' }).notNull(),
    /** Null: never expires. */
    passwordExpiresAt: bigint('password_expires_at', { mode: 'number' }),
    mobile: text('mobile'),
    countryDialingCode: text('country_dialing_code'),
    email: text('email'),
    uplineId: integer('upline_id'),
    /** Code under which this agent recruits downlines. */
    affiliateCode: text('affiliate_code'),
    referralCode: text('referral_code'),
    toUpline: boolean('to_upline').notNull().default(false),
    rankLevel: integer('rank_level').notNull().default(1),
    clubLabel: text('club_label').notNull().default('Bronze'),
    language: text('language').notNull().default('EN'),
    /** Optional registration fields (payeeName, qqNum, line, whatsapp...). */
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    firstLoginAt: bigint('first_login_at', { mode: 'number' }),
    /** Built-in avatar picked by the member (avatar relay). */
    avatar: text('avatar').notNull().default('0'),
    /** Labels shown beside the account: [{ labelName, color }]. */
    memberLabels: jsonb('member_labels').$type<{ labelName: string; color: string }[]>().notNull().default([]),
    /** The member whose referral code was used at registration. */
    referredById: integer('referred_by_id'),
    /** Withdrawal (payment) password, scrypt like password_hash; null until the member sets one. */
    paymentPasswordHash: text('payment_password_hash'),
    /** YYYY-MM-DD, set once the member confirms the age prompt. */
    birthday: text('birthday'),
    address: text('address'),
    nationality: text('nationality'),
    /** When the member agreed to the terms and privacy policy. */
    consentAt: bigint('consent_at', { mode: 'number' }),
    emailVerified: boolean('email_verified').notNull().default(false),
    mobileVerified: boolean('mobile_verified').notNull().default(false),
    /** Bound through third-party phone authentication: the phone can no longer be changed or unlinked (spec §5). */
    phoneAuthBound: boolean('phone_auth_bound').notNull().default(false),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('members_account_key').on(t.account),
    uniqueIndex('members_mobile_key').on(t.countryDialingCode, t.mobile),
    uniqueIndex('members_affiliate_code_key').on(t.affiliateCode),
    uniqueIndex('members_referral_code_key').on(t.referralCode),
    index('members_upline_idx').on(t.uplineId),
  ],
);

/** Opaque session tokens; only their SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    revokedAt: bigint('revoked_at', { mode: 'number' }),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

/**
 * Failed-login bookkeeping per key (`user:<account>` or `device:<id>`). Kept
 * apart from members so unknown usernames are throttled the same way as known
 * ones and the answer never tells which exist.
 */
export const loginGuards = pgTable('login_guards', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: bigint('last_failure_at', { mode: 'number' }).notNull(),
  lockedUntil: bigint('locked_until', { mode: 'number' }),
});

/**
 * Temporary passwords mailed by "forgot by email". The member's own password
 * keeps working until the temporary one is used, so a stranger who knows the
 * username and email cannot lock the owner out.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    /** scrypt, same format as members.password_hash. */
    passwordHash: text('password_hash').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    usedAt: bigint('used_at', { mode: 'number' }),
  },
  (t) => [index('password_resets_member_idx').on(t.memberId)],
);

/** Every e-mail the gateway "sends": the outbox testers read in development. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    sentAt: bigint('sent_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('email_outbox_recipient_idx').on(t.recipient)],
);
