/**
 * Actor bindings of the points mall's two requests (redeem, convert); the page
 * loads lists through the api functions. Answers are typed by the selectors.
 */
import { fromPromise } from 'xstate';
import type { HttpClient } from './http';
import { convertPoints, redeemPointReward } from './point-mall.api';

export interface RedeemSubmission {
  requestId: string;
  rewardId: number;
  quantity: number;
  address: string;
  mobile: string;
  paymentPassword: string;
}

export interface ConvertSubmission {
  requestId: string;
  points: number;
  paymentPassword: string;
}

export function createPointMallActors({ http }: { http: HttpClient }) {
  return {
    submitRedemption: fromPromise<unknown, RedeemSubmission>(({ input, signal }) => redeemPointReward({ http, signal }, { ...input })),
    submitConversion: fromPromise<unknown, ConvertSubmission>(({ input, signal }) => convertPoints({ http, signal }, { ...input })),
  };
}
