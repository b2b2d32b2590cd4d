/**
 * The bonus-wagering machine with its calls provided, once per HTTP client:
 * what the pages create their actors from, and what the model test replays
 * against a real gateway.
 */
import { bonusWageringMachine } from '../../../machines/bonus-wagering/bonus-wagering.machine';
import type { HttpClient } from '../../../services/http';
import { createWageringActors, type WageringDeps } from '../../../services/wagering.actors';

export function createBonusWageringLogic(deps: WageringDeps) {
  return bonusWageringMachine.provide({ actors: createWageringActors(deps) });
}

export type BonusWageringLogic = ReturnType<typeof createBonusWageringLogic>;

const built = new WeakMap<HttpClient, BonusWageringLogic>();

export function bonusWageringLogicFor(http: HttpClient): BonusWageringLogic {
  let logic = built.get(http);
  if (!logic) {
    logic = createBonusWageringLogic({ http });
    built.set(http, logic);
  }
  return logic;
}
