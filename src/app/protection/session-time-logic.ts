/**
 * The session-time machines with their calls provided: what the portal
 * creates its actors from, and what the model tests replay against a real
 * gateway. Stopping at a reality check is given by the caller (the portal
 * signs out and goes to the lobby).
 */
import { realityCheckMachine } from '../../machines/reality-check/reality-check.machine';
import { sessionLimitMachine } from '../../machines/session-limit/session-limit.machine';
import { sessionTimeChoiceMachine } from '../../machines/session-time-choice/session-time-choice.machine';
import type { HttpClient } from '../../services/http';
import { createSessionTimeActors, type SessionTimeDeps } from '../../services/session-time.actors';
import { setSessionTime } from '../../services/session-time.api';
import { fromPromise } from 'xstate';
import type { SessionTime, SessionTimeInput } from '../../services/schemas/session-time';

export function createRealityCheckLogic(deps: SessionTimeDeps) {
  return realityCheckMachine.provide({ actors: createSessionTimeActors(deps) });
}

export function createSessionLimitLogic(deps: Pick<SessionTimeDeps, 'http'>) {
  return sessionLimitMachine.provide({
    actors: {
      loadSessionTime: createSessionTimeActors({
        ...deps,
        stopPlay: async () => undefined,
      }).loadSessionTime,
    },
  });
}

export function createSessionTimeChoiceLogic({ http }: { http: HttpClient }) {
  const { loadSessionTime } = createSessionTimeActors({
    http,
    stopPlay: async () => undefined,
  });
  return sessionTimeChoiceMachine.provide({
    actors: {
      loadSessionTime,
      saveSessionTime: fromPromise<SessionTime, SessionTimeInput>(({ input, signal }) => setSessionTime({ http, signal }, input)),
    },
  });
}
