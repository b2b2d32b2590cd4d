/**
 * Answers of the games, lottery and favourites calls (spec §3, §7;
 * api-facts §7.4). The gateway builds them, the portal validates them: one
 * definition of every field.
 *
 * Entities whose fields the original gateway family names otherwise (game
 * tiles, vendor cards, the launch answer) are read through their table in
 * dialect/field-names.ts first, and fields only our gateway sends have
 * defaults, so a gateway of that family fills the same views.
 */
import * as v from 'valibot';
import { gameCardNames, launchAnswerNames, vendorCardNames } from '../dialect/field-names';
import { fromOriginal } from '../dialect/read-original';
import type { FieldNames } from '../dialect/shape';

/** `schema`, after the original's names were copied to ours where ours are missing. */
const readingOriginal = <TSchema extends v.GenericSchema>(names: FieldNames, schema: TSchema) => v.pipe(v.unknown(), v.transform(fromOriginal(names)), schema);

export const gameCategories = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'] as const;
export type GameCategory = (typeof gameCategories)[number];

/** Vendor groups that belong to SPORTS in the catalogue and get their own lanes and pages (spec §1). */
export const sportsGroups = ['ESPORTS', 'COCKFIGHT'] as const;

/** Lottery account types and where each one opens (api-facts §7.4). */
export const lotteryAccountTypes = ['LOTT', 'ELOTT', 'TCG_SEA', 'TCG_LOTTO_VN'] as const;

/** The launch object (spec §3): what the launch flow needs to decide where a game opens. */
export const launchTargetSchema = v.object({
  nodeId: v.number(),
  /** Category: LOTT or ELOTT for lottery. */
  gameType: v.string(),
  /** 'VASSALAGE': a list of sub-games opens in a popup. Empty otherwise. */
  isGame: v.optional(v.string(), ''),
  /** The vendor's game code. */
  code: v.string(),
  gameCode: v.string(),
  defaultPlayType: v.optional(v.nullable(v.string()), null),
  accountTypeName: v.string(),
  vendor: v.string(),
  vassalage: v.string(),
  /** 'iframe' opens /game, 'seamless' opens /seamless. */
  launchMode: v.optional(v.string(), 'iframe'),
  maintenance: v.optional(v.boolean(), false),
  /** A PvP room chosen in the room list: the launch request then names the room (spec §7: gameId or roomId). */
  roomId: v.optional(v.number()),
});
export type LaunchTarget = v.InferOutput<typeof launchTargetSchema>;

export const gameCardSchema = readingOriginal(
  gameCardNames,
  v.object({
    ...launchTargetSchema.entries,
    gameName: v.string(),
    vendorName: v.optional(v.string(), ''),
    gameClassify: v.optional(v.string(), ''),
    /** Absolute image address ('' or a broken one: the portal falls back to the default game icon). */
    imageUrl: v.optional(v.string(), ''),
    minBet: v.optional(v.number(), 0),
    minLineNum: v.optional(v.number(), 0),
    isHot: v.optional(v.number(), 0),
  }),
);
export type GameCard = v.InferOutput<typeof gameCardSchema>;

/** A card of a vendor lane: a vendor, launched as its lobby game or listed at /rng?vassalage=. */
export const vendorCardSchema = readingOriginal(
  vendorCardNames,
  v.object({
    ...launchTargetSchema.entries,
    // The spec's vendor card has no launch codes of its own (spec §3): a card without them lists the vendor's games.
    code: v.optional(v.string(), ''),
    gameCode: v.optional(v.string(), ''),
    accountTypeName: v.optional(v.string(), ''),
    vendorName: v.string(),
    gameClassify: v.optional(v.string(), ''),
    isHot: v.number(),
    logoUrl: v.optional(v.string(), ''),
    gameCount: v.optional(v.number(), 0),
  }),
);
export type VendorCard = v.InferOutput<typeof vendorCardSchema>;

export const vendorLaneSchema = v.object({
  /** The category (RNG, LIVE, …, ESPORTS, COCKFIGHT). */
  title: v.string(),
  gameClassify: v.optional(v.string(), ''),
  cards: v.array(vendorCardSchema),
});
export type VendorLane = v.InferOutput<typeof vendorLaneSchema>;

