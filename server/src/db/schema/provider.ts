/**
 * The demo game provider's own state. Lottery draws are created and drawn on
 * a schedule; the instance that claims a due draw (status open → drawing, in
 * one statement) settles it. A play session holds at most one round in
 * flight (a claim row per session), so concurrent spins on one table are
 * refused on every instance. The launch tokens and play sessions a page
 * opens a table with are the wallet API's (wallet-api.ts): the provider
 * knows a session only by what the wallet answers about it.
 */
import { bigint, index, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** The round a play session is playing now; the row goes when it ends, and a claim left by a crashed instance goes stale. */
export const providerRoundClaims = pgTable('provider_round_claims', {
  /** SHA-256 of the play session id. */
  sessionHash: text('session_hash').primaryKey(),
  roundId: text('round_id').notNull(),
  startedAt: bigint('started_at', { mode: 'number' }).notNull(),
});

export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: serial('id').primaryKey(),
    gameCode: text('game_code').notNull(),
    /** Issue number shown to players (yyyyMMdd-nnnn). */
    drawNo: text('draw_no').notNull(),
    /** Betting closes and the numbers are drawn at this time. */
    drawAt: bigint('draw_at', { mode: 'number' }).notNull(),
    /** open → drawing (claimed by one instance) → drawn. */
    status: text('status').notNull().default('open'),
    numbers: jsonb('numbers').$type<number[]>(),
    claimedAt: bigint('claimed_at', { mode: 'number' }),
    drawnAt: bigint('drawn_at', { mode: 'number' }),
  },
  (t) => [uniqueIndex('lottery_draws_issue_key').on(t.gameCode, t.drawNo), index('lottery_draws_due_idx').on(t.status, t.drawAt)],
);

export const lotteryTickets = pgTable(
  'lottery_tickets',
  {
    id: serial('id').primaryKey(),
    /** The bets row of this ticket (bets.round_id). */
    roundId: text('round_id').notNull(),
    drawId: integer('draw_id').notNull(),
    memberId: integer('member_id').notNull(),
    playType: text('play_type').notNull(),
    picks: jsonb('picks').$type<number[]>().notNull(),
    stake: numeric('stake', { precision: 18, scale: 2 }).notNull(),
    payout: numeric('payout', { precision: 18, scale: 2 }),
    /** open, won, lost. */
    status: text('status').notNull().default('open'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('lottery_tickets_round_key').on(t.roundId), index('lottery_tickets_draw_idx').on(t.drawId, t.status)],
);
