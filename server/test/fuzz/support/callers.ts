/**
 * The callers of the authorisation matrix, and the rows of other people the
 * "another member's ids" and "agent of another tree" columns name: the
 * seeded agent1 tree (player11 under agent1; agent3 with player31 holding a
 * contract) stands for the other people, agent2 for the agent of another tree.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { trialType } from '../../../../src/services/schemas/account';
import { bankAccounts, bonusRequirements, contracts, members, messages, promotionClaims, sessions, withdrawals } from '../../../src/db/schema';
import { hashToken, openSession, revokeSession } from '../../../src/domain/sessions';
import type { TestGateway } from '../../harness';
import { memberWithSession } from '../../http';

export const callerKinds = ['anonymous', 'forged', 'expired', 'revoked', 'trial', 'member', 'agent', 'otherMembersIds', 'otherTreeAgent'] as const;
export type CallerKind = (typeof callerKinds)[number];

/** The accounts behind the callers; sessions are opened per call, so one call's logout cannot spoil another's row. */
export interface Accounts {
  member: number;
  trial: number;
  agent: number;
  /** agent2: an agent whose tree holds none of the foreign rows. */
  otherTreeAgent: number;
}

/** Rows that belong to someone other than the caller. */
export interface Foreign {
  /** player11, agent1's direct downline. */
  downlineId: number;
  downlineAccount: string;
  bankAccountId: number;
  messageId: number;
  contractId: number;
  claimId: number;
  withdrawalId: number;
  /** An open bonus wagering requirement. */
  requirementId: number;
}

async function idOf(gateway: TestGateway, account: string): Promise<number> {
  const [row] = await gateway.db.select({ id: members.id }).from(members).where(eq(members.account, account));
  if (!row) throw new Error(`${account} is not seeded`);
  return row.id;
}

export async function prepareAccounts(gateway: TestGateway): Promise<{ accounts: Accounts; foreign: Foreign }> {
  const member = (await memberWithSession(gateway)).id;
  const trial = (await memberWithSession(gateway, { type: trialType })).id;
  const agent = (await memberWithSession(gateway, { type: 1 })).id;
  const otherTreeAgent = await idOf(gateway, 'agent2');
  const downlineId = await idOf(gateway, 'player11');
  const now = gateway.deps.clock.now();
  const tag = `${process.pid}${now % 100_000}`;
  const [bank] = await gateway.db
    .insert(bankAccounts)
    .values({ memberId: downlineId, bankName: 'Other Bank', accountName: 'Player Eleven', accountNumber: `77${tag}`, createdAt: now })
    .returning({ id: bankAccounts.id });
  const [message] = await gateway.db.insert(messages).values({ memberId: downlineId, title: 'private', content: 'private', sentAt: now }).returning({ id: messages.id });
  const [claim] = await gateway.db
    .insert(promotionClaims)
    .values({ memberId: downlineId, promotionId: 1, periodKey: `fuzz${tag}`, amount: '0', status: 'applying', reference: `RFUZZ${tag}`, images: ['data:image/png;base64,iVBORw0KGgo='], createdAt: now })
    .returning({ id: promotionClaims.id });
  const [withdrawal] = await gateway.db
    .insert(withdrawals)
    .values({ memberId: downlineId, bankAccountId: bank.id, amount: '10.00', reference: `WFUZZ${tag}`, status: 'paid', confirmStatus: 'awaiting', confirmDeadline: now + 86_400_000, createdAt: now })
    .returning({ id: withdrawals.id });
  const [requirement] = await gateway.db
    .insert(bonusRequirements)
    .values({ memberId: downlineId, claimId: claim.id, promotionId: 1, reference: `RFUZZ${tag}`, bonus: '10.00', multiple: '15', base: 'bonus', required: '150.00', locked: '0.00', createdAt: now })
    .returning({ id: bonusRequirements.id });
  const player31 = await idOf(gateway, 'player31');
  const [contract] = await gateway.db.select({ id: contracts.id }).from(contracts).where(and(eq(contracts.downlineId, player31))).limit(1);
  if (!contract) throw new Error('the seed holds no contract of player31');
  return {
    accounts: { member, trial, agent, otherTreeAgent },
    foreign: { downlineId, downlineAccount: 'player11', bankAccountId: bank.id, messageId: message.id, contractId: contract.id, claimId: claim.id, withdrawalId: withdrawal.id, requirementId: requirement.id },
  };
}

/** The Authorization header each caller sends (none for the anonymous one), with a fresh session where it has one. */
export async function tokenOf(gateway: TestGateway, accounts: Accounts, kind: CallerKind): Promise<string | undefined> {
  const { deps, db } = gateway;
  switch (kind) {
    case 'anonymous':
      return undefined;
    case 'forged':
      return randomBytes(32).toString('base64url');
    case 'expired': {
      const token = randomBytes(32).toString('base64url');
      const now = deps.clock.now();
      await db.insert(sessions).values({ tokenHash: hashToken(token), memberId: accounts.member, createdAt: now - 10_000, expiresAt: now - 1 });
      return token;
    }
    case 'revoked': {
      const token = await openSession(deps, accounts.member);
      await revokeSession(deps, token);
      return token;
    }
    case 'trial':
      return openSession(deps, accounts.trial);
    case 'member':
    case 'otherMembersIds':
      return openSession(deps, accounts.member);
    case 'agent':
      return openSession(deps, accounts.agent);
    case 'otherTreeAgent':
      return openSession(deps, accounts.otherTreeAgent);
  }
}
