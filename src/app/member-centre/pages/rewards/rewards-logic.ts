/**
 * The reward pages' machines with their effects provided, built once per
 * HTTP client: the shared member-centre machines (details, record lists,
 * money requests) on the reward calls, and the activity application.
 */
import type { AnyActorLogic } from 'xstate';
import { activityApplicationMachine } from '../../../../machines/activity-application/activity-application.machine';
import { centreDetailsMachine } from '../../../../machines/centre-details/centre-details.machine';
import { moneyRequestMachine } from '../../../../machines/money-request/money-request.machine';
import { pagedRecordsMachine } from '../../../../machines/paged-records/paged-records.machine';
import { createRequestIdActor } from '../../../../services/funds.actors';
import type { HttpClient } from '../../../../services/http';
import { createRewardsActors } from '../../../../services/rewards.actors';
import { createApplicationActors } from './application-actors';

const details = (loadDetails: AnyActorLogic) => centreDetailsMachine.provide({ actors: { loadDetails } as never });
const records = (loadRecords: AnyActorLogic) => pagedRecordsMachine.provide({ actors: { loadRecords } as never });
const request = (submitRequest: AnyActorLogic) => moneyRequestMachine.provide({ actors: { createRequestId: createRequestIdActor(), submitRequest: submitRequest as never } });

export function createRewardsLogic({ http }: { http: HttpClient }) {
  const actors = createRewardsActors({ http });
  return {
    availablePromotions: details(actors.availablePromotions),
    promotionClaims: records(actors.promotionClaims),
    claimPromotion: request(actors.claimPromotion),
    activityApplication: activityApplicationMachine.provide({ actors: { createRequestId: createRequestIdActor(), ...createApplicationActors({ http }) } }),
    missionSummary: details(actors.missionSummary),
    claimMission: request(actors.claimMission),
    missionLeaderboard: records(actors.missionLeaderboard),
  };
}

export type RewardsLogic = ReturnType<typeof createRewardsLogic>;

const built = new WeakMap<HttpClient, RewardsLogic>();

export function rewardsLogicFor(http: HttpClient): RewardsLogic {
  let logic = built.get(http);
  if (!logic) {
    logic = createRewardsLogic({ http });
    built.set(http, logic);
  }
  return logic;
}
