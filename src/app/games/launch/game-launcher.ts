/**
 * Runs one launch actor at a time (a new launch replaces one still running)
 * and acts on its states: the launch modals open and close with the states
 * that show them, closing such a modal cancels the launch, and the state the
 * launch ends in decides the rest: the destination page, the login popup or
 * the trial warning. Modal views find the running launch here.
 */
import type { Actor } from 'xstate';
import { createInspectedActor } from '../../../inspection/create-inspected-actor';
import type { Destination, LaunchRequestTarget, StoredGame } from '../../../machines/game-launch/game-launch-rules';
import { selectLaunchModal, selectOutcome, type LaunchModal } from '../../../machines/game-launch/game-launch.selectors';
import type { ModalName } from '../../../machines/shell/modal-names';
import type { ShellSnapshot } from '../../../machines/shell/shell.selectors';
import type { GameLaunchLogic } from './launch-logic';
import type { GameStore } from './game-store';

export type GameLaunchActor = Actor<GameLaunchLogic>;

interface ShellPort {
  send(event: { type: 'modal.open'; modal: ModalName; props?: Record<string, unknown> } | { type: 'modal.close' }): void;
  getSnapshot(): Pick<ShellSnapshot, 'context'>;
  subscribe(listener: (snapshot: Pick<ShellSnapshot, 'context'>) => void): { unsubscribe(): void };
}

export interface GameLauncherDeps {
  logic: GameLaunchLogic;
  shell: ShellPort;
  store: GameStore;
  /** The launch host for the next launch. */
  pickCdn(): string;
  navigate(destination: Destination): void;
}

export interface GameLauncher {
  launch(target: LaunchRequestTarget): void;
  /** The launch running now (or the last one), for the modal views. */
  current(): GameLaunchActor | null;
  /** The game the last launch opened, for the game page. */
  storedGame(): StoredGame | null;
  /** False while the launch code is still on its way (see lazy-game-launcher.ts); preload starts it. */
  ready(): boolean;
  preload(): void;
  /** Told of every new launch and every newly stored game. */
  subscribe(listener: () => void): () => void;
}

export function createGameLauncher({ logic, shell, store, pickCdn, navigate }: GameLauncherDeps): GameLauncher {
  const listeners = new Set<() => void>();
  let current: GameLaunchActor | null = null;
  let wanted: LaunchModal | null = null;
  const notify = () => listeners.forEach((listener) => listener());
  store.subscribe(notify);

  const modalOnScreen = () => shell.getSnapshot().context.modal;

  // Closing a launch modal (its close button, Escape, another modal) cancels the launch it belonged to.
  shell.subscribe((snapshot) => {
    if (wanted && snapshot.context.modal !== wanted) current?.send({ type: 'launch.cancel' });
  });

  function follow(actor: GameLaunchActor) {
    actor.subscribe((snapshot) => {
      if (actor !== current) return;
      const modal = selectLaunchModal(snapshot);
      const previous = wanted;
      wanted = modal;
      if (modal && modalOnScreen() !== modal) shell.send({ type: 'modal.open', modal });
      else if (!modal && previous && modalOnScreen() === previous) shell.send({ type: 'modal.close' });

      const outcome = selectOutcome(snapshot);
      if (outcome === 'opened' && snapshot.context.destination) navigate(snapshot.context.destination);
      else if (outcome === 'loginRequired') shell.send({ type: 'modal.open', modal: 'login', props: { mode: 'login' } });
      else if (outcome === 'trialRefused') shell.send({ type: 'modal.open', modal: 'trialWarning' });
    });
  }

  return {
    launch(target) {
      const previous = current;
      const shown = wanted;
      const actor = createInspectedActor(logic, { input: { target, cdn: pickCdn() } });
      current = actor;
      wanted = null;
      previous?.stop();
      if (shown && modalOnScreen() === shown) shell.send({ type: 'modal.close' });
      follow(actor);
      actor.start();
      notify();
    },
    current: () => current,
    storedGame: () => store.read(),
    ready: () => true,
    preload: () => undefined,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
