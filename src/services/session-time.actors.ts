/** Actor bindings of the reality-check and session-limit machines. Stopping play is the composition point's to say (sign out, back to the lobby). */
import { fromPromise } from 'xstate';
import type { HttpClient } from './http';
import { acknowledgeRealityCheck, loadSessionTime } from './session-time.api';
import type { SessionTime } from './schemas/session-time';

export interface SessionTimeDeps {
  http: HttpClient;
  /** Ends play when the member stops at a reality check. */
  stopPlay(): Promise<void>;
}

export function createSessionTimeActors({ http, stopPlay }: SessionTimeDeps) {
  return {
    loadSessionTime: fromPromise<SessionTime>(({ signal }) => loadSessionTime({ http, signal })),
    acknowledgeCheck: fromPromise<SessionTime>(({ signal }) => acknowledgeRealityCheck({ http, signal })),
    stopPlay: fromPromise<void>(() => stopPlay()),
  };
}
