/**
 * Actor bindings of the agent-centre calls, shaped for the member centre's
 * machines: every list answers the paged-records query, single answers of
 * a period (team overview, credit report) come back as one page whose
 * answer rides along, the money and application requests take the
 * money-request machine's submission, and the register form the plain form
 * machine's values.
 *
 * A list with several filters (account and scope, account and category)
 * carries them in the query's one `filter` string as URL search text
 * (`account=bob&scope=all`); `listFilter` writes and reads it.
 */
import { fromPromise } from 'xstate';
import type { RecordsPage, RecordsQuery } from '../machines/paged-records/paged-records-query';
import {
  applyAffiliate,
  loadAccountDetails,
  loadAffiliateApplication,
  loadAgentAffiliate,
  loadAgentAnnouncements,
  loadAgentIncome,
  loadConsolidated,
  loadCreditReport,
  loadDownlines,
  loadSettlements,
  loadTeamBetting,
  loadTeamOverview,
  loadUserLoss,
  registerDownline,
  transferToDownlines,
  type DownlineScope,
  type IncomeKind,
  type SettlementRole,
} from './agent.api';
import type { HttpClient } from './http';
import type { Period } from './records.api';
import type { AffiliateApplication, CreditReport, DownlineTransfer, RegisterDownlineInput, TeamOverview } from './schemas/agent';
import type { ContractKind } from './schemas/contracts';
import type { GameCategory } from './schemas/games';
import type { LedgerKindName } from './schemas/records';

export const listFilter = {
  /** Empty values are left out, and keys sorted, so one filter has one text. */
  write(values: Record<string, string>): string {
    const entries = Object.entries(values)
      .filter(([, value]) => value !== '')
      .sort(([a], [b]) => a.localeCompare(b));
    return new URLSearchParams(entries).toString();
  },
  read(filter: string): Record<string, string> {
    return Object.fromEntries(new URLSearchParams(filter));
  },
};

function periodOf(query: RecordsQuery): Period {
  if (!query.period) throw new Error('an agent report needs a period');
  return { startTime: query.period.startTime, endTime: query.period.endTime };
}

const pageOf = (query: RecordsQuery) => ({ pageNo: query.pageNo, pageSize: query.pageSize });
const filterOf = (query: RecordsQuery) => listFilter.read(query.filter);
const one = <T extends object>(answer: T, list: readonly unknown[]) => ({ ...answer, list, pageNo: 1, totalPages: 1, total: list.length });

/** The team overview as one page: its one row is the overview itself, which the stat cards read. */
export type OverviewPage = RecordsPage & { overview: TeamOverview };
/** The credit report as one page: its days are the rows, opening and closing ride along. */
export type CreditReportPage = RecordsPage & { report: CreditReport };

export interface Submission<TValues> {
  requestId: string;
  values: TValues;
}

export interface TransferValues {
  transfers: { downlineId: number; amount: string }[];
  note: string;
}

type Records = ReturnType<typeof fromPromise<RecordsPage, RecordsQuery>>;

export function createAgentActors({ http }: { http: HttpClient }) {
  const records = (load: (query: RecordsQuery, signal: AbortSignal) => Promise<RecordsPage>): Records => fromPromise(({ input, signal }) => load(input, signal));
  const settlements = (kind: ContractKind) =>
    records((query, signal) => loadSettlements({ http, signal }, { ...periodOf(query), ...pageOf(query), kind, role: (filterOf(query).role as SettlementRole) || 'received' }));

  return {
    consolidated: fromPromise(({ signal }) => loadConsolidated({ http, signal })),
    affiliate: fromPromise(({ signal }) => loadAgentAffiliate({ http, signal })),
    announcements: records((query, signal) => loadAgentAnnouncements({ http, signal }, pageOf(query))),
    teamOverview: records(async (query, signal) => {
      const overview = await loadTeamOverview({ http, signal }, periodOf(query));
      return one({ overview }, [overview]) satisfies OverviewPage;
    }),
    downlines: records((query, signal) => {
      const { account = '', scope } = filterOf(query);
      return loadDownlines({ http, signal }, { ...pageOf(query), account, scope: (scope as DownlineScope) || 'direct' });
    }),
    teamBetting: records((query, signal) => {
      const { account = '', category = '' } = filterOf(query);
      return loadTeamBetting({ http, signal }, { ...periodOf(query), ...pageOf(query), account, category: category as GameCategory | '' });
    }),
    userLoss: records((query, signal) => loadUserLoss({ http, signal }, { ...periodOf(query), ...pageOf(query), account: filterOf(query).account ?? '' })),
    income: records((query, signal) => loadAgentIncome({ http, signal }, { ...periodOf(query), ...pageOf(query), kind: (filterOf(query).kind ?? '') as IncomeKind | '' })),
    accountDetails: records((query, signal) => {
      const { account = '', kind = '' } = filterOf(query);
      return loadAccountDetails({ http, signal }, { ...periodOf(query), ...pageOf(query), account, kind: kind as LedgerKindName | '' });
    }),
    creditReport: records(async (query, signal) => {
      const report = await loadCreditReport({ http, signal }, periodOf(query));
      // Newest day first, like every other record list.
      return one({ report }, [...report.days].reverse()) satisfies CreditReportPage;
    }),
    settlements: { dividend: settlements('dividend'), dailySalary: settlements('dailySalary'), hourlySalary: settlements('hourlySalary'), realTimeSalary: settlements('realTimeSalary') },
    registerDownline: fromPromise<unknown, unknown>(({ input, signal }) => registerDownline({ http, signal }, input as RegisterDownlineInput)),
    transfer: fromPromise<DownlineTransfer, Submission<TransferValues>>(({ input, signal }) =>
      transferToDownlines({ http, signal }, { requestId: input.requestId, transfers: input.values.transfers, note: input.values.note }),
    ),
    affiliateApplication: fromPromise(({ signal }) => loadAffiliateApplication({ http, signal })),
    applyAffiliate: fromPromise<AffiliateApplication, Submission<{ intro: string; contact: string }>>(({ input, signal }) =>
      applyAffiliate({ http, signal }, { requestId: input.requestId, intro: input.values.intro, contact: input.values.contact }),
    ),
  };
}

export type AgentActors = ReturnType<typeof createAgentActors>;
