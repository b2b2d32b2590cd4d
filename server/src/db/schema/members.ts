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
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: bigint('locked_until', { mode: 'number' }),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('members_account_key').on(t.account),
    uniqueIndex('members_mobile_key').on(t.countryDialingCode, t.mobile),
    uniqueIndex('members_affiliate_code_key').on(t.affiliateCode),
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
