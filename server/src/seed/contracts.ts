/**
 * Contracts on a fresh database: the four kinds' whitelabel switches (on),
 * a daily-salary contract agent3 pays from player31's play, accepted three
 * days before the seeding so the first settlement run has past days to
 * settle, and a daily-salary offer from agent1 waiting for player11 (logging
 * in as player11 opens the contract popup). Idempotent: a pair that has any
 * contract of the kind already is left alone, so a tester's answers survive
 * a restart.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { DailySalaryTerms } from '../../../src/services/schemas/contracts';
import type { Db } from '../db';
import { contracts, members, switches } from '../db/schema';
import { switchOf } from '../domain/contracts/kinds';
import { periodContaining } from '../domain/contracts/settlement/periods';

const day = 24 * 60 * 60 * 1000;

interface ContractSeed {
  upline: string;
  downline: string;
  terms: DailySalaryTerms;
  /** Accepted this long before the seeding; an offer still waiting when absent. */
  acceptedDaysAgo?: number;
}

const contractSeeds: ContractSeed[] = [
  {
    upline: 'agent3',
    downline: 'player31',
    terms: { teamBetting: '100.00', activeMembers: 1, rate: '2.00', dailyBetAmount: '50.00', amount: '5.00' },
    acceptedDaysAgo: 3,
  },
  { upline: 'agent1', downline: 'player11', terms: { teamBetting: '1000.00', activeMembers: 1, rate: '1.00', dailyBetAmount: '100.00', amount: '10.00' } },
];

export async function seedContracts(db: Db): Promise<void> {
  // After the switches of brand.ts under the root; inserting never overwrites an operator's choice.
  await db
    .insert(switches)
    .values(Object.values(switchOf).map((modId, index) => ({ modId, parentId: 'ROOT', enabled: true, sort: 100 + index })))
    .onConflictDoNothing();
  const accounts = contractSeeds.flatMap((seed) => [seed.upline, seed.downline]);
  const ids = new Map((await db.select({ id: members.id, account: members.account }).from(members).where(inArray(members.account, accounts))).map((row) => [row.account, row.id]));
  const now = Date.now();
  for (const seed of contractSeeds) {
    const uplineId = ids.get(seed.upline);
    const downlineId = ids.get(seed.downline);
    if (uplineId === undefined || downlineId === undefined) continue;
    const [existing] = await db
      .select({ id: contracts.id })
      .from(contracts)
      .where(and(eq(contracts.uplineId, uplineId), eq(contracts.downlineId, downlineId), eq(contracts.kind, 'dailySalary')))
      .limit(1);
    if (existing) continue;
    const acceptedAt = seed.acceptedDaysAgo === undefined ? null : now - seed.acceptedDaysAgo * day;
    await db.insert(contracts).values({
      kind: 'dailySalary',
      uplineId,
      downlineId,
      status: acceptedAt === null ? 'offered' : 'active',
      terms: seed.terms,
      createdAt: (acceptedAt ?? now) - day,
      acceptedAt,
      nextSettleAt: acceptedAt === null ? null : periodContaining('D', acceptedAt).end,
    });
  }
}
