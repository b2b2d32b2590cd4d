import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { GameLauncher } from '../../../../src/app/games/launch/game-launcher';
import { resumeAfterLogin } from '../../../../src/app/games/launch/resume-after-login';
import type { GateAnswer, LaunchRequestTarget } from '../../../../src/machines/game-launch/game-launch-rules';
import { gameLaunchMachine } from '../../../../src/machines/game-launch/game-launch.machine';
import type { SessionView } from '../../../../src/machines/session/session.selectors';
import { gameCard } from './fixtures';

function watchable<T>(initial: T) {
  let value = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    getSnapshot: () => value,
    subscribe(listener: (value: T) => void) {
      listeners.add(listener);
      return { unsubscribe: () => void listeners.delete(listener) };
    },
    set(next: T) {
      value = next;
      listeners.forEach((listener) => listener(next));
    },
  };
}

const sessionView = (status: SessionView['status'], accountLoading = false) => ({ status, accountLoading }) as SessionView;
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

/** A launcher whose launches run the real machine with a fixed gate answer, and which records relaunches. */
function world() {
  const listeners = new Set<() => void>();
  let current: ReturnType<GameLauncher['current']> = null;
  const relaunched: LaunchRequestTarget[] = [];
  const click = (target: LaunchRequestTarget, verdict: GateAnswer) => {
    const logic = gameLaunchMachine.provide({ actors: { askGate: fromPromise(async () => verdict) } });
    current = createActor(logic, { input: { target, cdn: '' } }) as unknown as ReturnType<GameLauncher['current']>;
    listeners.forEach((listener) => listener());
    current!.start();
  };
  const launcher: GameLauncher = {
    launch: (target) => void relaunched.push(target),
    current: () => current,
    storedGame: () => null,
    ready: () => true,
    preload: () => undefined,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const session = watchable(sessionView('guest'));
  const modal = watchable<string | null>(null);
  resumeAfterLogin({ launcher, session, modal });
  return { click, relaunched, session, modal };
}

describe('a launch that asked a visitor to log in', () => {
  it('starts again once the session knows the account the player logged in with', async () => {
    const { click, relaunched, session, modal } = world();
    const game = gameCard();
    click(game, 'login');
    await settle();
    modal.set('login');
    session.set(sessionView('loggedIn', true));
    modal.set(null);
    expect(relaunched).toEqual([]);
    session.set(sessionView('loggedIn'));
    expect(relaunched).toEqual([game]);
    session.set(sessionView('loggedIn'));
    expect(relaunched).toHaveLength(1);
  });

  it('is forgotten when the popups close while the player is still a visitor', async () => {
    const { click, relaunched, session, modal } = world();
    click(gameCard(), 'login');
    await settle();
    modal.set('login');
    modal.set(null);
    session.set(sessionView('loggedIn'));
    expect(relaunched).toEqual([]);
  });

  it('gives way to a newer launch, and launches that were allowed are never repeated', async () => {
    const { click, relaunched, session } = world();
    click(gameCard(), 'login');
    await settle();
    click(gameCard({ nodeId: 1002, gameName: 'Aztec Gold' }), 'allowed');
    await settle();
    session.set(sessionView('loggedIn'));
    expect(relaunched).toEqual([]);
  });
});
