/**
 * An agent with one downline under an active real-time salary contract
 * (1.25 % of the team's losses, settled every 5-minute slot), whose first
 * slot started `slotsAgo` slots before the current one, so the settlement
 * job has that many periods due. Made straight in the database, with
 * accounts of their own, for browser tests of settlements.
 */
import { contracts } from '../../../server/src/db/schema';
import { validTerms } from '../../../server/src/domain/contracts/terms';
import { createMember } from '../../../server/src/domain/members';
import type { TestGateway } from './gateway';

/** One settlement period of real-time salary. */
export const salarySlotMs = 5 * 60_000;

export async function agentOnRealTimeSalary(gateway: TestGateway, prefix: string, slotsAgo: number) {
  const now = Date.now();
  const t0 = Math.floor(now / salarySlotMs) * salarySlotMs - slotsAgo * salarySlotMs;
  const tag = `${process.pid % 10_000}${now % 100_000}`;
  const login = { username: `${prefix}a${tag}`, password: 'Agent123' };
  const agent = await createMember(gateway.db, { account: login.username, password: login.password, type: 1, affiliateCode: `${prefix.toUpperCase()}${tag}`, openingBalance: '100.00', now });
  const downline = await createMember(gateway.db, { account: `${prefix}d${tag}`, password: 'Player123', uplineId: agent.id, openingBalance: '100.00', now });
  const [contract] = await gateway.db
    .insert(contracts)
    .values({
      kind: 'realTimeSalary',
      uplineId: agent.id,
      downlineId: downline.id,
      status: 'active',
      terms: validTerms('realTimeSalary', { profitRate: '0.5', lossRate: '1.25', singleBetAmount: '2' }),
      createdAt: t0,
      acceptedAt: t0,
      nextSettleAt: t0 + salarySlotMs,
    })
    .returning({ id: contracts.id });
  return { t0, login, downline, contractId: contract!.id };
}
