/**
 * The calls that name someone's rows, and the request each matrix column
 * sends to name rows that are not the caller's: another member's bank
 * account, withdrawal, message, application, bonus requirement or contract; another tree's
 * downline. Every other call takes no one's ids: `ownIdsOnly` says why for
 * each call whose schema has an id-like field, and a test keeps both lists
 * complete when a schema gains one.
 */
import { eq } from 'drizzle-orm';
import type { CallName } from '../../../../src/services/calls';
import { messages } from '../../../src/db/schema';
import type { TestGateway } from '../../harness';
import type { Foreign } from './callers';
import { fresh, validRequests } from './valid-requests';

export interface ForeignUse {
  data(foreign: Foreign): Record<string, unknown>;
  /** refused: a coded 4xx. hidden: a list that may answer, without a trace of the foreign account. unchanged: whatever the answer, the row stays as it was. */
  outcome: 'refused' | 'hidden' | 'unchanged';
  unchanged?(gateway: TestGateway, foreign: Foreign): Promise<boolean>;
}

export type ForeignColumn = 'otherMembersIds' | 'otherTreeAgent';

const refused = (data: ForeignUse['data']): ForeignUse => ({ data, outcome: 'refused' });
const hidden = (name: CallName): ForeignUse => ({ data: (foreign) => ({ ...validRequests[name](), account: foreign.downlineAccount }), outcome: 'hidden' });
const contractCall = { otherMembersIds: refused((foreign) => ({ action: 'accept', contractId: foreign.contractId })), otherTreeAgent: refused((foreign) => ({ action: 'offer', requestId: fresh('of'), downlineId: foreign.downlineId, terms: { rate: '1.0' } })) };

export const foreignIdCalls: Partial<Record<CallName, Partial<Record<ForeignColumn, ForeignUse>>>> = {
  withdraw: { otherMembersIds: refused((foreign) => ({ ...validRequests.withdraw(), bankAccountId: foreign.bankAccountId })) },
  withdrawalConfirm: { otherMembersIds: refused((foreign) => ({ answer: 'received', id: foreign.withdrawalId })) },
  messageRead: {
    otherMembersIds: {
      data: (foreign) => ({ ids: [foreign.messageId] }),
      outcome: 'unchanged',
      unchanged: async (gateway, foreign) => (await gateway.db.select({ readAt: messages.readAt }).from(messages).where(eq(messages.id, foreign.messageId)))[0]?.readAt === null,
    },
  },
  promotionClaimImage: { otherMembersIds: refused((foreign) => ({ claimId: String(foreign.claimId), position: '1' })) },
  forfeitBonus: { otherMembersIds: refused((foreign) => ({ requestId: fresh('fb'), requirementId: foreign.requirementId })) },
  dividendContract: contractCall,
  dailySalaryContract: contractCall,
  hourlySalaryContract: contractCall,
  realTimeSalaryContract: contractCall,
  agentDownlineTransfer: { otherTreeAgent: refused((foreign) => ({ requestId: fresh('at'), transfers: [{ downlineId: foreign.downlineId, amount: '1.00' }] })) },
  agentDownlines: { otherTreeAgent: hidden('agentDownlines') },
  agentTeamBetting: { otherTreeAgent: hidden('agentTeamBetting') },
  agentUserLoss: { otherTreeAgent: hidden('agentUserLoss') },
  agentAccountDetails: { otherTreeAgent: hidden('agentAccountDetails') },
};

/** Calls with id-like fields that name nobody's private rows. */
export const ownIdsOnly: Partial<Record<CallName, string>> = {
  login: 'the username being logged in to',
  register: 'a new account name and a public referrer',
  registerMobile: 'a new account name and a public referrer',
  humanCheckVerify: "a challenge id bound to the caller's device",
  walletTransfer: "wallet type ids of the caller's own wallets",
  launchGame: 'catalogue ids of a game and a room',
  favouriteAdd: 'a catalogue game id',
  favouriteRemove: 'a catalogue game id',
  pvpRooms: 'a catalogue node id',
  pointRedeem: 'a public reward of the mall',
  raffleClaim: 'a public promotion',
  missionClaim: 'a public mission',
  promotionClaim: 'a public promotion',
  agentRegisterDownline: 'the new downline account name',
  gameList: 'catalogue filters',
  forgotPasswordEmail: 'the username whose password is being recovered',
  balance: "a wallet type id of the caller's own wallets",
};

export const idLikeField = (field: string): boolean => field !== 'requestId' && /(^id$|Id$|^ids$|^account$|^username$)/.test(field);
