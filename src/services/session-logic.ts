/**
 * The session machine with its effects provided: the one access flow every
 * page runs from the start. Kept apart from the modal flows
 * (./access-logic.ts) so the first page loads the session without the login,
 * registration and password machines.
 */
import { sessionMachine } from '../machines/session/session.machine';
import { liveChannelMachine } from '../machines/live-channel/live-channel.machine';
import { createAccountActors } from './account.actors';
import type { HttpClient } from './http';
import type { SolveProof } from './proof-of-work';
import { createLiveActors } from './live.actors';
import { createMessagesActors } from './messages.actors';
import { createPointsActors } from './points.actors';
import { createSessionActions, createSessionActors } from './session.actors';
import type { RememberStore, SessionStore } from './session-stores';

export interface AccessDeps {
  http: HttpClient;
  store: SessionStore;
  remember: RememberStore;
  now?: () => number;
  /** The slide's proof-of-work solver; the access flows get the Web Worker one (app/access/use-access-logic.ts). */
  solveProof?: SolveProof;
  /** The live channel's stream; a test that sends `live.changed` itself passes one that stays silent. */
  openChannel?: ReturnType<typeof createLiveActors>['openChannel'];
  /** Shorter timers for tests; production keeps the machines' own. */
  delays?: { tick?: number; requestThrottle?: number; refreshThrottle?: number };
}

export function createSessionLogic(deps: AccessDeps) {
  const session = createSessionActors(deps);
  const account = createAccountActors(deps);
  return sessionMachine.provide({
    actors: {
      restoreToken: session.restoreToken,
      startFreePlay: session.startFreePlay,
      submitLogout: session.submitLogout,
      loadMemberInfo: account.loadMemberInfo,
      loadBalance: account.loadBalance,
      loadAvatar: account.loadAvatar,
      loadUnreadCount: createMessagesActors(deps).loadUnreadCount,
      loadPoints: createPointsActors(deps).loadPoints,
      liveChannel: liveChannelMachine.provide({ actors: { openChannel: deps.openChannel ?? createLiveActors(deps).openChannel } }),
    },
    actions: createSessionActions(deps.store),
  });
}
