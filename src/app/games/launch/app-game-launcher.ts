/**
 * The portal's launcher as the composition root builds it: launch effects on
 * the app's client, the session's gate and member name, the sessionStorage
 * game store, a launch host drawn at random from the status answer,
 * navigation through the router once it exists, and the launch a visitor
 * asked for resumed once they have logged in.
 */
import type { AnyRouter } from '@tanstack/react-router';
import type { Actor } from 'xstate';
import type { sessionMachine } from '../../../machines/session/session.machine';
import { selectSession } from '../../../machines/session/session.selectors';
import type { shellMachine } from '../../../machines/shell/shell.machine';
import { selectModal } from '../../../machines/shell/shell.selectors';
import type { systemStatusMachine } from '../../../machines/system-status/system-status.machine';
import type { HttpClient } from '../../../services/http';
import { navigateTo } from '../../navigation';
import { hrefOf } from './destination-href';
import { createGameLauncher, type GameLauncher } from './game-launcher';
import { createGameStore } from './game-store';
import { resumeAfterLogin } from './resume-after-login';
import { pickLaunchCdn } from './launch-cdn';
import { createGameLaunchLogic } from './launch-logic';

export interface AppGameLauncherDeps {
  http: HttpClient;
  merchant: string;
  language(): string;
  getToken(): string | null;
  session: Actor<typeof sessionMachine>;
  shell: Actor<typeof shellMachine>;
  systemStatus: Actor<typeof systemStatusMachine>;
  /** The router, created after the app context it receives. */
  router(): AnyRouter | null;
  storage: Storage;
  random(): number;
}

export function createAppGameLauncher(deps: AppGameLauncherDeps): GameLauncher {
  const store = createGameStore(deps.storage);
  const logic = createGameLaunchLogic({
    http: deps.http,
    merchant: deps.merchant,
    language: deps.language,
    token: deps.getToken,
    username: () => selectSession(deps.session.getSnapshot()).member?.account ?? '',
    session: deps.session,
    store,
  });
  const launcher = createGameLauncher({
    logic,
    shell: deps.shell,
    store,
    pickCdn: () => pickLaunchCdn(deps.systemStatus.getSnapshot().context.answer?.info.launchGameCDNs ?? [], deps.random),
    navigate: (destination) => {
      const router = deps.router();
      if (router) void navigateTo(router, hrefOf(destination));
    },
  });
  resumeAfterLogin({
    launcher,
    session: mapped(deps.session, (snapshot) => selectSession(snapshot)),
    modal: mapped(deps.shell, (snapshot) => selectModal(snapshot)),
  });
  return launcher;
}

/** An actor seen through a selector, for the parts that only read it. */
function mapped<TSnapshot, TView>(actor: { getSnapshot(): TSnapshot; subscribe(listener: (snapshot: TSnapshot) => void): { unsubscribe(): void } }, select: (snapshot: TSnapshot) => TView) {
  return {
    getSnapshot: () => select(actor.getSnapshot()),
    subscribe: (listener: (view: TView) => void) => actor.subscribe((snapshot) => listener(select(snapshot))),
  };
}
