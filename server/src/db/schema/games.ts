/**
 * The game catalogue: vendors (grouped into the side menu's categories),
 * their games, PvP rooms and the lottery menus of each prize mode, plus the
 * member's favourites and recently launched games. Game names are kept per
 * language; the portal asks in its own language and falls back to EN.
 */
import { bigint, boolean, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GameCategory } from '../../../../src/services/schemas/games';

export type { GameCategory };

/** How the demo provider plays a game: reels, a one-round pick-a-side table, or numbers drawn on a schedule. */
export type GameEngine = 'slot' | 'duel' | 'lotto';

export type LocalisedText = Record<string, string>;

export const gameVendors = pgTable('game_vendors', {
  /** The vassalage code (`PG`, `DS88`, …). */
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Lane the vendor is listed in; esports and cockfight vendors sit under SPORTS with a group. */
  category: text('category').$type<GameCategory>().notNull(),
  /** COCKFIGHT or ESPORTS for vendors of those groups (spec §1), else null. */
  groupCode: text('group_code'),
  isHot: integer('is_hot').notNull().default(0),
  maintenance: boolean('maintenance').notNull().default(false),
  /** 'VASSALAGE': the vendor card opens a popup list of its games. */
  isGame: text('is_game'),
  /** Game opened by the vendor card in categories with one lobby per vendor (live tables, sportsbooks). */
  lobbyCode: text('lobby_code'),
  sort: integer('sort').notNull().default(0),
});

export const games = pgTable(
  'games',
  {
    nodeId: serial('node_id').primaryKey(),
    /** The vendor's game code, unique across the catalogue. */
    code: text('code').notNull(),
    vendor: text('vendor').notNull(),
    gameType: text('game_type').$type<GameCategory>().notNull(),
    /** SLOT, FISH, BACCARAT, SC, VP, JP, TG, AC, BG, … (filters and vendor game types). */
    gameClassify: text('game_classify').notNull(),
    names: jsonb('names').$type<LocalisedText>().notNull(),
    minBet: numeric('min_bet', { precision: 18, scale: 2 }).notNull().default('1'),
    minLineNum: integer('min_line_num').notNull().default(1),
    /** 'VASSALAGE' for a game that is a list of sub-games. */
    isGame: text('is_game'),
    /** The VASSALAGE game this one is a sub-game of. */
    parentNodeId: integer('parent_node_id'),
    /** TCG_SEA, TCG_LOTTO_VN, LOTT, ELOTT for lottery games; the vendor's account type otherwise. */
    accountTypeName: text('account_type_name').notNull(),
    defaultPlayType: text('default_play_type'),
    isHot: integer('is_hot').notNull().default(0),
    maintenance: boolean('maintenance').notNull().default(false),
    engine: text('engine').$type<GameEngine>().notNull(),
    /** 'iframe' opens /game, 'seamless' opens /seamless; lottery games have their own routes. */
    launchMode: text('launch_mode').notNull().default('iframe'),
    /** Catalogue order inside a vendor; also the popularity rank of hot games. */
    sort: integer('sort').notNull().default(0),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('games_code_key').on(t.code),
    index('games_type_vendor_idx').on(t.gameType, t.vendor, t.sort),
    index('games_parent_idx').on(t.parentNodeId),
  ],
);

export const pvpRooms = pgTable('pvp_rooms', {
  roomId: serial('room_id').primaryKey(),
  nodeId: integer('node_id').notNull(),
  name: text('name').notNull(),
  minBet: numeric('min_bet', { precision: 18, scale: 2 }).notNull(),
  maxPlayers: integer('max_players').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Lottery menus per prize mode (LOTT, ELOTT, SEA, VN): groups of game codes with a label. */
export const lotteryMenus = pgTable(
  'lottery_menus',
  {
    id: serial('id').primaryKey(),
    prizeMode: text('prize_mode').notNull(),
    gameGroupCode: text('game_group_code').notNull(),
    labelName: jsonb('label_name').$type<LocalisedText>().notNull(),
    /** Game codes of the group, in menu order. */
    gameCodes: jsonb('game_codes').$type<string[]>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('lottery_menus_group_key').on(t.prizeMode, t.gameGroupCode)],
);

export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: integer('member_id').notNull(),
    nodeId: integer('node_id').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.nodeId] })],
);

/** The member's last launches, one row per game (launching again moves it to the top). */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: integer('member_id').notNull(),
    nodeId: integer('node_id').notNull(),
    playedAt: bigint('played_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.nodeId] }), index('recent_games_member_idx').on(t.memberId, t.playedAt)],
);

/** Throttle of favourite toggles: one per member per second, shared by every gateway instance. */
export const favouriteToggles = pgTable('favourite_toggles', {
  memberId: integer('member_id').primaryKey(),
  lastAt: bigint('last_at', { mode: 'number' }).notNull(),
});
