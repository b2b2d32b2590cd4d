/**
 * The demo game provider's own state. A launch token is short-lived and
 * single use, bound to a member, a game and a wallet; opening the game page
 * trades it for a play session. A play session holds at most one round in
 * flight, so concurrent spins on one wallet are refused on every gateway
 * instance. Lottery draws are created and drawn on a schedule; the instance
 * that claims a due draw (status open → drawing, in one statement) settles it.
 *
 * Both launch tokens and play sessions carry the portal session they were
 * launched from and the moment it ends: its expiry, moved to the moment of
 * revocation when the portal ends it early. The provider checks that moment
 * on its own rows, in the statement that already checks its own expiry, and
 * never reads the portal's sessions table.
 */
import { bigint, index, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

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
    /** Round being played now; a second round is refused until it ends (or goes stale). */
    roundInFlight: text('round_in_flight'),
    roundStartedAt: bigint('round_started_at', { mode: 'number' }),
    /** Inherited from the launch token: the portal session that launched the game. */
    portalSession: text('portal_session').notNull(),
    /** When that portal session ends; however recently the page played, the session is dead from then on. */
    portalEndsAt: bigint('portal_ends_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('play_sessions_portal_session_idx').on(t.portalSession)],
);

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
