/**
 * The agent centre's pages (spec §2), in menu order and grouped as the left
 * menu shows them, plus the affiliate-application and credit-report screens
 * the spec names only by label. Each page is a file
 * `./pages/<kebab-name>-page.tsx` loaded when first opened;
 * `agentTeamOverview` opens when no page (or an unknown one) is named.
 *
 * The four settlement records pages show only when their info flag of the
 * consolidated flags is 1 (api-facts §7.5). Transfer to upline is a page of
 * the member centre; the menu links to it for agents who have an upline.
 */
import { infoFlagOf, type Consolidated, type ContractKind } from '../../services/schemas/contracts';

export const agentCentrePages = [
  'announcement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagement',
  'teamBetting',
  'userLoss',
  'myIncome',
  'accountDetails',
  'creditReport',
  'dividendRecord',
  'dailyWages',
  'hourlySalary',
  'realTimeSalary',
] as const;

export type AgentCentrePage = (typeof agentCentrePages)[number];

/** A menu entry that opens the member centre instead of a page of this one. */
export const memberPageLinks = ['transferUpline'] as const;
export type AgentMenuLink = (typeof memberPageLinks)[number];
export type AgentMenuEntry = AgentCentrePage | AgentMenuLink;

export const defaultAgentCentrePage: AgentCentrePage = 'agentTeamOverview';

export const isAgentCentrePage = (value: unknown): value is AgentCentrePage =>
  typeof value === 'string' && (agentCentrePages as readonly string[]).includes(value);

export const isMemberPageLink = (value: string): value is AgentMenuLink => (memberPageLinks as readonly string[]).includes(value);

/** The settlement records page of each contract kind; `agentSettlements` is asked with the kind. */
export const settlementPageOf = {
  dividend: 'dividendRecord',
  dailySalary: 'dailyWages',
  hourlySalary: 'hourlySalary',
  realTimeSalary: 'realTimeSalary',
} as const satisfies Record<ContractKind, AgentCentrePage>;

export type SettlementPage = (typeof settlementPageOf)[ContractKind];

const kindOfPage = Object.fromEntries(Object.entries(settlementPageOf).map(([kind, page]) => [page, kind])) as Record<SettlementPage, ContractKind>;

/** The contract kind a page lists the settlements of, or null for the other pages. */
export const settlementKindOf = (page: AgentCentrePage): ContractKind | null => (page in kindOfPage ? kindOfPage[page as SettlementPage] : null);

/** Flags not known yet (loading, failed) count as off: a records page shows only once its option is known to be on. */
export function isPageEnabled(page: AgentCentrePage, flags: Consolidated | null): boolean {
  const kind = settlementKindOf(page);
  if (!kind) return true;
  return flags?.[infoFlagOf[kind]] === 1;
}

export type AgentMenuGroupKey = 'overview' | 'team' | 'reports' | 'earnings';

const groups: { key: AgentMenuGroupKey; pages: AgentMenuEntry[] }[] = [
  { key: 'overview', pages: ['agentTeamOverview', 'announcement'] },
  { key: 'team', pages: ['registerCenter', 'downlineManagement', 'transferUpline'] },
  { key: 'reports', pages: ['teamBetting', 'userLoss', 'accountDetails', 'myIncome', 'creditReport'] },
  { key: 'earnings', pages: ['dividendRecord', 'dailyWages', 'hourlySalary', 'realTimeSalary'] },
];

export interface MenuOptions {
  flags: Consolidated | null;
  /** The agent has an upline and may send money to it (member info `toUpline`). */
  hasUpline: boolean;
}

/** The menu as it shows for these flags: pages switched off are left out, and so is a group left empty. */
export function agentMenuGroups({ flags, hasUpline }: MenuOptions): { key: AgentMenuGroupKey; pages: AgentMenuEntry[] }[] {
  const shown = (entry: AgentMenuEntry) => (isMemberPageLink(entry) ? hasUpline : isPageEnabled(entry, flags));
  return groups.map((group) => ({ key: group.key, pages: group.pages.filter(shown) })).filter((group) => group.pages.length > 0);
}

export const agentPageFileOf = (page: AgentCentrePage): string => `./pages/${page.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}-page.tsx`;
