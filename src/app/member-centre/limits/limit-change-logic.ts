/**
 * The limit-change machine with its calls provided, once per HTTP client:
 * what the Safer play page creates its actor from, and what the model test
 * replays against a real gateway.
 */
import { limitChangeMachine } from '../../../machines/limit-change/limit-change.machine';
import type { HttpClient } from '../../../services/http';
import { createLimitsActors, type LimitsDeps } from '../../../services/limits.actors';

export function createLimitChangeLogic(deps: LimitsDeps) {
  return limitChangeMachine.provide({ actors: createLimitsActors(deps) });
}

export type LimitChangeLogic = ReturnType<typeof createLimitChangeLogic>;

const built = new WeakMap<HttpClient, LimitChangeLogic>();

export function limitChangeLogicFor(http: HttpClient): LimitChangeLogic {
  let logic = built.get(http);
  if (!logic) {
    logic = createLimitChangeLogic({ http });
    built.set(http, logic);
  }
  return logic;
}
