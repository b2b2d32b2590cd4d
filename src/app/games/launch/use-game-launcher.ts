/**
 * The one door to launching a game from any screen: lobby cards, hot games,
 * vendor lanes, recents, favourites, popular lottery and the winners board
 * all call the function this hook returns with the game's launch object.
 * The launch flow (machines/game-launch) decides what happens next.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { LaunchRequestTarget } from '../../../machines/game-launch/game-launch-rules';
import type { LaunchTarget } from '../../../services/schemas/games';
import { useApp } from '../../app-context';
import type { GameLaunchActor } from './game-launcher';

export type LaunchGame = (target: LaunchTarget) => void;

export function useGameLauncher(): LaunchGame {
  const { gameLauncher } = useApp();
  return useCallback((target: LaunchRequestTarget) => gameLauncher?.launch(target), [gameLauncher]);
}

const noLaunch = () => null;
const noSubscription = () => () => undefined;

/** The running launch, for the launch modals; null when nothing was launched. */
export function useCurrentLaunch(): GameLaunchActor | null {
  const { gameLauncher } = useApp();
  return useSyncExternalStore(gameLauncher?.subscribe ?? noSubscription, gameLauncher?.current ?? noLaunch);
}
