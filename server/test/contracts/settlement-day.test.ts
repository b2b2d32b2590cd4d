/**
 * A whole day of settlement in seconds, on an injected clock: one agent's
 * real-time (5-minute), hourly, daily and daily-dividend contracts with its
 * downline, whose team (the downline and a member below it) plays all day
 * through the ledger, while an outsider's play must not count. The hourly
 * contract is ended at 12:30. Every period is checked to the cent against an
 * independent reading of the rules, and paid exactly once; periods nobody
 * played in are closed without a row.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { ContractKind } from '../../../src/services/schemas/contracts';
import { contracts } from '../../src/db/schema';
import { periodAfter, periodContaining, periodSpecOf } from '../../src/domain/contracts/settlement/periods';
import { runDueSettlements } from '../../src/domain/contracts/settlement/run';
import { toCents } from '../../src/domain/money';
import { movableClock, type MovableClock } from '../access/support';
import { describeOnBothDatabases, type DatabaseKind } from '../databases';
import { balanceOf, fundedMember } from '../funds/support';
import { expectSettledExactlyOnce, settlementsOf } from './ledger-checks';
import { expectedPay, placeRound, playedIn, type Round } from './rounds';
import { activeContract, agentWithDownline, day, hour, step, teamMember } from './support';

const minute = 60_000;
/** Tomorrow 00:00 UTC: the test's day starts on a day boundary. */
const dayStart = Math.floor(Date.now() / day) * day + day;
const clocks: Partial<Record<DatabaseKind, MovableClock>> = {};
const clockOf = (kind: DatabaseKind): MovableClock => (clocks[kind] ??= movableClock(dayStart));
const setClock = (clock: MovableClock, at: number) => clock.advance(at - clock.now());

const terms: Record<ContractKind, Record<string, unknown>> = {
  realTimeSalary: { profitRate: '0.5', lossRate: '1.25', singleBetAmount: '2' },
  hourlySalary: { teamBetting: '60', rate: '1.1', hourlyBetAmount: '5' },
  dailySalary: { teamBetting: '500', activeMembers: 2, rate: '0.75', dailyBetAmount: '100', amount: '3.33' },
  dividend: { period: 'D', validBet: '100', profitLoss: '10', activeMembers: 2, rate: '10' },
};

/** A day of rounds every 7 minutes: stakes 1.00-40.99, lost, won (×1.5) or pushed, some still open, none 03:00-05:00. */
function dayOfRounds(team: number[], outsider: number): Round[] {
  const rounds: Round[] = [];
  for (let i = 0; ; i += 1) {
    const at = dayStart + 2 * minute + i * 7 * minute + (i % 5) * 13_000;
    if (at >= dayStart + day) return rounds;
    if (at >= dayStart + 3 * hour && at < dayStart + 5 * hour) continue;
    const stake = BigInt(100 + ((i * 7919) % 4000));
    const payout = i % 3 === 0 ? 0n : i % 3 === 1 ? (stake * 3n) / 2n : stake;
    rounds.push({ memberId: i % 9 === 4 ? outsider : team[i % 2], stake, payout, at, status: i % 11 === 5 ? 'open' : 'settled' });
  }
}

