/**
 * The redemption and conversion machines provided once per HTTP client: what
 * the /pointMall page creates its actors from, and what the model tests replay.
 */
import { pointConversionMachine } from '../../machines/point-conversion/point-conversion.machine';
import { pointRedemptionMachine } from '../../machines/point-redemption/point-redemption.machine';
import { createRequestIdActor } from '../../services/funds.actors';
import type { HttpClient } from '../../services/http';
import { createPointMallActors } from '../../services/point-mall.actors';

export interface PointMallDeps {
  http: HttpClient;
  newRequestId?: () => string;
}

export function createPointMallLogic({ http, newRequestId }: PointMallDeps) {
  const actors = createPointMallActors({ http });
  const createRequestId = createRequestIdActor(newRequestId);
  return {
    redemption: pointRedemptionMachine.provide({ actors: { createRequestId, submitRedemption: actors.submitRedemption } }),
    conversion: pointConversionMachine.provide({ actors: { createRequestId, submitConversion: actors.submitConversion } }),
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
