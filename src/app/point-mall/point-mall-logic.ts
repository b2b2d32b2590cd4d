/**
 * The points mall's machines with their effects provided, built once per
 * HTTP client: the goods, history and details lists, the balance with the
 * rules, and the two password-checked requests. What the /pointMall page
 * creates its actors from, and what the model tests replay on the gateway.
 */
import type { AnyActorLogic } from 'xstate';
import { centreDetailsMachine } from '../../machines/centre-details/centre-details.machine';
import { pagedRecordsMachine } from '../../machines/paged-records/paged-records.machine';
import { passwordRequestMachine } from '../../machines/password-request/password-request.machine';
import { createRequestIdActor } from '../../services/funds.actors';
import type { HttpClient } from '../../services/http';
import { createPointMallActors } from '../../services/point-mall.actors';

export interface PointMallDeps {
  http: HttpClient;
  newRequestId?: () => string;
}

const records = (loadRecords: AnyActorLogic) => pagedRecordsMachine.provide({ actors: { loadRecords } as never });

export function createPointMallLogic({ http, newRequestId }: PointMallDeps) {
  const actors = createPointMallActors({ http });
  const createRequestId = createRequestIdActor(newRequestId);
  const request = (submitRequest: AnyActorLogic) => passwordRequestMachine.provide({ actors: { createRequestId, submitRequest } as never });
  return {
    goods: records(actors.goods),
    redeemHistory: records(actors.redeemHistory),
    pointDetails: records(actors.pointDetails),
    summary: centreDetailsMachine.provide({ actors: { loadDetails: actors.summary } as never }),
    redemption: request(actors.submitRedemption),
    conversion: request(actors.submitConversion),
  };
}

export type PointMallLogic = ReturnType<typeof createPointMallLogic>;

const built = new WeakMap<HttpClient, PointMallLogic>();

export function pointMallLogicFor(http: HttpClient): PointMallLogic {
  let logic = built.get(http);
  if (!logic) {
    logic = createPointMallLogic({ http });
    built.set(http, logic);
  }
  return logic;
}
