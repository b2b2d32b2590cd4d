/**
 * The points mall's goods and redemptions, members' feedback, and the sports
 * hot matches board. Points themselves move through point_ledger
 * (points.ts); a redemption's points and money leave in the same
 * transaction that writes its row, and a rejection refunds both.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

type Localised = Record<string, string>;

export const pointRewards = pgTable(
  'point_rewards',
  {
    id: serial('id').primaryKey(),
    /** live, gift. */
    type: text('type').notNull(),
    /** By language code (EN, TY); answered in the request's language, EN when missing. */
    names: jsonb('names').$type<Localised>().notNull(),
    descriptions: jsonb('descriptions').$type<Localised>().notNull(),
    units: jsonb('units').$type<Localised>().notNull(),
    imageUrl: text('image_url').notNull(),
    points: integer('points').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull().default('0'),
    stock: integer('stock').notNull(),
    needsAddress: boolean('needs_address').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [check('point_rewards_stock_non_negative', sql`${t.stock} >= 0`), check('point_rewards_points_positive', sql`${t.points} > 0`)],
);

export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    memberId: integer('member_id').notNull(),
    rewardId: integer('reward_id').notNull(),
    quantity: integer('quantity').notNull(),
    points: integer('points').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    /** process, rejected, approved. */
    status: text('status').notNull().default('process'),
    remark: text('remark').notNull().default(''),
    address: text('address').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    decidedAt: bigint('decided_at', { mode: 'number' }),
  },
  (t) => [uniqueIndex('point_redemptions_reference_key').on(t.reference), index('point_redemptions_member_idx').on(t.memberId, t.createdAt), index('point_redemptions_status_idx').on(t.status)],
);

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    /** Null when a visitor sent it. */
    memberId: integer('member_id'),
    /** deposit, withdraw, game, service, apply, other. */
    questionType: text('question_type').notNull(),
    content: text('content').notNull(),
    contact: text('contact').notNull().default(''),
    language: text('language').notNull(),
    /** The sender's address, for throttling visitors. */
    clientIp: text('client_ip').notNull().default(''),
    /** new, read, answered: the operator's bookkeeping. */
    status: text('status').notNull().default('new'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('feedback_member_idx').on(t.memberId, t.createdAt), index('feedback_ip_idx').on(t.clientIp, t.createdAt)],
);

export const hotMatches = pgTable('hot_matches', {
  id: serial('id').primaryKey(),
  /** SPORTS, ESPORTS, COCKFIGHT. */
  category: text('category').notNull(),
  vendor: text('vendor').notNull(),
  leagues: jsonb('leagues').$type<Localised>().notNull(),
  home: jsonb('home').$type<Localised>().notNull(),
  away: jsonb('away').$type<Localised>().notNull(),
  startsAt: bigint('starts_at', { mode: 'number' }).notNull(),
  /** Decimal odds as text: home, draw (may be empty), away. */
  odds: jsonb('odds').$type<{ home: string; draw: string; away: string }>().notNull(),
  sort: integer('sort').notNull().default(0),
});
