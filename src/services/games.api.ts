/**
 * Games, lottery and favourites calls (spec §7, api-facts §7.4). Each takes
 * the client and the caller's abort signal and returns the validated answer.
 */
import type { ApiContext } from './session.api';
import {
  favouriteIdsSchema,
  favouriteListSchema,
  gameListSchemaFor,
  hotGamesSchema,
  launchAnswerSchema,
  lotteryMenusSchema,
  openedDrawsSchema,
  popularLotterySchema,
  pvpRoomsSchema,
  recentGamesSchema,
  vendorGameTypesSchema,
  vendorLanesSchema,
  winnerBoardSchema,
  type GameList,
  type LaunchAnswer,
} from './schemas/games';
import { hotMatchesSchema, type HotMatchCategory } from './schemas/hot-matches';

/** Constants of the original client (spec §9, api-facts §7.4). */
export const gameQueryDefaults = { clientType: 3, platform: 'flash,html5-desktop', pageNo: 1, pageSize: 42 } as const;

export interface GameListQuery {
  gameType?: string;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  minBet?: number;
  minLineNum?: number;
  pageNo?: number;
  pageSize?: number;
  language: string;
}

const clean = (data: Record<string, unknown>) => Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined && value !== ''));

export const loadVendorLanes = async ({ http, signal }: ApiContext, merchantCode: string) =>
  (await http.call('gameVendors', { data: { platform: 'html5-desktop', merchantCode }, schema: vendorLanesSchema, signal })).data.lanes;

export const loadHotGames = async ({ http, signal }: ApiContext, query: { merchantCode: string; language: string; vassalage?: string }) =>
  (
    await http.call('hotGames', {
      data: { merchantCode: query.merchantCode, isPlatform: 2, vassalage: query.vassalage ?? '', platform: gameQueryDefaults.platform, language: query.language },
      schema: hotGamesSchema,
      signal,
    })
  ).list;

export const loadGameList = ({ http, signal }: ApiContext, query: GameListQuery & { merchant: string }): Promise<GameList> =>
  http.call('gameList', {
    data: clean({ clientType: gameQueryDefaults.clientType, platform: gameQueryDefaults.platform, pageNo: gameQueryDefaults.pageNo, pageSize: gameQueryDefaults.pageSize, ...query }),
    // A gateway of the original family does not say which page it answered: the one asked for.
    schema: gameListSchemaFor(query.pageNo ?? gameQueryDefaults.pageNo),
    signal,
  });

/** The game types a lobby filters by: of a vendor, of a category, or of a vendor within a category. */
export const loadVendorGameTypes = async ({ http, signal }: ApiContext, query: { vassalage?: string; gameType?: string }) =>
  (await http.call('vendorGameTypes', { data: clean({ ...query }), schema: vendorGameTypesSchema, signal })).list;

/** The twenty biggest wins, of every category ('ALL') or of one. */
export const loadWinnerBoard = async ({ http, signal }: ApiContext, language: string, gameCategory = 'ALL') =>
  (await http.call('winnerBoard', { data: { gameCategory, language, limitNum: 20 }, schema: winnerBoardSchema, signal })).list;

/** The featured matches of one board category (SPORTS, ESPORTS, COCKFIGHT), live ones first. */
export const loadHotMatches = async ({ http, signal }: ApiContext, query: { category: HotMatchCategory; language: string }) =>
  (await http.call('sportsHotMatches', { data: query, schema: hotMatchesSchema, signal })).list;

export const loadPvpRooms = async ({ http, signal }: ApiContext, query: { nodeId?: number; language: string }) =>
  (await http.call('pvpRooms', { data: clean({ ...query }), schema: pvpRoomsSchema, signal })).list;

/** The launch address request of spec §7 (card games, slots, live tables…). */
export interface LaunchRequest {
  nodeId: number;
  gameId?: string;
  roomId?: number;
  vassalage: string;
  username: string;
  token: string;
  merchantCode: string;
  language: string;
}

export const requestLaunchAddress = ({ http, signal }: ApiContext, request: LaunchRequest): Promise<LaunchAnswer> =>
  http.call('launchGame', {
    data: clean({ ...request, accountType: 1, confirmTrans: 0, launchMode: 'GLS', platform: 'html5-desktop', clientType: gameQueryDefaults.clientType }),
    schema: launchAnswerSchema,
    signal,
  });

/** The lottery lobby launch (api-facts §7.4): `lottoView` betting when a game code is given, else lobby. */
export interface LotteryLaunchRequest {
  lottoArea?: string;
  lottoPrizeMode: string;
  lottoGameCode?: string;
  backUrl: string;
  language: string;
}

export const requestLotteryLaunch = ({ http, signal }: ApiContext, request: LotteryLaunchRequest): Promise<LaunchAnswer> =>
  http.call('launchGame', {
    data: clean({ lottoArea: 'VN', ...request, launchMode: 'LOTT', lottoView: request.lottoGameCode ? 'betting' : 'lobby', device: 'WEB' }),
    schema: launchAnswerSchema,
    signal,
  });

export const loadFavouriteIds = async ({ http, signal }: ApiContext) => http.call('favouriteIds', { schema: favouriteIdsSchema, signal });

export const loadFavouriteList = ({ http, signal }: ApiContext, query: { language: string; token: string }) =>
  http.call('favouriteList', {
    data: { clientType: gameQueryDefaults.clientType, platform: 'flash', language: query.language, token: query.token, pageNo: 1, pageSize: 999, gameType: 'RNG' },
    schema: favouriteListSchema,
    signal,
  });

export interface FavouriteKey {
  nodeId: number;
  vendor: string;
  gameType: string;
}

export const addFavourite = ({ http, signal }: ApiContext, game: FavouriteKey) =>
  http.call('favouriteAdd', { data: { nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType }, schema: favouriteIdsSchema, signal });

export const removeFavourite = ({ http, signal }: ApiContext, game: FavouriteKey) =>
  http.call('favouriteRemove', { data: { nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType }, schema: favouriteIdsSchema, signal });

export const loadRecentGames = ({ http, signal }: ApiContext, language: string) =>
  http.call('recentGames', { data: { clientType: gameQueryDefaults.clientType, language }, schema: recentGamesSchema, signal });

export const loadLotteryMenus = ({ http, signal }: ApiContext, query: { prizeMode: string; language: string }) =>
  http.call('lotteryMenus', { data: query, schema: lotteryMenusSchema, signal });

export const loadVnLotteryMenu = ({ http, signal }: ApiContext, query: { prizeMode: string; language: string }) =>
  http.call('vnLotteryMenu', { data: { ...query, device: 'WEB' }, schema: lotteryMenusSchema, signal });

export const loadVnLotteryRecent = ({ http, signal }: ApiContext, language: string) =>
  http.call('vnLotteryRecent', { data: { language }, schema: popularLotterySchema, signal });

export const loadPopularLottery = ({ http, signal }: ApiContext, language: string) =>
  http.call('lotteryPopular', { data: { count: 20, language }, schema: popularLotterySchema, signal });

export const loadVnOpenedNumbers = ({ http, signal }: ApiContext, language: string) =>
  http.call('vnLotteryOpened', { data: { count: 100, language }, schema: openedDrawsSchema, signal });

export const loadOpenedDraws = ({ http, signal }: ApiContext, query: { gameCode?: string; language: string }) =>
  http.call('lotteryOpened', { data: clean({ ...query }), schema: openedDrawsSchema, signal });