export const vendorLanesSchema = v.object({ data: v.object({ lanes: v.array(vendorLaneSchema) }) });
export type VendorLanes = v.InferOutput<typeof vendorLanesSchema>;

/** A page of the game list; an answer without `pageNo` is the page that was asked for. */
export const gameListSchemaFor = (askedPage: number) =>
  v.pipe(
    v.object({
      games: v.array(gameCardSchema),
      totalPages: v.number(),
      // Ours: the original answers only games and totalPages (api-facts §7.4).
      totalCount: v.optional(v.number()),
      pageNo: v.optional(v.number(), askedPage),
      pageSize: v.optional(v.number()),
    }),
    v.transform((list) => ({ ...list, totalCount: list.totalCount ?? list.games.length, pageSize: list.pageSize ?? list.games.length })),
  );
export const gameListSchema = gameListSchemaFor(1);
export type GameList = v.InferOutput<typeof gameListSchema>;

export const hotGamesSchema = v.object({ list: v.array(gameCardSchema) });

export const vendorGameTypesSchema = v.object({
  list: v.array(v.object({ gameClassify: v.string(), count: v.number() })),
});
export type VendorGameTypes = v.InferOutput<typeof vendorGameTypesSchema>;

export const winnerEntrySchema = v.object({
  vo: readingOriginal(
    gameCardNames,
    v.object({
      /** Masked account of the winner. */
      customerName: v.string(),
      winAmount: v.number(),
      gameName: v.string(),
      nodeId: v.number(),
      vendor: v.string(),
      gameType: v.string(),
      imageUrl: v.optional(v.string(), ''),
      /** Epoch milliseconds of the round; ours only, it keys the rows. */
      winTime: v.optional(v.number(), 0),
    }),
  ),
});
export const winnerBoardSchema = v.object({ list: v.array(winnerEntrySchema) });
export type WinnerEntry = v.InferOutput<typeof winnerEntrySchema>;

export const pvpRoomSchema = v.object({
  roomId: v.number(),
  nodeId: v.number(),
  roomName: v.string(),
  gameName: v.string(),
  minBet: v.number(),
  maxPlayers: v.number(),
  /** Members who launched this room's game in the last minutes. */
  onlinePlayers: v.number(),
});
export const pvpRoomsSchema = v.object({ list: v.array(pvpRoomSchema) });
export type PvpRoom = v.InferOutput<typeof pvpRoomSchema>;

/** Launch answer: the game address (api-facts §7.4 `value.content.game_url`), with a second address as fallback. */
export const launchAnswerSchema = readingOriginal(
  launchAnswerNames,
  v.object({
    content: v.object({ game_url: v.string(), game_url2: v.optional(v.string(), '') }),
  }),
);
export type LaunchAnswer = v.InferOutput<typeof launchAnswerSchema>;

export const favouriteIdsSchema = v.array(v.string());

export const favouriteListSchema = v.object({ content: v.array(gameCardSchema), pageNum: v.number(), totalPages: v.number() });
export const recentGamesSchema = v.object({ list: v.array(gameCardSchema), totalPages: v.number() });

/** A lottery game as the menus and the popular list show it. */
export const lotteryGameSchema = readingOriginal(
  gameCardNames,
  v.object({
    ...launchTargetSchema.entries,
    gameName: v.string(),
    imageUrl: v.optional(v.string(), ''),
    prizeMode: v.string(),
    /** The draw open for bets: its issue number and when it closes (epoch ms). */
    drawNo: v.string(),
    nextDrawAt: v.number(),
  }),
);
export type LotteryGame = v.InferOutput<typeof lotteryGameSchema>;

export const lotteryMenuSchema = v.object({
  gameGroupCode: v.string(),
  labelName: v.string(),
  gameMenus: v.array(lotteryGameSchema),
});
export const lotteryMenusSchema = v.array(lotteryMenuSchema);
export type LotteryMenu = v.InferOutput<typeof lotteryMenuSchema>;

export const popularLotterySchema = v.array(lotteryGameSchema);

export const openedDrawSchema = v.object({
  gameCode: v.string(),
  gameName: v.string(),
  drawNo: v.string(),
  numbers: v.array(v.number()),
  /** Epoch milliseconds. */
  openedAt: v.number(),
});
export const openedDrawsSchema = v.array(openedDrawSchema);
export type OpenedDraw = v.InferOutput<typeof openedDrawSchema>;
