/**
 * Pure rules and types of the launch flow (spec §3, §4; api-facts §7.4):
 * what kind of launch a target is, where each kind opens, the first game
 * address and the launch host in front of a relative one.
 */
import type { LaunchTarget } from '../../services/schemas/games';

/**
 * A launch object, with the card's names when the caller has them (the game
 * page's toolbar shows one): a vendor's lane card (a live studio's lobby)
 * carries only the vendor's name.
 */
export type LaunchRequestTarget = LaunchTarget & { gameName?: string; vendorName?: string };

/**
 * maintenance: the card says the game is under maintenance; vendorListing: a
 * slots vendor card (the vendor itself, no game code) lists its games at
 * /rng; vassalage: a popup list of sub-games; lottery: one of the lottery
 * screens; game: a launch address opened in /game or /seamless.
 */
export type LaunchKind = 'maintenance' | 'vendorListing' | 'vassalage' | 'lottery' | 'game';

/** The session's answer to the launchGame gate, once the account kind is known. */
export type GateAnswer = 'login' | 'trialWarning' | 'allowed';

export type DestinationPath = '/game' | '/seamless' | '/lottery' | '/seaLottery' | '/vnLottery' | '/rng';

export interface Destination {
  to: DestinationPath;
  search: Record<string, string>;
}

export interface GameLaunchInput {
  target: LaunchRequestTarget;
  /** The launch host picked for this launch from the status answer's launchGameCDNs; '' serves from the gateway itself. */
  cdn: string;
}

export type GameLaunchOutcome = 'opened' | 'loginRequired' | 'trialRefused' | 'sessionEnded' | 'cancelled';

export interface GameLaunchOutput {
  outcome: GameLaunchOutcome;
  /** Where to go when the outcome is `opened`. */
  destination: Destination | null;
}

/** What the game page reads back: the address, the name for its toolbar, and the card (reloading launches it again). */
export interface StoredGame {
  address: string;
  name: string;
  mode: 'iframe' | 'seamless';
  target: LaunchRequestTarget;
}

export type GameLaunchEvent = { type: 'game.pick'; game: LaunchRequestTarget } | { type: 'launch.retry' } | { type: 'launch.cancel' };

export const lotteryAccountTypes: readonly string[] = ['LOTT', 'ELOTT', 'TCG_SEA', 'TCG_LOTTO_VN'];
const lotteryGameTypes: readonly string[] = ['LOTT', 'ELOTT'];

export const isLotteryTarget = (target: Pick<LaunchTarget, 'gameType' | 'accountTypeName'>): boolean =>
  lotteryAccountTypes.includes(target.accountTypeName) || lotteryGameTypes.includes(target.gameType);

export function launchKindOf(target: LaunchTarget): LaunchKind {
  if (target.maintenance) return 'maintenance';
  // A vassalage vendor in the slots lane opens its popup, not the listing.
  if (target.isGame === 'VASSALAGE') return 'vassalage';
  if (isLotteryTarget(target)) return 'lottery';
  if (target.gameType === 'RNG' && target.gameCode === '') return 'vendorListing';
  return 'game';
}

const withoutEmpty = (search: Record<string, string | null | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(search).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));

/** TCG_SEA → /seaLottery, TCG_LOTTO_VN → /vnLottery, LOTT and ELOTT → /lottery with the default play type. */
export function lotteryDestination(target: Pick<LaunchTarget, 'accountTypeName' | 'gameCode' | 'defaultPlayType'>): Destination {
  if (target.accountTypeName === 'TCG_SEA') return { to: '/seaLottery', search: withoutEmpty({ gameCode: target.gameCode }) };
  if (target.accountTypeName === 'TCG_LOTTO_VN') return { to: '/vnLottery', search: withoutEmpty({ gameCode: target.gameCode }) };
  return { to: '/lottery', search: withoutEmpty({ gameCode: target.gameCode, playType: target.defaultPlayType }) };
}

/** Spec §4: a slots vendor card commits its vassalage and opens the slots lobby filtered by it. */
export const vendorListingDestination = (target: Pick<LaunchTarget, 'vassalage'>): Destination => ({ to: '/rng', search: withoutEmpty({ vassalage: target.vassalage }) });

export const gameDestination = (target: Pick<LaunchTarget, 'launchMode'>): Destination => ({ to: target.launchMode === 'seamless' ? '/seamless' : '/game', search: {} });

const absolute = /^([a-z][a-z0-9+.-]*:)?\/\//i;

/** A relative game address is served from the launch host; an absolute one is left as it is. */
export function gameAddressOf(url: string, cdn: string): string {
  if (absolute.test(url) || cdn === '') return url;
  return `${cdn.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

export const storedGameOf = (target: LaunchRequestTarget, address: string): StoredGame => ({
  address,
  // The codes are the last resort: a player should never read EVO_LOBBY on the toolbar.
  name: target.gameName || target.vendorName || target.code || target.vendor,
  mode: target.launchMode === 'seamless' ? 'seamless' : 'iframe',
  target,
});

/** Popular games offered instead of one under maintenance: playable ones, the unavailable game left out. */
export function popularAlternatives<T extends LaunchTarget>(list: readonly T[], unavailable: LaunchTarget, count = 12): T[] {
  return list.filter((game) => !game.maintenance && game.nodeId !== unavailable.nodeId).slice(0, count);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Codes of a session the gateway no longer knows (api-facts §2); the HTTP client has told the session already. */
const sessionGoneCodes: readonly string[] = ['login.not.session', 'user.or.token.invalid', 'CUSTOMER_NOT_LOGIN', 'token_ip_different'];

export const isSessionGone = (error: unknown): boolean => isRecord(error) && (error.status === 401 || sessionGoneCodes.includes(String(error.code)));

export const isMaintenanceError = (error: unknown): boolean => isRecord(error) && error.code === 'game.maintenance';
