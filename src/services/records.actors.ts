/**
 * Actor bindings of the record calls, shaped for the member-centre machines:
 * each record list answers the paged-records query (period, filter, page),
 * the rebate page's details are the rates and the claimable amounts together.
 */
import { fromPromise } from 'xstate';
import type { RecordsPage, RecordsQuery } from '../machines/paged-records/paged-records-query';
import type { HttpClient } from './http';
import { claimRebate, loadBettingRecords, loadBonusDetails, loadClaimableRebate, loadPersonalProfit, loadRebateSettings, loadTransactionHistory, type Period } from './records.api';
import type { GameCategory } from './schemas/games';
import type { ClaimableRebate, LedgerKindName, PersonalProfit, RebateClaim, RebateSettings } from './schemas/records';

/** A list without its period cannot be asked for; the pages always give one. */
function periodOf(query: RecordsQuery): Period {
  if (!query.period) throw new Error('a record list needs a period');
  return { startTime: query.period.startTime, endTime: query.period.endTime };
}

const pageOf = (query: RecordsQuery) => ({ pageNo: query.pageNo, pageSize: query.pageSize });

/** Personal profit as one page: the categories played are the rows, the whole answer rides along for the totals and cards. */
export type ProfitPage = RecordsPage & { profit: PersonalProfit };

export interface RebateDetails {
  settings: RebateSettings;
  claimable: ClaimableRebate;
}

export function createRecordsActors({ http }: { http: HttpClient }) {
  return {
    transactionHistory: fromPromise<RecordsPage, RecordsQuery>(({ input, signal }) =>
      loadTransactionHistory({ http, signal }, { ...periodOf(input), ...pageOf(input), kind: input.filter as LedgerKindName | '' }),
    ),
    bettingRecords: fromPromise<RecordsPage, RecordsQuery>(({ input, signal }) =>
      loadBettingRecords({ http, signal }, { ...periodOf(input), ...pageOf(input), category: input.filter as GameCategory | '' }),
    ),
    bonusDetails: fromPromise<RecordsPage, RecordsQuery>(({ input, signal }) => loadBonusDetails({ http, signal }, { ...periodOf(input), ...pageOf(input) })),
    personalProfit: fromPromise<RecordsPage, RecordsQuery>(async ({ input, signal }) => {
      const profit = await loadPersonalProfit({ http, signal }, periodOf(input));
      // Categories without a bet in the period add only zeros: the table lists those played, and is empty when none was.
      const played = profit.categories.filter((category) => category.count > 0);
      return { profit, list: played, pageNo: 1, totalPages: 1, total: played.length } satisfies ProfitPage;
    }),
    rebateDetails: fromPromise<RebateDetails, void>(async ({ signal }) => {
      const [settings, claimable] = await Promise.all([loadRebateSettings({ http, signal }), loadClaimableRebate({ http, signal })]);
      return { settings, claimable };
    }),
    /** For the money-request machine: the form's values with the submission's id; productType '' claims every type. */
    claimRebate: fromPromise<RebateClaim, { requestId: string; values: Record<string, unknown> }>(({ input, signal }) =>
      claimRebate({ http, signal }, { requestId: input.requestId, productType: String(input.values.productType ?? '') }),
    ),
  };
}
