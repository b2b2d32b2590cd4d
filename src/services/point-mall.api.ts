/**
 * The points mall's calls: goods, redemption (E: the withdrawal password is
 * checked by the gateway), redeem history, config, points details and the
 * conversion to balance (E). The HTTP client encrypts by the registry flag.
 */
import * as v from 'valibot';
import type { ApiContext } from './session.api';
import {
  pointConfigSchema,
  pointConvertSchema,
  pointDetailsSchema,
  pointRedeemHistorySchema,
  pointRedeemSchema,
  pointRewardsSchema,
  type PointConfig,
  type PointConvertInput,
  type PointKind,
  type PointRedeemInput,
  type RedeemStatus,
  type RewardType,
} from './schemas/points';

export type PointRewards = v.InferOutput<typeof pointRewardsSchema>;
export type PointRedeemAnswer = v.InferOutput<typeof pointRedeemSchema>;
export type PointRedeemHistory = v.InferOutput<typeof pointRedeemHistorySchema>;
export type PointDetails = v.InferOutput<typeof pointDetailsSchema>;
export type PointConvertAnswer = v.InferOutput<typeof pointConvertSchema>;

export interface PointPage {
  pageNo?: number;
  pageSize?: number;
}

export interface PointPeriod extends PointPage {
  startTime: number;
  endTime: number;
}

export const loadPointRewards = ({ http, signal }: ApiContext, query: PointPage & { type?: '' | RewardType } = {}): Promise<PointRewards> =>
  http.call('pointRewards', { data: { pageNo: 1, pageSize: 12, type: '', ...query }, schema: pointRewardsSchema, signal });

export const redeemPointReward = ({ http, signal }: ApiContext, input: PointRedeemInput): Promise<PointRedeemAnswer> =>
  http.call('pointRedeem', { data: { ...input }, schema: pointRedeemSchema, signal });

export const loadRedeemHistory = ({ http, signal }: ApiContext, query: PointPeriod & { status?: '' | RedeemStatus }): Promise<PointRedeemHistory> =>
  http.call('pointRedeemHistory', { data: { pageNo: 1, pageSize: 10, status: '', ...query }, schema: pointRedeemHistorySchema, signal });

export const loadPointConfig = ({ http, signal }: ApiContext): Promise<PointConfig> => http.call('pointConfig', { schema: pointConfigSchema, signal });

export const loadPointDetails = ({ http, signal }: ApiContext, query: PointPeriod & { pointType?: '' | PointKind }): Promise<PointDetails> =>
  http.call('pointDetails', { data: { pageNo: 1, pageSize: 10, pointType: '', ...query }, schema: pointDetailsSchema, signal });

export const convertPoints = ({ http, signal }: ApiContext, input: PointConvertInput): Promise<PointConvertAnswer> =>
  http.call('pointConvert', { data: { ...input }, schema: pointConvertSchema, signal });
