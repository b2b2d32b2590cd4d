/**
 * kill -9 of the settling gateway in the middle of a backlog, then a
 * restart: whatever transaction was in flight left nothing behind, so no
 * settlement row lacks its payment, no payment lacks its row, nothing is
 * paid twice, and the restarted process settles the rest to the cent.
 */
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../src/db';
import { contractSettlements } from '../../src/db/schema';
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

const pause = (ms: number) => new Promise((wait) => setTimeout(wait, ms));

it.skipIf(!postgresAvailable)('a gateway killed mid-settlement leaves no partial payment, and a restart finishes the work [postgres]', { timeout: 90_000 }, async () => {
  fresh = await freshPostgresDatabase();
  database = await openDatabase({ url: fresh.url });
  const db = database.db;
  const settledRows = async () => Number((await db.select({ n: sql<number>`count(*)` }).from(contractSettlements))[0].n);

  const first = startGatewayProcess('first', fresh.url);
  gateways.push(first);
  await first.listening;
  // Let the seeded contract settle first, so the backlog is what the kill interrupts.
  while ((await dueCount(db, Date.now())) > 0) await pause(20);
  // Four hours of periods for twelve agents: some 600, about 230 of them played in (a row each), far more than the 100 settled before the kill, and few enough
  // that the restart's catch-up stays short.
  const backlog = await createBacklog(db, { agents: 12, hoursAgo: 4, now: Date.now() });
  const before = await settledRows();
  while ((await settledRows()) < before + 100) await pause(5);
  const inFlight = await db.execute(sql`select count(*) as n from pg_stat_activity where datname = current_database() and xact_start is not null and pid <> pg_backend_pid()`);
  first.child.kill('SIGKILL');
  expect(await first.exited).toBeNull();
  const atKill = await settledRows();
  const dueAtKill = await dueCount(db, Date.now());
  expect(dueAtKill, 'killed with work left').toBeGreaterThan(0);
  // The state the crash left, before anyone repairs anything.
  const afterCrash = await expectSettledExactlyOnce(db);

  const second = startGatewayProcess('second', fresh.url);
  gateways.push(second);
  await second.listening;
  const deadline = Date.now() + 60_000;
  while ((await dueCount(db, Date.now())) > 0) {
    if (Date.now() > deadline) throw new Error('the restarted gateway did not catch up');
    await pause(50);
  }
  await stopGatewayProcess(second);

  const backlogPeriods = await expectBacklogSettled(db, backlog);
  const { settlements } = await expectSettledExactlyOnce(db);
  const rowsOf = (inFlight as unknown as { rows: { n: string | number }[] }).rows;
  console.log(
    `[kill -9] killed with ${atKill - before} of ${backlogPeriods} backlog periods settled and ${dueAtKill} contracts still due ` +
      `(${Number(rowsOf[0]?.n ?? 0)} transactions open on the database just before the kill; ${afterCrash.settlements} rows consistent after the crash); ` +
      `the restarted process settled ${second.settled().periods}, ${settlements} rows in all`,
  );
  expect(second.settled().periods, 'the restart settled exactly what was left').toBe(settlements - atKill);
});
