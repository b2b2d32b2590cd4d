/**
 * The launcher the composition root hands out: the launch flow's code (its
 * machine, calls and store) loads on the first launch or the first visit to
 * a game page, not with the portal's first screen.
 */
import type { GameLauncher } from './game-launcher';

export function createLazyGameLauncher(load: () => Promise<GameLauncher>): GameLauncher {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  let loaded: GameLauncher | null = null;
  let loading: Promise<GameLauncher> | null = null;

  const loadOnce = () => {
    loading ??= load().then(
      (launcher) => {
        loaded = launcher;
        launcher.subscribe(notify);
        notify();
        return launcher;
      },
      (error: unknown) => {
        // The next launch tries to load it again.
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  return {
    launch: (target) => void loadOnce().then((launcher) => launcher.launch(target), () => undefined),
    current: () => loaded?.current() ?? null,
    storedGame: () => loaded?.storedGame() ?? null,
    ready: () => loaded !== null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    preload: () => void loadOnce().catch(() => undefined),
  };
}
