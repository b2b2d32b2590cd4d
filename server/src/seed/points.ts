/**
 * Opening point balances of the demo accounts, written as ledger movements
 * with fixed idempotency keys, so seeding twice credits once.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { members } from '../db/schema';
import { movePoints } from '../domain/points';

export const seedPointBalances: Record<string, { amount: number; kind: string }> = {
  demo: { amount: 320, kind: 'rng' },
  vip: { amount: 12500, kind: 'live' },
  agent1: { amount: 2400, kind: 'sports' },
};

export async function seedPoints(db: Db): Promise<void> {
  const rows = await db.select({ id: members.id, account: members.account }).from(members).where(inArray(members.account, Object.keys(seedPointBalances)));
  const now = Date.now();
  for (const row of rows) {
    const { amount, kind } = seedPointBalances[row.account];
    await movePoints(db, { memberId: row.id, amount, kind, idempotencyKey: `seed-points:${row.account}`, reference: 'welcome points', now });
  }
}
