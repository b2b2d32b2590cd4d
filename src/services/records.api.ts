/**
 * Record calls of the member centre: ledger rows, bets, profit per period,
 * bonus rows and the manual rebate. Periods travel as epoch milliseconds
 * picked in the member's own time zone.
 */
import type { ApiContext } from './session.api';
import {
  bettingRecordsSchema,
  bonusDetailsSchema,
  claimableRebateSchema,
  personalProfitSchema,
  rebateClaimSchema,
  rebateSettingsSchema,
  transactionHistorySchema,
  type BettingRecords,
  type BonusDetails,
  type ClaimableRebate,
  type LedgerKindName,
  type PersonalProfit,
  type RebateClaim,
  type RebateSettings,
  type TransactionHistory,
} from './schemas/records';
import type { GameCategory } from './schemas/games';

export interface Period {
  startTime: number;
  endTime: number;
}

export interface PageRequest {
  pageNo: number;
  pageSize: number;
}

export const loadTransactionHistory = ({ http, signal }: ApiContext, input: Period & PageRequest & { kind: LedgerKindName | '' }): Promise<TransactionHistory> =>
  http.call('transactionHistory', { data: { ...input }, schema: transactionHistorySchema, signal });

export const loadBettingRecords = ({ http, signal }: ApiContext, input: Period & PageRequest & { category: GameCategory | '' }): Promise<BettingRecords> =>
  http.call('bettingRecords', { data: { ...input }, schema: bettingRecordsSchema, signal });

export const loadPersonalProfit = ({ http, signal }: ApiContext, input: Period): Promise<PersonalProfit> =>
  http.call('personalProfit', { data: { ...input }, schema: personalProfitSchema, signal });

export const loadBonusDetails = ({ http, signal }: ApiContext, input: Period & PageRequest): Promise<BonusDetails> =>
  http.call('bonusDetails', { data: { ...input }, schema: bonusDetailsSchema, signal });

export const loadRebateSettings = ({ http, signal }: ApiContext): Promise<RebateSettings> => http.call('rebateSettings', { schema: rebateSettingsSchema, signal });

export const loadClaimableRebate = ({ http, signal }: ApiContext): Promise<ClaimableRebate> => http.call('rebateClaimable', { schema: claimableRebateSchema, signal });

/** `productType` '' claims every type that reached its minimum. */
export const claimRebate = ({ http, signal }: ApiContext, input: { requestId: string; productType: string }): Promise<RebateClaim> =>
  http.call('rebateClaim', { data: { ...input }, schema: rebateClaimSchema, signal });
