/**
 * A settlement backlog written straight into a database: agents with a
 * downline and a member below it, hours of their play through the ledger,
 * then (in one transaction, so a running gateway sees all of it at once)
 * contracts of every kind accepted hours ago, each due from the period that
 * held its acceptance. Answers what the checks need to recompute every pay.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ContractKind } from '../../../src/services/schemas/contracts';
import type { Db } from '../../src/db';
import { contracts, contractSettlements, members } from '../../src/db/schema';
import { periodAfter, periodContaining, periodSpecOf } from '../../src/domain/contracts/settlement/periods';
import { validTerms } from '../../src/domain/contracts/terms';
import { moveMoney } from '../../src/domain/ledger';
import { toCents } from '../../src/domain/money';
import { expectedPay, placeRound, playedIn, type Round } from './rounds';
import { hour, termsOf } from './support';

export interface Backlog {
  contracts: { id: number; kind: ContractKind; team: Set<number> }[];
  rounds: Round[];
}

async function newMember(db: Db, now: number, fields: { type?: number; uplineId?: number }): Promise<number> {
  const [row] = await db
    .insert(members)
    .values({ account: `bk${randomUUID().slice(0, 12)}`, nickname: 'Backlog', passwordHash: 'unused', passwordChangedAt: now, createdAt: now, ...fields })
    .returning({ id: members.id });
  await moveMoney(db, { memberId: row.id, cents: 100_000_000n, kind: 'adjustment', idempotencyKey: `backlog-open:${row.id}`, now });
  return row.id;
}

export async function createBacklog(db: Db, options: { agents: number; hoursAgo: number; now: number }): Promise<Backlog> {
  const acceptedAt = options.now - options.hoursAgo * hour - 2 * 60_000;
  const backlog: Backlog = { contracts: [], rounds: [] };
  const pairs: { agent: number; downline: number }[] = [];
  for (let a = 0; a < options.agents; a += 1) {
    const agent = await newMember(db, acceptedAt, { type: 1 });
    const downline = await newMember(db, acceptedAt, { type: 1, uplineId: agent });
    const below = await newMember(db, acceptedAt, { uplineId: downline });
    pairs.push({ agent, downline });
    for (let i = 0; acceptedAt + i * 17 * 60_000 < options.now - 60_000; i += 1) {
      const stake = BigInt(100 + ((a * 131 + i * 7919) % 5000));
      backlog.rounds.push({ memberId: i % 3 ? downline : below, stake, payout: i % 2 ? 0n : (stake * 3n) / 2n, at: acceptedAt + 60_000 + i * 17 * 60_000 });
    }
    for (const kind of ['realTimeSalary', 'hourlySalary', 'dailySalary', 'dividend'] as const) backlog.contracts.push({ id: 0, kind, team: new Set([downline, below]) });
  }
  for (const round of backlog.rounds) await placeRound(db, round);
  await db.transaction(async (tx) => {
    for (const [index, entry] of backlog.contracts.entries()) {
      const pair = pairs[Math.floor(index / 4)];
      const terms = validTerms(entry.kind, entry.kind === 'dividend' ? { ...termsOf.dividend, period: 'W' } : termsOf[entry.kind]);
      const [row] = await tx
        .insert(contracts)
        .values({ kind: entry.kind, uplineId: pair.agent, downlineId: pair.downline, status: 'active', terms, createdAt: acceptedAt, acceptedAt, nextSettleAt: periodContaining(periodSpecOf(entry.kind, terms), acceptedAt).end })
        .returning({ id: contracts.id });
      entry.id = row.id;
    }
  });
  return backlog;
}

/** Due contracts at this moment: zero once the instances have caught up. */
export async function dueCount(db: Db, now: number): Promise<number> {
  const rows = await db.select({ next: contracts.nextSettleAt }).from(contracts);
  return rows.filter((row) => row.next !== null && row.next <= now).length;
}

/**
 * Every period of every backlog contract settled up to its next_settle_at,
 * without a gap: one row, paid to the cent, for each period the team played
 * in, and none for the others. Answers how many rows there are.
 */
export async function expectBacklogSettled(db: Db, backlog: Backlog): Promise<number> {
  const ids = backlog.contracts.map((entry) => entry.id);
  const rows = await db.select().from(contractSettlements).where(inArray(contractSettlements.contractId, ids)).orderBy(contractSettlements.periodStart);
  for (const entry of backlog.contracts) {
    const [contract] = await db.select().from(contracts).where(eq(contracts.id, entry.id));
    const own = rows.filter((row) => row.contractId === entry.id);
    const spec = periodSpecOf(entry.kind, contract.terms as never);
    const played: string[] = [];
    for (let period = periodContaining(spec, contract.acceptedAt!); period.end < contract.nextSettleAt!; period = periodAfter(spec, period)) {
      if (playedIn(entry.kind, contract.terms!, backlog.rounds, entry.team, Math.max(period.start, contract.acceptedAt!), period.end)) played.push(period.key);
    }
    expect(own.map((row) => row.periodKey), `${entry.kind} ${entry.id}: a row for each period played in, none for the others`).toEqual(played);
    for (const row of own) {
      const pay = expectedPay(entry.kind, contract.terms!, backlog.rounds, entry.team, Math.max(row.periodStart, contract.acceptedAt!), row.periodEnd);
      expect(toCents(row.amount), `${entry.kind} ${row.periodKey}`).toBe(pay);
    }
  }
  return rows.length;
}
