/**
 * The launch machine with its effects provided: the launch, sub-game and
 * popular-game calls, the session's gate, and the store the game page reads.
 * The composition root and the model test build it the same way.
 */
import type { AnyActorRef } from 'xstate';
import { gameLaunchMachine } from '../../../machines/game-launch/game-launch.machine';
import type { StoredGame } from '../../../machines/game-launch/game-launch-rules';
import { createGameLaunchActors, type GamesDeps } from '../../../services/games.actors';
import { createAskGate } from './ask-gate';

export interface LaunchLogicDeps extends GamesDeps {
  session: AnyActorRef | undefined;
  store: { write(game: StoredGame): void };
}

export function createGameLaunchLogic(deps: LaunchLogicDeps) {
  return gameLaunchMachine.provide({
    actors: { ...createGameLaunchActors(deps), askGate: createAskGate(deps.session) },
    actions: { storeGame: (_, game: StoredGame) => deps.store.write(game) },
  });
}

export type GameLaunchLogic = ReturnType<typeof createGameLaunchLogic>;
