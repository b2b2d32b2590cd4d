/**
 * Actor bindings of the points mall, shaped for the shared machines: the
 * goods, redeem history and points details answer the paged-records query
 * (the filter is the goods type, the redemption status or the point kind),
 * the balance and rules come as one answer, and redeem and convert take the
 * password-checked request's submission.
 */
import { fromPromise } from 'xstate';
import type { PasswordSubmission } from '../machines/password-request/password-request.machine';
import type { RecordsPage, RecordsQuery } from '../machines/paged-records/paged-records-query';
import type { HttpClient } from './http';
import { convertPoints, loadPointConfig, loadPointDetails, loadPointRewards, loadRedeemHistory, redeemPointReward, type PointPeriod } from './point-mall.api';
import { loadPointBalance } from './points.api';
import type { PointConfig, PointKind, RedeemStatus, RewardType } from './schemas/points';

export interface PointSummary {
  pointBalance: number;
  config: PointConfig;
}

/** The goods are the redemption's choice, the points the conversion's. */
export interface RedemptionChoice {
  rewardId: number;
  quantity: number;
  address: string;
  mobile: string;
}

function periodOf(query: RecordsQuery): PointPeriod {
  if (!query.period) throw new Error('a points list needs a period');
  return { startTime: query.period.startTime, endTime: query.period.endTime, pageNo: query.pageNo, pageSize: query.pageSize };
}

export function createPointMallActors({ http }: { http: HttpClient }) {
  return {
    goods: fromPromise<RecordsPage, RecordsQuery>(({ input, signal }) =>
      loadPointRewards({ http, signal }, { type: input.filter as '' | RewardType, pageNo: input.pageNo, pageSize: input.pageSize }),
    ),
    redeemHistory: fromPromise<RecordsPage, RecordsQuery>(({ input, signal }) =>
      loadRedeemHistory({ http, signal }, { ...periodOf(input), status: input.filter as '' | RedeemStatus }),
    ),
    pointDetails: fromPromise<RecordsPage, RecordsQuery>(({ input, signal }) =>
      loadPointDetails({ http, signal }, { ...periodOf(input), pointType: input.filter as '' | PointKind }),
    ),
    summary: fromPromise<PointSummary, void>(async ({ signal }) => {
      const [pointBalance, config] = await Promise.all([loadPointBalance({ http, signal }), loadPointConfig({ http, signal })]);
      return { pointBalance, config };
    }),
    submitRedemption: fromPromise<unknown, PasswordSubmission>(({ input, signal }) =>
      redeemPointReward({ http, signal }, { ...(input.choice as unknown as RedemptionChoice), requestId: input.requestId, paymentPassword: input.paymentPassword }),
    ),
    submitConversion: fromPromise<unknown, PasswordSubmission>(({ input, signal }) =>
      convertPoints({ http, signal }, { points: Number(input.choice.points), requestId: input.requestId, paymentPassword: input.paymentPassword }),
    ),
  };
}
