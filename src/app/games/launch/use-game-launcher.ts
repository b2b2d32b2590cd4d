/**
 * The one door to launching a game from any screen: lobby cards, hot games,
 * vendor lanes, recents, favourites, popular lottery and the winners board
 * all call the function this hook returns with the game's launch object.
 * The launch flow (machines/game-launch) decides what happens next.
 */
import type { LaunchTarget } from '../../../services/schemas/games';

export type LaunchGame = (target: LaunchTarget) => void;

export function useGameLauncher(): LaunchGame {
  // Replaced by the launch flow's wiring.
  return () => undefined;
}
