/**
 * The portal's launcher as the composition root builds it: launch effects on
 * the app's client, the session's gate and member name, the sessionStorage
 * game store, a launch host drawn at random from the status answer, and
 * navigation through the router once it exists.
 */
import type { AnyRouter } from '@tanstack/react-router';
import type { Actor } from 'xstate';
import type { sessionMachine } from '../../../machines/session/session.machine';
import { selectSession } from '../../../machines/session/session.selectors';
import type { shellMachine } from '../../../machines/shell/shell.machine';
import type { systemStatusMachine } from '../../../machines/system-status/system-status.machine';
import type { HttpClient } from '../../../services/http';
import { navigateTo } from '../../navigation';
import { hrefOf } from './destination-href';
import { createGameLauncher, type GameLauncher } from './game-launcher';
import { createGameStore } from './game-store';
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
  return createGameLauncher({
    logic,
    shell: deps.shell,
    store,
    pickCdn: () => pickLaunchCdn(deps.systemStatus.getSnapshot().context.answer?.info.launchGameCDNs ?? [], deps.random),
    navigate: (destination) => {
      const router = deps.router();
      if (router) void navigateTo(router, hrefOf(destination));
    },
  });
}
