/**
 * The personal centre's pages (spec §2), in menu order, grouped as the left
 * menu shows them. Each page is a file `./pages/<kebab-name>-page.tsx`
 * loaded when first opened; `securityCenter` opens when no page is named.
 */
export const memberCentrePages = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'playerRank',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  'feedback',
  'saferPlay',
] as const;

export type MemberCentrePage = (typeof memberCentrePages)[number];

export const defaultMemberCentrePage: MemberCentrePage = 'securityCenter';

export const isMemberCentrePage = (value: unknown): value is MemberCentrePage =>
  typeof value === 'string' && (memberCentrePages as readonly string[]).includes(value);

/** Menu groups: the overlay's left menu draws one heading per group. */
export const memberCentreGroups: { key: 'account' | 'funds' | 'records' | 'rewards'; pages: MemberCentrePage[] }[] = [
  { key: 'account', pages: ['securityCenter', 'saferPlay', 'messageV2', 'feedback'] },
  { key: 'funds', pages: ['depositv2', 'withdraw', 'transferFund', 'transferUpline'] },
  { key: 'records', pages: ['personalHistoryCopy', 'transactionHistory', 'personalProfit', 'bonusDetails'] },
  { key: 'rewards', pages: ['rewardCenter', 'playerRank', 'manualRebate', 'referral', 'missionLeaderboard'] },
];

export const pageFileOf = (page: MemberCentrePage): string => `./pages/${page.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}-page.tsx`;
