/** Pure rules and types of a lottery screen: which prize mode the frame launches with, and the menu's games. */
import type { LotteryLaunchInput, LotteryLobbyData } from '../../services/games.actors';
import type { LotteryGame } from '../../services/schemas/games';

export interface LotteryLobbyInput {
  /** The game of the query (`?gameCode=`); null opens the lottery lobby. */
  gameCode: string | null;
  /** The launch host picked for this screen ('' for the gateway's own). */
  cdn: string;
}

export type LotteryLobbyEvent =
  | { type: 'game.select'; gameCode: string | null }
  | { type: 'lobby.retry' }
  | { type: 'frame.retry' }
  | { type: 'menu.refresh' };

export const menuGames = (lobby: LotteryLobbyData): LotteryGame[] => lobby.menus.flatMap((menu) => menu.gameMenus);

/** A chosen game launches betting in its own prize mode; without one (or one the menus lack) the lobby of the screen's mode opens. */
export function lotteryLaunchOf(lobby: LotteryLobbyData, gameCode: string | null): LotteryLaunchInput {
  const game = gameCode ? [...menuGames(lobby), ...lobby.recent].find((entry) => entry.gameCode === gameCode) : undefined;
  return { prizeMode: game?.prizeMode ?? lobby.prizeMode, gameCode };
}
