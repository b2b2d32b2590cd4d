/**
 * Four settlement runs at once over one backlog (three hours of 5-minute and
 * hourly periods for eight agents): the claim shares the contracts out, and
 * every contract-period is settled and paid exactly once, to the cent (with
 * a row when the team played in it).
 */
import { count, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { ContractKind } from '../../../src/services/schemas/contracts';
import { contracts, contractSettlements } from '../../src/db/schema';
import { runDueSettlements } from '../../src/domain/contracts/settlement/run';
import { toCents } from '../../src/domain/money';
import { movableClock, type MovableClock } from '../access/support';
import { describeOnBothDatabases, type DatabaseKind } from '../databases';
import { expectSettledExactlyOnce } from './ledger-checks';
import { expectedPay, placeRound, playedIn, type Round } from './rounds';
import { activeContract, agentWithDownline, day, hour } from './support';

const clocks: Partial<Record<DatabaseKind, MovableClock>> = {};
const clockOf = (kind: DatabaseKind): MovableClock => (clocks[kind] ??= movableClock());
const kinds: ContractKind[] = ['realTimeSalary', 'hourlySalary'];

describeOnBothDatabases(
  'four settlement runs at once',
  (gateway, kind) => {
    it('settles each contract-period once between them', async () => {
      const clock = clockOf(kind);
      const start = clock.now();
      const rounds: Round[] = [];
      const ids: { id: number; kind: ContractKind; team: Set<number> }[] = [];
      for (let agent = 0; agent < 8; agent += 1) {
        const pair = await agentWithDownline(gateway());
        for (const contractKind of kinds) ids.push({ id: await activeContract(gateway(), contractKind, pair), kind: contractKind, team: new Set([pair.downline.id]) });
        for (let i = 0; i < 12; i += 1) {
          rounds.push({ memberId: pair.downline.id, stake: BigInt(150 + ((agent * 31 + i * 977) % 3000)), payout: i % 2 ? 0n : 900n, at: start + 60_000 + i * 14 * 60_000 + agent * 1000 });
        }
      }
      for (const round of rounds) await placeRound(gateway().db, round);
      const [{ before }] = await gateway().db.select({ before: count() }).from(contractSettlements);
      clock.advance(3 * hour);

      const runs = await Promise.all([0, 1, 2, 3].map(() => runDueSettlements(gateway().deps, { batchSize: 3 })));
      console.log(`[${kind}] contract-periods settled by each of four runs: ${runs.map((run) => run.settled).join(', ')}`);
      const [{ after }] = await gateway().db.select({ after: count() }).from(contractSettlements);
      expect(runs.reduce((sum, run) => sum + run.settled, 0)).toBe(after - before);

      const rows = await gateway().db.select().from(contractSettlements).where(inArray(contractSettlements.contractId, ids.map((entry) => entry.id)));
      const accepted = new Map((await gateway().db.select().from(contracts).where(inArray(contracts.id, ids.map((entry) => entry.id)))).map((row) => [row.id, row]));
      for (const entry of ids) {
        const own = rows.filter((row) => row.contractId === entry.id);
        const contract = accepted.get(entry.id)!;
        // Every period from the one holding the acceptance up to the last that ended before the clock, if the team played in it.
        const size = entry.kind === 'realTimeSalary' ? 5 * 60_000 : hour;
        const played: number[] = [];
        for (let periodStart = Math.floor(contract.acceptedAt! / size) * size; periodStart + size <= clock.now(); periodStart += size) {
          if (playedIn(entry.kind, contract.terms!, rounds, entry.team, Math.max(periodStart, contract.acceptedAt!), periodStart + size)) played.push(periodStart);
        }
        expect(own.map((row) => row.periodStart).sort((a, b) => a - b), `${entry.kind} ${entry.id}`).toEqual(played);
        expect(contract.nextSettleAt, `${entry.kind} ${entry.id} is due next after the clock`).toBeGreaterThan(clock.now());
        for (const row of own) {
          const pay = expectedPay(entry.kind, contract.terms!, rounds, entry.team, Math.max(row.periodStart, contract.acceptedAt!), row.periodEnd);
          expect(toCents(row.amount), `${entry.kind} ${row.periodKey}`).toBe(pay);
        }
      }
      expect(rows.filter((row) => row.status === 'paid').length).toBeGreaterThan(0);
      await expectSettledExactlyOnce(gateway().db);
    });
  },
  (kind) => ({ clock: clockOf(kind), config: { sessionTtlMs: day } }),
);
