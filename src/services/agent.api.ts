/**
 * The agent centre's calls (spec §2): announcements, team overview, register
 * center, downline management and transfers, team betting, user loss, my
 * income, account details, settlement records, credit report, the
 * consolidated contract flags and the affiliate application. Periods travel
 * as epoch milliseconds picked in the agent's own time zone; the register
 * call is encrypted by its registry flag, like every E call.
 */
import type { ApiContext } from './session.api';
import type { Period, PageRequest } from './records.api';
import {
  accountDetailsSchema,
  affiliateApplicationSchema,
  agentAffiliateSchema,
  agentAnnouncementsSchema,
  agentIncomeSchema,
  creditReportSchema,
  downlinesSchema,
  downlineTransferSchema,
  registeredDownlineSchema,
  settlementListSchema,
  teamBettingSchema,
  teamOverviewSchema,
  userLossSchema,
  type AccountDetails,
  type AffiliateApplication,
  type AffiliateApplyInput,
  type AgentAffiliate,
  type AgentIncome,
  type CreditReport,
  type Downlines,
  type DownlineTransfer,
  type DownlineTransferInput,
  type RegisterDownlineInput,
  type TeamBetting,
  type TeamOverview,
  type UserLoss,
} from './schemas/agent';
import { consolidatedSchema, type Consolidated, type ContractKind, type SettlementList } from './schemas/contracts';
import type { GameCategory } from './schemas/games';
import type { LedgerKindName } from './schemas/records';
import type { InferOutput } from 'valibot';

export type AgentAnnouncements = InferOutput<typeof agentAnnouncementsSchema>;
export type RegisteredDownline = InferOutput<typeof registeredDownlineSchema>;
export type IncomeKind = 'salary' | 'dividend' | 'rebate';
export type DownlineScope = 'direct' | 'all';
export type SettlementRole = 'received' | 'team';

/** Filter by one downline's account; '' for the whole tree. */
interface AccountFilter {
  account: string;
}

export const loadConsolidated = ({ http, signal }: ApiContext): Promise<Consolidated> => http.call('consolidatedFunds', { schema: consolidatedSchema, signal });

export const loadAgentAnnouncements = ({ http, signal }: ApiContext, input: PageRequest): Promise<AgentAnnouncements> =>
  http.call('agentAnnouncements', { data: { ...input }, schema: agentAnnouncementsSchema, signal });

export const loadTeamOverview = ({ http, signal }: ApiContext, input: Period): Promise<TeamOverview> =>
  http.call('agentTeamOverview', { data: { ...input }, schema: teamOverviewSchema, signal });

export const loadAgentAffiliate = ({ http, signal }: ApiContext): Promise<AgentAffiliate> => http.call('agentAffiliate', { schema: agentAffiliateSchema, signal });

export const registerDownline = ({ http, signal }: ApiContext, input: RegisterDownlineInput): Promise<RegisteredDownline> =>
  http.call('agentRegisterDownline', { data: { ...input }, schema: registeredDownlineSchema, signal });

export const loadDownlines = ({ http, signal }: ApiContext, input: PageRequest & AccountFilter & { scope: DownlineScope }): Promise<Downlines> =>
  http.call('agentDownlines', { data: { ...input }, schema: downlinesSchema, signal });

export const transferToDownlines = ({ http, signal }: ApiContext, input: DownlineTransferInput): Promise<DownlineTransfer> =>
  http.call('agentDownlineTransfer', { data: { ...input }, schema: downlineTransferSchema, signal });

export const loadTeamBetting = ({ http, signal }: ApiContext, input: Period & PageRequest & AccountFilter & { category: GameCategory | '' }): Promise<TeamBetting> =>
  http.call('agentTeamBetting', { data: { ...input }, schema: teamBettingSchema, signal });

export const loadUserLoss = ({ http, signal }: ApiContext, input: Period & PageRequest & AccountFilter): Promise<UserLoss> =>
  http.call('agentUserLoss', { data: { ...input }, schema: userLossSchema, signal });

export const loadAgentIncome = ({ http, signal }: ApiContext, input: Period & PageRequest & { kind: IncomeKind | '' }): Promise<AgentIncome> =>
  http.call('agentIncome', { data: { ...input }, schema: agentIncomeSchema, signal });

export const loadAccountDetails = ({ http, signal }: ApiContext, input: Period & PageRequest & AccountFilter & { kind: LedgerKindName | '' }): Promise<AccountDetails> =>
  http.call('agentAccountDetails', { data: { ...input }, schema: accountDetailsSchema, signal });

export const loadSettlements = ({ http, signal }: ApiContext, input: Period & PageRequest & { kind: ContractKind; role: SettlementRole }): Promise<SettlementList> =>
  http.call('agentSettlements', { data: { ...input }, schema: settlementListSchema, signal });

export const loadCreditReport = ({ http, signal }: ApiContext, input: Period): Promise<CreditReport> =>
  http.call('agentCreditReport', { data: { ...input }, schema: creditReportSchema, signal });

export const loadAffiliateApplication = ({ http, signal }: ApiContext): Promise<AffiliateApplication> =>
  http.call('affiliateApplication', { schema: affiliateApplicationSchema, signal });

export const applyAffiliate = ({ http, signal }: ApiContext, input: AffiliateApplyInput): Promise<AffiliateApplication> =>
  http.call('affiliateApply', { data: { ...input }, schema: affiliateApplicationSchema, signal });
