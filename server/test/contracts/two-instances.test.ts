/**
 * Two real gateway processes on one PostgreSQL database, each running the
 * settlement job every 100 ms, against a backlog of four hours of periods
 * for ten agents. Every contract-period must end up settled once and paid
 * once, to the cent, and the work must have been shared. Prints how many
 * periods each process settled.
 */
import { afterAll, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../src/db';
import { toCents } from '../../src/domain/money';
import { postgresAvailable } from '../postgres';
import { createBacklog, dueCount, expectBacklogSettled } from './backlog';
import { freshPostgresDatabase, type FreshDatabase } from './fresh-postgres';
import { startGatewayProcess, stopGatewayProcess, type GatewayProcess } from './gateway-process';
import { expectSettledExactlyOnce } from './ledger-checks';

const gateways: GatewayProcess[] = [];
let database: OpenedDatabase | undefined;
let fresh: FreshDatabase | undefined;

afterAll(async () => {
  await Promise.all(gateways.map(stopGatewayProcess));
  await database?.close();
  await fresh?.release();
});

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((wait) => setTimeout(wait, 50));
  }
}

it.skipIf(!postgresAvailable)('two gateway instances settle each contract-period exactly once between them [postgres]', { timeout: 90_000 }, async () => {
  fresh = await freshPostgresDatabase();
  database = await openDatabase({ url: fresh.url });
  const db = database.db;
  gateways.push(startGatewayProcess('A', fresh.url), startGatewayProcess('B', fresh.url));
  await Promise.all(gateways.map((gateway) => gateway.listening));

  // The forty contracts are what the instances share out, five a claim; four hours of their periods (about 530) keep both busy.
  const backlog = await createBacklog(db, { agents: 10, hoursAgo: 4, now: Date.now() });
  const started = Date.now();
  await waitUntil(async () => (await dueCount(db, Date.now())) === 0, 60_000, 'both instances to catch up');
  const elapsed = Date.now() - started;
  await Promise.all(gateways.map(stopGatewayProcess));

  const backlogPeriods = await expectBacklogSettled(db, backlog);
  const { settlements, paid, paidCents } = await expectSettledExactlyOnce(db);
  const [a, b] = gateways.map((gateway) => gateway.settled());
  console.log(
    `[two instances] backlog ${backlog.contracts.length} contracts, ${backlogPeriods} contract-periods (+${settlements - backlogPeriods} of the seeded contract), ${paid} paid, caught up in ${elapsed} ms\n` +
      `  instance A settled ${a.periods} (paid ${a.paid}, total ${a.total}); instance B settled ${b.periods} (paid ${b.paid}, total ${b.total})`,
  );
  expect(a.periods + b.periods, 'the two logs account for every settlement row').toBe(settlements);
  expect(a.paid + b.paid).toBe(paid);
  expect(toCents(a.total) + toCents(b.total), 'and every cent paid').toBe(paidCents);
  expect(Math.min(a.periods, b.periods), 'both instances took part').toBeGreaterThan(0);
});
