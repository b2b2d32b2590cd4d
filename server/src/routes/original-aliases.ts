/**
 * Other names and methods the original portal family uses for calls of our
 * registry: the same route (input, handler, token rules) mounted again under
 * the original's method or path. The portal keeps using the registry's; the
 * README's call reference lists these with each call.
 */
import { calls, type CallDef, type CallName } from '../../../src/services/calls';
import type { CallRoute } from '../http/call-route';

export interface CallAlias {
  of: CallName;
  call: CallDef;
  /** The original's method and path and who sends them, for the README. */
  why: string;
}

const relay = (name: string) => `/wps/relay/${name}`;

export const callAliases: readonly CallAlias[] = [
  { of: 'logout', call: { ...calls.logout, method: 'POST' }, why: '`POST`: a mobile front end of the family ends the session with POST' },
  { of: 'winnerBoard', call: { ...calls.winnerBoard, path: relay('ODSFE2_getWinnerBoard') }, why: '`GET /wps/relay/ODSFE2_getWinnerBoard`, the desktop bundle\'s name (api-facts §9)' },
  { of: 'status', call: { ...calls.status, path: '/wps/v2/system/status' }, why: '`GET /wps/v2/system/status` (api-facts §1.2, T)' },
  { of: 'withdraw', call: { ...calls.withdraw, path: '/wps/transaction/withdraw' }, why: '`POST /wps/transaction/withdraw`, the older path (api-facts §1.3)' },
  { of: 'hotGames', call: { ...calls.hotGames, method: 'POST' }, why: '`POST`, as a third-party client sends it (api-facts §1.4)' },
  { of: 'gameVendors', call: { ...calls.gameVendors, path: relay('GCSGAME_gameVendor') }, why: '`GET /wps/relay/GCSGAME_gameVendor` (api-facts §1.4, C)' },
  { of: 'vendorGameTypes', call: { ...calls.vendorGameTypes, path: relay('GLS2_getVassGameType') }, why: '`GET /wps/relay/GLS2_getVassGameType` (api-facts §1.4, C)' },
  { of: 'lotteryMenus', call: { ...calls.lotteryMenus, path: '/lgw/games' }, why: '`GET /lgw/games` (api-facts §1.4, C)' },
  { of: 'vnLotteryRecent', call: { ...calls.vnLotteryRecent, path: '/lgw/games/game_menus/recent' }, why: '`GET /lgw/games/game_menus/recent` (api-facts §1.4, C)' },
  { of: 'lotteryOpened', call: { ...calls.lotteryOpened, path: '/lgw/games/opened/numero' }, why: '`GET /lgw/games/opened/numero` (api-facts §1.4, C)' },
  { of: 'pointBalance', call: { ...calls.pointBalance, path: relay('MCSFE_getPointBalance') }, why: '`GET /wps/relay/MCSFE_getPointBalance` (api-facts §1.5, C)' },
  { of: 'pointRewards', call: { ...calls.pointRewards, path: relay('MCSFE_getPointReward') }, why: '`GET /wps/relay/MCSFE_getPointReward` (api-facts §1.5, C)' },
  { of: 'pointRedeemHistory', call: { ...calls.pointRedeemHistory, path: relay('MCSFE_getRedeemPointList') }, why: '`GET /wps/relay/MCSFE_getRedeemPointList` (api-facts §1.5, C)' },
  { of: 'pointConfig', call: { ...calls.pointConfig, path: relay('MCSFE_getPointConfig') }, why: '`GET /wps/relay/MCSFE_getPointConfig` (api-facts §1.5, C)' },
  { of: 'dividendContract', call: { ...calls.dividendContract, path: relay('MCSFE_processContractDividend') }, why: '`POST /wps/relay/MCSFE_processContractDividend` (api-facts §9, C)' },
  { of: 'dailySalaryContract', call: { ...calls.dailySalaryContract, path: relay('MCSFE_processDailySalaryContract') }, why: '`POST /wps/relay/MCSFE_processDailySalaryContract` (api-facts §9, C)' },
  { of: 'hourlySalaryContract', call: { ...calls.hourlySalaryContract, path: relay('MCSFE_processContractHourSalary') }, why: '`POST /wps/relay/MCSFE_processContractHourSalary` (api-facts §9, C)' },
];

/** The alias routes, built from the routes they stand for. */
export function aliasRoutes(routes: readonly CallRoute<any>[]): CallRoute<any>[] {
  return callAliases.map((alias) => {
    const route = routes.find((candidate) => candidate.call === calls[alias.of]);
    if (!route) throw new Error(`the alias of ${alias.of} has no route to stand for`);
    return { ...route, call: alias.call };
  });
}
