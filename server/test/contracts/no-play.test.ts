/**
 * Periods nobody played in: a real-time salary contract has 288 of them a
 * day at most, so they are marked done without a settlement row, and never
 * settled again, even by two instances at once or when a late bet lands in
 * one. Rows such periods left before stay in the table but are not listed
 * nor counted as settled periods.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { expect, it } from 'vitest';
import { settlementListSchema } from '../../../src/services/schemas/contracts';
import { contracts, contractSettlements } from '../../src/db/schema';
import { runDueSettlements } from '../../src/domain/contracts/settlement/run';
import { movableClock, send, type MovableClock } from '../access/support';
import { describeOnBothDatabases, type DatabaseKind } from '../databases';
import { expectSettledExactlyOnce, settlementsOf } from './ledger-checks';
import { placeRound } from './rounds';
import { activeContract, agentWithDownline, day } from './support';

const minute = 60_000;
const slot = 5 * minute;
/** A slot boundary tomorrow, so every period the test settles is still ahead of the real clock. */
const slotStart = Math.floor(Date.now() / slot) * slot + day;
const clocks: Partial<Record<DatabaseKind, MovableClock>> = {};
const clockOf = (kind: DatabaseKind): MovableClock => (clocks[kind] ??= movableClock(slotStart));
const setClock = (clock: MovableClock, at: number) => clock.advance(at - clock.now());
const terms = { profitRate: '0.5', lossRate: '1.25', singleBetAmount: '2' };

describeOnBothDatabases(
  'settlement of periods with no play',
  (gateway, kind) => {
    const nextSettleAtOf = async (id: number) => (await gateway().db.select().from(contracts).where(eq(contracts.id, id)))[0].nextSettleAt;

    it('marks a slot nobody played in as done without a row, and never settles it again', async () => {
      const clock = clockOf(kind);
      const t0 = slotStart + 30 * slot;
      setClock(clock, t0 + minute);
      const pair = await agentWithDownline(gateway());
      const id = await activeContract(gateway(), 'realTimeSalary', pair, terms);
      // Only the second of three slots has play: a lost round of 10.00 pays 1.25 % of it.
      await placeRound(gateway().db, { memberId: pair.downline.id, stake: 1_000n, payout: 0n, at: t0 + slot + minute });

      setClock(clock, t0 + 3 * slot + 1_000);
      // Two instances at once: the claim shares the slots out, none is settled twice.
      await Promise.all([runDueSettlements(gateway().deps, { batchSize: 1 }), runDueSettlements(gateway().deps, { batchSize: 1 })]);
      const rows = await settlementsOf(gateway().db, id);
      expect(rows.map((row) => [row.periodStart, row.amount, row.status])).toEqual([[t0 + slot, '0.12', 'paid']]);
      expect(await nextSettleAtOf(id)).toBe(t0 + 4 * slot);

      // A bet recorded late in a slot already marked done does not reopen it.
      await placeRound(gateway().db, { memberId: pair.downline.id, stake: 1_000n, payout: 0n, at: t0 + 2 * minute });
      expect((await runDueSettlements(gateway().deps)).settled).toBe(0);
      setClock(clock, t0 + 5 * slot);
      await runDueSettlements(gateway().deps);
      expect(await nextSettleAtOf(id)).toBe(t0 + 6 * slot);
      expect((await settlementsOf(gateway().db, id)).map((row) => row.periodStart)).toEqual([t0 + slot]);
      await expectSettledExactlyOnce(gateway().db);
    });

    it('neither lists nor counts the empty rows of periods settled before', async () => {
      const clock = clockOf(kind);
      const t0 = slotStart + 60 * slot;
      setClock(clock, t0 + minute);
      const pair = await agentWithDownline(gateway());
      const id = await activeContract(gateway(), 'realTimeSalary', pair, terms);
      await placeRound(gateway().db, { memberId: pair.downline.id, stake: 1_000n, payout: 0n, at: t0 + 2 * minute });
      setClock(clock, t0 + slot + 1_000);
      await runDueSettlements(gateway().deps);
      // What settlement used to write for every slot nobody played in.
      await gateway().db.insert(contractSettlements).values({
        contractId: id,
        kind: 'realTimeSalary',
        periodKey: 'R:legacy-empty-slot',
        periodStart: t0 - slot,
        periodEnd: t0,
        uplineId: pair.agent.id,
        downlineId: pair.downline.id,
        turnover: '0.00',
        teamLoss: '0.00',
        activeMembers: 0,
        amount: '0.00',
        status: 'notEligible',
        reason: 'noPlay',
        ledgerId: null,
        settledAt: t0,
      });

      const answer = await send(gateway(), 'agentSettlements', {
        token: pair.agent.token,
        data: { kind: 'realTimeSalary', role: 'received', startTime: t0 - day, endTime: t0 + day },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const list = v.parse(settlementListSchema, answer.body.value);
      expect({ total: list.total, amounts: list.list.map((row) => row.amount), totalAmount: list.totalAmount }).toEqual({ total: 1, amounts: ['0.12'], totalAmount: '0.12' });
    });
  },
  // Sessions outlive the hours the clock is moved on.
  (kind) => ({ clock: clockOf(kind), config: { sessionTtlMs: 30 * day } }),
);