describeOnBothDatabases(
  'settlement over a day on an injected clock',
  (gateway, kind) => {
    it('settles every 5-minute, hourly and daily period once, to the cent', async () => {
      const clock = clockOf(kind);
      const pair = await agentWithDownline(gateway(), { type: 1 });
      const below = await teamMember(gateway(), pair.downline.id);
      const outsider = await fundedMember(gateway(), '10000.00');
      const rounds = dayOfRounds([pair.downline.id, below.id], outsider.id);
      for (const round of rounds) await placeRound(gateway().db, round);
      const opening = toCents(await balanceOf(gateway(), pair.agent.id));

      setClock(clock, dayStart + 7 * minute);
      const ids = {} as Record<ContractKind, number>;
      for (const contractKind of Object.keys(terms) as ContractKind[]) ids[contractKind] = await activeContract(gateway(), contractKind, pair, terms[contractKind]);

      const started = performance.now();
      for (let at = dayStart + hour; at <= dayStart + day; at += hour) {
        if (at === dayStart + 13 * hour) {
          setClock(clock, dayStart + 12 * hour + 30 * minute);
          await step(gateway(), 'hourlySalary', pair.agent.token, { action: 'terminate', contractId: ids.hourlySalary });
          await step(gateway(), 'hourlySalary', pair.downline.token, { action: 'terminate', contractId: ids.hourlySalary });
        }
        setClock(clock, at);
        await runDueSettlements(gateway().deps);
      }
      console.log(`[${kind}] a day of settlement took ${Math.round(performance.now() - started)} ms`);

      const team = new Set([pair.downline.id, below.id]);
      let paidTotal = 0n;
      const counts: Record<string, { periods: number; rows: number; paid: number }> = {};
      for (const contractKind of Object.keys(ids) as ContractKind[]) {
        const [contract] = await gateway().db.select().from(contracts).where(eq(contracts.id, ids[contractKind]));
        const rows = await settlementsOf(gateway().db, contract.id);
        for (const row of rows) {
          const from = Math.max(row.periodStart, contract.acceptedAt!);
          const to = Math.min(row.periodEnd, contract.endedAt ?? Number.POSITIVE_INFINITY);
          const expected = expectedPay(contractKind, contract.terms!, rounds, team, from, to);
          expect(toCents(row.amount), `${contractKind} ${row.periodKey}`).toBe(expected);
          expect(row.status).toBe(expected > 0n ? 'paid' : 'notEligible');
          paidTotal += expected;
        }
        // Every period up to next_settle_at is done; only those the team played in left a row.
        const spec = periodSpecOf(contractKind, contract.terms as never);
        const periods: string[] = [];
        const played: string[] = [];
        const until = contract.nextSettleAt ?? contract.endedAt!;
        for (let period = periodContaining(spec, contract.acceptedAt!); period.end < until || (contract.nextSettleAt === null && period.start < until); period = periodAfter(spec, period)) {
          periods.push(period.key);
          if (playedIn(contractKind, contract.terms!, rounds, team, Math.max(period.start, contract.acceptedAt!), Math.min(period.end, until))) played.push(period.key);
        }
        expect(rows.map((row) => row.periodKey), contractKind).toEqual(played);
        counts[contractKind] = { periods: periods.length, rows: rows.length, paid: rows.filter((row) => row.status === 'paid').length };
      }
      expect(counts.realTimeSalary.periods).toBe(287);
      expect(counts.hourlySalary.periods).toBe(13);
      // 03:00-05:00 nobody plays: 24 slots and 2 hours closed without a row.
      expect(counts.realTimeSalary.rows).toBeLessThanOrEqual(287 - 24);
      expect(counts.hourlySalary.rows).toBe(11);
      expect([counts.dailySalary.rows, counts.dividend.rows]).toEqual([1, 1]);
      for (const contractKind of ['realTimeSalary', 'hourlySalary'] as const) {
        expect(counts[contractKind].paid, contractKind).toBeGreaterThan(0);
        expect(counts[contractKind].paid, contractKind).toBeLessThanOrEqual(counts[contractKind].rows);
      }
      expect([counts.dailySalary.paid, counts.dividend.paid]).toEqual([1, 1]);
      expect(toCents(await balanceOf(gateway(), pair.agent.id))).toBe(opening + paidTotal);
      const [hourly] = await gateway().db.select().from(contracts).where(eq(contracts.id, ids.hourlySalary));
      expect(hourly.nextSettleAt).toBeNull();

      expect((await runDueSettlements(gateway().deps)).settled).toBe(0);
      await expectSettledExactlyOnce(gateway().db);
    });
  },
  // Sessions outlive the day the clock is moved through.
  (kind) => ({ clock: clockOf(kind), config: { sessionTtlMs: 30 * day } }),
);
