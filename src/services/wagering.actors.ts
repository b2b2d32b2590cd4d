/**
 * Actor bindings of the bonus-wagering machine: the requirements, a request
 * id per forfeit (kept across a retry), and the forfeit itself.
 */
import { fromPromise } from 'xstate';
import { createRequestIdActor } from './funds.actors';
import type { HttpClient } from './http';
import type { BonusRequirements, ForfeitBonusAnswer } from './schemas/wagering';
import { forfeitBonus, loadBonusRequirements } from './wagering.api';

export interface WageringDeps {
  http: HttpClient;
  /** A fixed generator in tests; random ids otherwise. */
  newRequestId?: () => string;
}

export function createWageringActors({ http, newRequestId }: WageringDeps) {
  return {
    loadRequirements: fromPromise<BonusRequirements>(({ signal }) => loadBonusRequirements({ http, signal })),
    createRequestId: createRequestIdActor(newRequestId),
    forfeitBonus: fromPromise<ForfeitBonusAnswer, { requestId: string; requirementId: number }>(({ input, signal }) => forfeitBonus({ http, signal }, input)),
  };
}
