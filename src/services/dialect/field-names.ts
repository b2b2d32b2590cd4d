/**
 * The one table of the original gateway family's answer field names beside
 * ours, per entity and per call. Marks as in api-facts.md: S the original
 * desktop bundle, T a third-party client of the same gateway, I inferred.
 *
 * - Game tile (S): the picture is `showIcon ?? iconUrl`, the name `displayName`.
 * - Vendor lane card (S): the picture is `lagerIcon` (sic), the label `displayName`;
 *   the spec's card names the vendor `vassalage` and carries no `vendor`.
 * - A mobile client (T) reads `smallIcon` and `h5Icon`; which answers it reads them
 *   from is not told, so games and vendors both carry them.
 * - Winner board (S): `vo` holds "the game fields", taken to be a game tile's names (I).
 * - Lottery menus and popular lotteries (I): their games are game tiles too.
 * - Launch (T): `value.content.game_url`, in other builds `value.url`.
 *
 * Answers whose names are the same on both sides (status, balance, member
 * info, announcements, favourites' ids) are not listed.
 */
import type { CallName } from '../calls';
import { each, entity, under, type AnswerShape, type FieldNames } from './shape';

export const gameCardNames = {
  imageUrl: { names: ['showIcon', 'iconUrl', 'h5Icon', 'smallIcon'], address: 'image' },
  gameName: { names: ['displayName'] },
} as const satisfies FieldNames;

export const vendorCardNames = {
  logoUrl: { names: ['lagerIcon', 'smallIcon', 'h5Icon'], address: 'image' },
  vendorName: { names: ['displayName'] },
  vendor: { names: ['vassalage'] },
} as const satisfies FieldNames;

export const launchAnswerNames = {
  'content.game_url': { names: ['url'], address: 'launch' },
  'content.game_url2': { names: [], address: 'launch' },
} as const satisfies FieldNames;

const gameCard = entity(gameCardNames);
const vendorCard = entity(vendorCardNames);
const lotteryMenu = under('gameMenus', each(gameCard));

/** Where the renamed entities sit in each call's `value`. */
export const answerShapes = {
  gameList: under('games', each(gameCard)),
  hotGames: under('list', each(gameCard)),
  favouriteList: under('content', each(gameCard)),
  recentGames: under('list', each(gameCard)),
  gameVendors: under('data', under('lanes', each(under('cards', each(vendorCard))))),
  winnerBoard: under('list', each(under('vo', gameCard))),
  lotteryMenus: each(lotteryMenu),
  vnLotteryMenu: each(lotteryMenu),
  lotteryPopular: each(gameCard),
  vnLotteryRecent: each(gameCard),
  launchGame: entity(launchAnswerNames),
} as const satisfies Partial<Record<CallName, AnswerShape>>;

export type RenamedCall = keyof typeof answerShapes;
