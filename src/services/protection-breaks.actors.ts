/** Actor bindings of the self-exclusion machine: the break in force, taking one, asking to lift it. */
import { fromPromise } from 'xstate';
import type { HttpClient } from './http';
import { loadBreak, requestBreakLift, takeBreak } from './protection-breaks.api';
import type { BreakAnswer, TakeBreakInput } from './schemas/protection-breaks';

export interface BreaksDeps {
  http: HttpClient;
}

export function createBreaksActors({ http }: BreaksDeps) {
  return {
    loadBreak: fromPromise<BreakAnswer>(({ signal }) => loadBreak({ http, signal })),
    takeBreak: fromPromise<BreakAnswer, TakeBreakInput>(({ input, signal }) => takeBreak({ http, signal }, input)),
    requestBreakLift: fromPromise<BreakAnswer>(({ signal }) => requestBreakLift({ http, signal })),
  };
}
