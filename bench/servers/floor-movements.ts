/**
 * The floor of the write-path figures: a round's money movement with nothing around it. Per round, one bare
 * SQL statement for the stake and one for the payout, each the whole movement the ledger makes (the guarded
 * balance update and the ledger row with its unique key, in one statement), sent on the gateway's own
 * database handle with the same number of rounds in flight as the bench has members. No HTTP, no checks.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/src/db';

export interface FloorFigure {
  rounds: number;
  roundsPerSecond: number;
  p50: number;
  p99: number;
}

const movement = (memberId: number, amount: string, kind: string, key: string, now: number) => sql`
  with moved as (
    update wallets set balance = balance + ${amount}::numeric
    where member_id = ${memberId} and account_type_id = 0 and balance + ${amount}::numeric >= 0
    returning balance
  )
  insert into ledger_entries (member_id, account_type_id, amount, balance_after, kind, idempotency_key, reference, created_at)
  select ${memberId}, 0, ${amount}::numeric, balance, ${kind}, ${key}, '', ${now} from moved
  returning id`;

export const percentile = (sorted: number[], share: number): number =>
  sorted.length === 0 ? 0 : Number(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!.toFixed(1));

export async function measureFloor(db: Db, options: { memberIds: number[]; seconds: number; concurrency: number }): Promise<FloorFigure> {
  const latencies: number[] = [];
  let counter = 0;
  const run = Date.now().toString(36);
  const playRounds = async (memberId: number, until: number) => {
    while (performance.now() < until) {
      const started = performance.now();
      const key = `floor:${run}:${++counter}`;
      const now = Date.now();
      await db.execute(movement(memberId, '-1.00', 'bet', `${key}:bet`, now));
      await db.execute(movement(memberId, '0.95', 'payout', `${key}:win`, now));
      latencies.push(performance.now() - started);
    }
  };
  const workers = Array.from({ length: options.concurrency }, (_, index) => options.memberIds[index % options.memberIds.length]!);
  // Warm-up: the first statements pay for planning and cold pages.
  await Promise.all(workers.map((memberId) => playRounds(memberId, performance.now() + 1000)));
  latencies.length = 0;
  const started = performance.now();
  await Promise.all(workers.map((memberId) => playRounds(memberId, started + options.seconds * 1000)));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { rounds: latencies.length, roundsPerSecond: Math.round(latencies.length / elapsed), p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
}
