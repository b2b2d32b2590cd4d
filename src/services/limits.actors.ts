/** Actor bindings of the limit-change machine: the member's limits, setting one, confirming or cancelling a waiting raise. */
import { fromPromise } from 'xstate';
import type { HttpClient } from './http';
import { cancelPendingLimit, confirmLimit, loadLimits, setLimit } from './limits.api';
import type { LimitsAnswer, LimitTarget, SetLimitAnswer, SetLimitInput } from './schemas/limits';

export interface LimitsDeps {
  http: HttpClient;
}

export function createLimitsActors({ http }: LimitsDeps) {
  return {
    loadLimits: fromPromise<LimitsAnswer>(({ signal }) => loadLimits({ http, signal })),
    setLimit: fromPromise<SetLimitAnswer, SetLimitInput>(({ input, signal }) => setLimit({ http, signal }, input)),
    confirmLimit: fromPromise<SetLimitAnswer, LimitTarget>(({ input, signal }) => confirmLimit({ http, signal }, input)),
    cancelPendingLimit: fromPromise<SetLimitAnswer, LimitTarget>(({ input, signal }) => cancelPendingLimit({ http, signal }, input)),
  };
}
