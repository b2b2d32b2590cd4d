/**
 * Every round a member plays: stake and payout as exact decimals, written in
 * the same transaction as the wallet ledger rows that moved the money. The
 * records pages, team betting, points earning and salary settlement read
 * this one table. A lottery ticket is a round whose payout is known only
 * after its draw (status open until then).
 */
import { bigint, check, index, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const bets = pgTable(
  'bets',
  {
    id: serial('id').primaryKey(),
    /** Unique per round: a replayed round cannot be stored (or paid) twice. */
    roundId: text('round_id').notNull(),
    memberId: integer('member_id').notNull(),
    nodeId: integer('node_id').notNull(),
    vendor: text('vendor').notNull(),
    /** The game's category (RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, COCKFIGHT, LOTT, ELOTT). */
    category: text('category').notNull(),
    /** Wallet the stake came from (0 main wallet). */
    accountTypeId: integer('account_type_id').notNull().default(0),
    stake: numeric('stake', { precision: 18, scale: 2 }).notNull(),
    payout: numeric('payout', { precision: 18, scale: 2 }).notNull().default('0'),
    /** open (lottery ticket before its draw), settled. */
    status: text('status').notNull().default('settled'),
    /** What was played and what came out (reels, picks, drawn numbers). */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    settledAt: bigint('settled_at', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('bets_round_key').on(t.roundId),
    index('bets_member_idx').on(t.memberId, t.createdAt),
    index('bets_created_idx').on(t.createdAt),
    index('bets_payout_idx').on(t.payout),
    check('bets_amounts_non_negative', sql`${t.stake} > 0 AND ${t.payout} >= 0`),
  ],
);

/**
 * Each member's all-time stake on settled bets, kept by a trigger on `bets`
 * (migration 0011) in the same transaction as the bet, whichever code path
 * wrote it. VIP ranks read it on every settlement; summing every bet a
 * member ever placed there would grow with the member's history. Its own
 * table rather than a members column: only the trigger locks these rows,
 * always after the wallet row of the same settlement, so no lock cycle
 * forms with writers of the member row.
 */
export const memberTurnovers = pgTable('member_turnovers', {
  memberId: integer('member_id').primaryKey(),
  settledStake: numeric('settled_stake', { precision: 20, scale: 2 }).notNull().default('0'),
});
