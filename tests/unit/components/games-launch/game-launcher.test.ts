/**
 * The launcher's wiring between a launch and the shell: the modals follow the
 * launch's states, closing one cancels the launch, and the state a launch
 * ends in opens the login popup, the trial warning or the destination. The
 * launch machine and the shell are the real ones; the calls are settled here.
 */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { createGameLauncher } from '../../../../src/app/games/launch/game-launcher';
import { createGameStore } from '../../../../src/app/games/launch/game-store';
import { createLazyGameLauncher } from '../../../../src/app/games/launch/lazy-game-launcher';
import { gameLaunchMachine } from '../../../../src/machines/game-launch/game-launch.machine';
import type { GateAnswer, LaunchRequestTarget } from '../../../../src/machines/game-launch/game-launch-rules';
import { shellMachine } from '../../../../src/machines/shell/shell.machine';
import type { GameCard } from '../../../../src/services/schemas/games';
import { gameCard } from './fixtures';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

function world(verdict: GateAnswer = 'allowed') {
  const calls = { subGames: deferred<GameCard[]>(), popular: deferred<GameCard[]>(), address: deferred<string>() };
  const logic = gameLaunchMachine.provide({
    actors: {
      askGate: fromPromise(async () => verdict),
      loadSubGames: fromPromise(() => calls.subGames.promise),
      loadPopularGames: fromPromise(() => calls.popular.promise),
      requestGameAddress: fromPromise(() => calls.address.promise),
    },
  });
  const storage = new Map<string, string>();
  const store = createGameStore({ getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => void storage.set(key, value) });
  const shell = createActor(shellMachine, { input: { pathname: '/rng' } }).start();
  const navigate = vi.fn();
  const launcher = createGameLauncher({ logic: logic.provide({ actions: { storeGame: (_, game) => store.write(game) } }), shell, store, pickCdn: () => 'https://cdn.example', navigate });
  const modal = () => shell.getSnapshot().context.modal;
  return { calls, launcher, shell, navigate, store, modal };
}

const vassalageCard: LaunchRequestTarget = gameCard({ isGame: 'VASSALAGE', gameType: 'FISH', vendor: 'FG', vassalage: 'FG', gameName: 'Fishing Kingdom' });

describe('game launcher', () => {
  it('opens the game page with the address served from the launch host', async () => {
    const { calls, launcher, navigate, store, modal } = world();
    launcher.launch(gameCard());
    calls.address.resolve('/provider/demo/slot?token=t');
    await settle();
    expect(navigate).toHaveBeenCalledWith({ to: '/game', search: {} });
    expect(store.read()).toMatchObject({ address: 'https://cdn.example/provider/demo/slot?token=t', name: 'Golden Pirate Legend', mode: 'iframe' });
    expect(modal()).toBeNull();
  });

  it('opens the login popup for a visitor and the warning for a trial account', async () => {
    const guest = world('login');
    guest.launcher.launch(gameCard());
    await settle();
    expect(guest.modal()).toBe('login');
    expect(guest.shell.getSnapshot().context.modalProps).toEqual({ mode: 'login' });
    const trial = world('trialWarning');
    trial.launcher.launch(gameCard());
    await settle();
    expect(trial.modal()).toBe('trialWarning');
    expect(trial.navigate).not.toHaveBeenCalled();
  });

  it('shows the sub-games in their modal, and closing it cancels the launch', async () => {
    const { calls, launcher, shell, modal } = world();
    launcher.launch(vassalageCard);
    await settle();
    expect(modal()).toBe('vassalageGames');
    calls.subGames.resolve([gameCard({ vendor: 'FG', vassalage: 'FG' })]);
    await settle();
    shell.send({ type: 'modal.close' });
    expect(launcher.current()?.getSnapshot().value).toBe('cancelled');
  });

  it('closes the modal when a sub-game is picked, then opens that game', async () => {
    const { calls, launcher, navigate, modal } = world();
    launcher.launch(vassalageCard);
    calls.subGames.resolve([gameCard({ vendor: 'FG', vassalage: 'FG', nodeId: 3101 })]);
    await settle();
    const current = launcher.current()!;
    current.send({ type: 'game.pick', game: current.getSnapshot().context.subGames[0] });
    await settle();
    expect(modal()).toBeNull();
    calls.address.resolve('/provider/demo/slot?token=t');
    await settle();
    expect(navigate).toHaveBeenCalledWith({ to: '/game', search: {} });
  });

  it('shows a failure with a retry, and a game under maintenance with popular games', async () => {
    const { calls, launcher, modal } = world();
    launcher.launch(gameCard());
    calls.address.reject({ code: 'network.abnormal', status: 0 });
    await settle();
    expect(modal()).toBe('gameLaunchFailed');
    launcher.launch(gameCard({ maintenance: true }));
    await settle();
    expect(modal()).toBe('gameMaintenance');
  });

  it('ends quietly when the session is gone, and a new launch replaces the running one', async () => {
    const { calls, launcher, modal, navigate } = world();
    launcher.launch(vassalageCard);
    await settle();
    const first = launcher.current();
    launcher.launch(gameCard());
    expect(first?.getSnapshot().status).toBe('stopped');
    expect(modal()).toBeNull();
    calls.address.reject({ code: 'login.not.session', status: 401 });
    await settle();
    expect(launcher.current()?.getSnapshot().value).toBe('sessionEnded');
    expect(modal()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('lazy game launcher', () => {
  it('loads the launch code on the first launch, then hands every launch over', async () => {
    const inner = world();
    const load = vi.fn(async () => inner.launcher);
    const lazy = createLazyGameLauncher(load);
    const listener = vi.fn();
    lazy.subscribe(listener);
    expect(lazy.ready()).toBe(false);
    expect(lazy.current()).toBeNull();
    lazy.launch(gameCard({ maintenance: true }));
    await settle();
    expect(load).toHaveBeenCalledOnce();
    expect(lazy.ready()).toBe(true);
    expect(listener).toHaveBeenCalled();
    expect(lazy.current()?.getSnapshot().matches('maintenance')).toBe(true);
    lazy.preload();
    await settle();
    expect(load).toHaveBeenCalledOnce();
  });

  it('tries to load again after a failed load', async () => {
    const inner = world();
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk')).mockResolvedValueOnce(inner.launcher);
    const lazy = createLazyGameLauncher(load);
    lazy.launch(gameCard());
    await settle();
    expect(lazy.ready()).toBe(false);
    lazy.launch(gameCard({ maintenance: true }));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(lazy.current()?.getSnapshot().matches('maintenance')).toBe(true);
  });
});
