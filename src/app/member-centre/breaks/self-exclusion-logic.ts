/**
 * The self-exclusion machine with its calls provided, once per HTTP client:
 * what the Safer play page creates its actor from, and what the model test
 * replays against a real gateway.
 */
import { selfExclusionMachine } from '../../../machines/self-exclusion/self-exclusion.machine';
import type { HttpClient } from '../../../services/http';
import { createBreaksActors, type BreaksDeps } from '../../../services/protection-breaks.actors';

export function createSelfExclusionLogic(deps: BreaksDeps) {
  return selfExclusionMachine.provide({ actors: createBreaksActors(deps) });
}

export type SelfExclusionLogic = ReturnType<typeof createSelfExclusionLogic>;

const built = new WeakMap<HttpClient, SelfExclusionLogic>();

export function selfExclusionLogicFor(http: HttpClient): SelfExclusionLogic {
  let logic = built.get(http);
  if (!logic) {
    logic = createSelfExclusionLogic({ http });
    built.set(http, logic);
  }
  return logic;
}
