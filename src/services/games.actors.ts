/**
 * Actor bindings of the launch and lottery calls. A launch answer carries two
 * addresses; the flow opens the first one given (spec §2). The lottery
 * screens each load their own lobby: /lottery both lottery menus (the brand's
 * prize mode decides the lobby opened without a game), /vnLottery the VN
 * menu with the member's recent games and the latest opened numbers,
 * /seaLottery the SEA menu.
 */
import { fromPromise } from 'xstate';
import type { HttpClient } from './http';
import { ApiError } from './http';
import { errorCodes } from './error-codes';
import {
  loadGameList,
  loadHotGames,
  loadLotteryMenus,
  loadVnLotteryMenu,
  loadVnLotteryRecent,
  loadVnOpenedNumbers,
  requestLaunchAddress,
  requestLotteryLaunch,
} from './games.api';
import type { GameCard, LaunchAnswer, LaunchTarget, LotteryGame, LotteryMenu, OpenedDraw } from './schemas/games';

export interface GamesDeps {
  http: HttpClient;
  merchant: string;
  language(): string;
  /** The session's token and the member's account name, sent in the launch request (spec §7). */
  token(): string | null;
  username(): string;
}

/** The first address of a launch answer; an answer with neither means the game cannot open. */
export function firstAddress(answer: LaunchAnswer): string {
  const address = answer.content.game_url || answer.content.game_url2;
  if (!address) throw new ApiError(errorCodes.gameNotFound, 404);
  return address;
}

/** Sub-games of a VASSALAGE card fit one popup: the whole list in one page (the list call's largest). */
const subGamesPageSize = 100;

export function createGameLaunchActors(deps: GamesDeps) {
  const { http } = deps;
  return {
    loadSubGames: fromPromise<GameCard[], LaunchTarget>(async ({ input, signal }) => {
      const list = await loadGameList({ http, signal }, { merchant: deps.merchant, vassalage: input.vassalage, pageSize: subGamesPageSize, language: deps.language() });
      return list.games;
    }),
    loadPopularGames: fromPromise<GameCard[], LaunchTarget>(({ signal }) => loadHotGames({ http, signal }, { merchantCode: deps.merchant, language: deps.language() })),
    requestGameAddress: fromPromise<string, LaunchTarget>(async ({ input, signal }) =>
      firstAddress(
        await requestLaunchAddress(
          { http, signal },
          {
            nodeId: input.nodeId,
            gameId: input.gameCode || input.code,
            roomId: input.roomId,
            vassalage: input.vassalage,
            username: deps.username(),
            token: deps.token() ?? '',
            merchantCode: deps.merchant,
            language: deps.language(),
          },
        ),
      ),
    ),
  };
}

/** What a lottery screen shows beside its frame. */
export interface LotteryLobbyData {
  /** The prize mode of the lobby opened when no game is chosen. */
  prizeMode: string;
  menus: LotteryMenu[];
  /** The member's recent VN lotteries (VN screen only). */
  recent: LotteryGame[];
  /** The latest opened numbers (VN screen only). */
  opened: OpenedDraw[];
}

export type LotteryScreen = 'lottery' | 'vn' | 'sea';

/** api-facts §7.4: the brand's prize mode is ELOTT when the ELOTT menus hold a LOTT or VN lottery game, else LOTT. */
export function brandPrizeMode(elottMenus: readonly LotteryMenu[]): 'ELOTT' | 'LOTT' {
  const holdsLottery = elottMenus.some((menu) => menu.gameMenus.some((game) => game.accountTypeName === 'LOTT' || game.accountTypeName === 'TCG_LOTTO_VN'));
  return holdsLottery ? 'ELOTT' : 'LOTT';
}

export interface LotteryLaunchInput {
  prizeMode: string;
  gameCode: string | null;
}

/** What one lottery screen loads beside its frame. */
export async function loadLotteryLobby({ http, language }: Pick<GamesDeps, 'http' | 'language'>, screen: LotteryScreen, signal?: AbortSignal): Promise<LotteryLobbyData> {
  const api = { http, signal };
  const lang = language();
  if (screen === 'vn') {
    const [menus, recent, opened] = await Promise.all([
      loadVnLotteryMenu(api, { prizeMode: 'VN', language: lang }),
      loadVnLotteryRecent(api, lang),
      loadVnOpenedNumbers(api, lang),
    ]);
    return { prizeMode: 'VN', menus, recent, opened };
  }
  if (screen === 'sea') return { prizeMode: 'SEA', menus: await loadLotteryMenus(api, { prizeMode: 'SEA', language: lang }), recent: [], opened: [] };
  // Both menus: the player sees every lottery game, and each launches with its own prize mode.
  const [lott, elott] = await Promise.all([loadLotteryMenus(api, { prizeMode: 'LOTT', language: lang }), loadLotteryMenus(api, { prizeMode: 'ELOTT', language: lang })]);
  return { prizeMode: brandPrizeMode(elott), menus: [...lott, ...elott], recent: [], opened: [] };
}

export function createLotteryActors(deps: Pick<GamesDeps, 'http' | 'language'> & { screen: LotteryScreen; backUrl(): string }) {
  const { http } = deps;
  return {
    loadLobby: fromPromise<LotteryLobbyData>(({ signal }) => loadLotteryLobby(deps, deps.screen, signal)),
    launchLottery: fromPromise<string, LotteryLaunchInput>(async ({ input, signal }) =>
      firstAddress(
        await requestLotteryLaunch(
          { http, signal },
          { lottoPrizeMode: input.prizeMode, lottoGameCode: input.gameCode ?? undefined, backUrl: deps.backUrl(), language: deps.language() },
        ),
      ),
    ),
  };
}
