/**
 * `npm run money:faults`: the gateway killed with SIGKILL in the middle of
 * mixed money movements, ten times, on a throwaway PostgreSQL and on an
 * embedded PGlite data folder. Each round starts the real gateway process
 * (`node --import tsx server/src/index.ts`), sends again every request whose
 * answer the previous kill lost (same request id or round id), fires a new
 * load on one account, kills the process at a random moment during it, and
 * then reads the database directly: balance = ledger sum, running sum never
 * below zero, no key twice, points = points ledger, nothing half written,
 * and every answer that came back matching the ledger. A table per round,
 * a verdict at the end; exit 1 on any breach.
 *
 * Then, on PostgreSQL, outage rounds (money-faults-outages.ts): the database
 * stopped hard and started again under one gateway's load (a coded 503
 * meanwhile, recovery without a restart), and one of three instances of
 * `npm run cluster` killed under load; lost answers sent again, same checks.
 *
 * MONEY_FAULTS_ROUNDS (10), MONEY_FAULTS_OUTAGE_ROUNDS (3 of each outage),
 * MONEY_FAULTS_SEED (random, printed) and MONEY_FAULTS_DATABASES
 * (postgres,pglite) change the run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase, type OpenedDatabase } from '../server/src/db';
import { seedDatabase } from '../server/src/seed';
import { prepareLoadAccount, type LoadAccount } from '../server/test/money-load/load-account';
import { answerBreaches, moneyBreaches, moneyFigures } from '../server/test/money-load/money-invariant';
import { fireLoad, forgetGateway, openTables, retryLost, type LoadTarget } from '../server/test/money-load/load-driver';
import { movementMix, seededRandom } from '../server/test/money-load/movement-mix';
import { withoutVerdict, type Fired } from '../server/test/money-load/verdicts';
import { freePort, postgresAvailable, startPostgres, type RestartablePostgres } from '../server/test/postgres';
import { databaseRestartRound, instanceKillRound, startCluster, type OutageRound } from './money-faults-outages';

const rounds = Number(process.env.MONEY_FAULTS_ROUNDS ?? 10);
const outageRounds = Number(process.env.MONEY_FAULTS_OUTAGE_ROUNDS ?? 3);
const seed = Number(process.env.MONEY_FAULTS_SEED ?? Math.floor(Math.random() * 2 ** 31));
const databases = (process.env.MONEY_FAULTS_DATABASES ?? 'postgres,pglite').split(',').map((name) => name.trim());
const repoRoot = resolve(import.meta.dirname, '..');
const merchant = 'XSP';
const tablesPerGame = 8;
/** Per round: ~150 movements, a quarter of them member calls (the gateway runs with RATE_LIMIT_SCALE=100). */
const movementsPerRound = 150;

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

interface Place {
  kind: 'postgres' | 'pglite';
  /** What the gateway process is told about its database. */
  env: Record<string, string>;
  /** The same database, opened by this script while the gateway is down (PGlite allows one process at a time). */
  open(): Promise<OpenedDatabase>;
  dispose(): Promise<void>;
  /** The PostgreSQL server itself, for the outage rounds. */
  postgres?: RestartablePostgres;
}

async function placeFor(kind: string): Promise<Place | null> {
  if (kind === 'postgres') {
    if (!postgresAvailable) {
      console.log('PostgreSQL binaries not found: the PostgreSQL run is skipped.');
      return null;
    }
    const server = await startPostgres();
    const url = await server.createDatabase('money_faults');
    return { kind, env: { DATABASE_URL: url }, open: () => openDatabase({ url }), dispose: () => server.stop(), postgres: server };
  }
  if (kind === 'pglite') {
    const folder = mkdtempSync(join(tmpdir(), 'money-faults-'));
    const dataDir = join(folder, 'pglite');
    return { kind, env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }), dispose: async () => rmSync(folder, { recursive: true, force: true }) };
  }
  throw new Error(`MONEY_FAULTS_DATABASES: unknown database ${kind} (postgres or pglite)`);
}

interface Gateway {
  process: ChildProcess;
  target: LoadTarget;
  log: string[];
}

const gatewayEnv = { MERCHANT: merchant, OPERATOR_KEY: 'money-faults-operator-key', RATE_LIMIT_SCALE: '100' };

async function startGateway(place: Place): Promise<Gateway> {
  const port = await freePort();
  // One member's load is hundreds of writes a minute, far over the per-member budget: the limits are raised, not switched off.
  const env: Record<string, string | undefined> = { ...process.env, ...place.env, PORT: String(port), HOST: '127.0.0.1', ...gatewayEnv };
  if (place.kind === 'pglite') delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const target = { url: `http://127.0.0.1:${port}`, merchant };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the gateway exited with ${child.exitCode}:\n${log.join('')}`);
    const up = await fetch(`${target.url}/wps/system/status`).then((response) => response.ok, () => false);
    if (up) return { process: child, target, log };
    await pause(200);
  }
  child.kill('SIGKILL');
  throw new Error(`the gateway did not answer within two minutes:\n${log.join('')}`);
}

function stopGateway(gateway: Gateway, signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
  return new Promise((done) => {
    if (gateway.process.exitCode !== null || gateway.process.signalCode !== null) return done();
    gateway.process.once('exit', () => done());
    gateway.process.kill(signal);
  });
}

/** The database as the script sees it with the gateway down; `work` runs on it and it is closed again. */
async function withDatabase<T>(place: Place, work: (database: OpenedDatabase) => Promise<T>): Promise<T> {
  const database = await place.open();
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

interface RoundRow {
  round: string;
  killedAfterMs: string;
  fired: number;
  ok: number;
  refused: number;
  lost: number;
  inFlight: number;
  limited: number;
  retried: string;
  ledgerRows: number;
  lowest: string;
  mainWallet: string;
  points: number;
  unsettled: number;
  breaches: string[];
}

function tally(fired: readonly Fired[]) {
  const lost = fired.filter(({ outcome }) => withoutVerdict(outcome));
  return {
    ok: fired.filter(({ outcome }) => outcome.answered && outcome.success).length,
    refused: fired.filter(({ outcome }) => outcome.answered && !outcome.success && !withoutVerdict(outcome)).length,
    lost: lost.length,
    // Sent and cut off by the kill, as against never connected (the gateway was already gone) or turned away by a rate limit.
    inFlight: lost.filter(({ outcome }) => !outcome.answered && !outcome.error.includes('ECONNREFUSED')).length,
    limited: lost.filter(({ outcome }) => outcome.answered).length,
  };
}

async function checkRound(place: Place, account: LoadAccount, fired: readonly Fired[], row: Omit<RoundRow, 'ledgerRows' | 'lowest' | 'mainWallet' | 'points' | 'unsettled' | 'breaches'>): Promise<RoundRow> {
  return withDatabase(place, async ({ db }) => {
    const figures = await moneyFigures(db, account.memberId);
    const answers = await answerBreaches(db, account.memberId, fired);
    return {
      ...row,
      ledgerRows: figures.ledgerRows,
      lowest: figures.lowestRunning,
      mainWallet: figures.wallets.find((wallet) => wallet.accountTypeId === 0)?.balance ?? '0.00',
      points: figures.points.balance,
      unsettled: answers.unsettled.length,
      breaches: [...moneyBreaches(figures), ...answers.breaches],
    };
  });
}

function printRow(row: RoundRow): void {
  console.log(
    `  ${row.round.padStart(5)} | ${row.killedAfterMs.padStart(10)} | ${String(row.fired).padStart(5)} | ${String(row.ok).padStart(4)} | ${String(row.refused).padStart(7)} | ` +
      `${String(row.lost).padStart(4)} | ${String(row.inFlight).padStart(9)} | ${String(row.limited).padStart(3)} | ${row.retried.padEnd(32)} | ${String(row.ledgerRows).padStart(6)} | ${row.lowest.padStart(8)} | ${row.mainWallet.padStart(9)} | ` +
      `${String(row.points).padStart(6)} | ${String(row.unsettled).padStart(9)} | ${row.breaches.length === 0 ? 'ok' : `BREACH: ${row.breaches.slice(0, 5).join('; ')}`}`,
  );
}

async function runOn(place: Place): Promise<RoundRow[]> {
  const account = await withDatabase(place, async ({ db }) => {
    await seedDatabase(db);
    return prepareLoadAccount(db, { now: Date.now(), opening: '20000.00', points: 40000, stock: 30, tag: `faults${place.kind}` });
  });
  const random = seededRandom(seed);
  const fired: Fired[] = [];
  const rows: RoundRow[] = [];
  for (let round = 1; round <= rounds + 1; round += 1) {
    const final = round > rounds;
    const gateway = await startGateway(place);
    forgetGateway(gateway.target);
    try {
      const tables = await openTables(gateway.target, account, tablesPerGame);
      // First what the last kill left without an answer, as the portal would send it again.
      const retries = await retryLost(gateway.target, account, tables, fired);
      fired.push(...retries);
      const retried = tally(retries);
      const retriedText = `${retries.length} (${retried.ok} ok, ${retried.refused} refused, ${retried.lost} lost)`;
      if (final) {
        await stopGateway(gateway, 'SIGTERM');
        rows.push(await checkRound(place, account, fired, { round: 'final', killedAfterMs: 'SIGTERM', fired: 0, ok: 0, refused: 0, lost: 0, inFlight: 0, limited: 0, retried: retriedText }));
        printRow(rows.at(-1)!);
        break;
      }
      const movements = movementMix({ count: movementsPerRound, seed: seed + round, tables: tablesPerGame, retryShare: 1 / 6, callShare: 0.25 });
      // A round's load takes about 0.6 s (PostgreSQL) to 1 s (PGlite) here: the kill falls inside it, at a random moment.
      const killAfter = random.int(60, 550);
      const load = fireLoad(gateway.target, account, tables, movements);
      const started = performance.now();
      const loadFirst = await Promise.race([pause(killAfter).then(() => false), load.then(() => true)]);
      // A load that ran out of money early may finish before its kill moment: the table says so.
      const killedAfterMs = `${Math.round(performance.now() - started)}${loadFirst ? ' (done)' : ''}`;
      await stopGateway(gateway, 'SIGKILL');
      const answered = await load;
      fired.push(...answered);
      rows.push(await checkRound(place, account, fired, { round: String(round), killedAfterMs, fired: answered.length, ...tally(answered), retried: retriedText }));
      printRow(rows.at(-1)!);
    } finally {
      await stopGateway(gateway, 'SIGKILL');
    }
  }
  const final = rows.at(-1)!;
  if (final.unsettled > 0) final.breaches.push(`${final.unsettled} requests still without a verdict after the last retry`);
  return rows;
}

/** The outage rounds on PostgreSQL: a table of their own, the same invariant after each. */
async function runOutages(place: Place): Promise<string[]> {
  const server = place.postgres!;
  const account = await withDatabase(place, ({ db }) => prepareLoadAccount(db, { now: Date.now(), opening: '20000.00', points: 40000, stock: 30, tag: 'outages' }));
  const random = seededRandom(seed + 7);
  const fired: Fired[] = [];
  const breaches: string[] = [];
  const report = async (result: OutageRound) => {
    fired.push(...result.fired, ...result.retries);
    const row = await checkRound(place, account, fired, { round: result.round, killedAfterMs: '', fired: result.fired.length, ...tally(result.fired), retried: '' });
    const retried = tally(result.retries);
    if (result.recoveredAfterMs === null) row.breaches.push('no answer from the database 30 s after the fault');
    if (result.fault.startsWith('PostgreSQL') && result.answered503 === 0) row.breaches.push('no coded 503 while the database was away');
    console.log(
      `  ${result.round.padEnd(8)} | ${result.fault.padEnd(44)} | ${String(row.fired).padStart(5)} | ${String(row.ok).padStart(4)} | ${String(row.lost).padStart(4)} | ${String(result.answered503).padStart(3)}/5 | ` +
        `${String(result.recoveredAfterMs ?? '-').padStart(9)} | ${`${result.retries.length} (${retried.ok} ok, ${retried.lost} lost)`.padEnd(20)} | ${String(row.ledgerRows).padStart(6)} | ${row.mainWallet.padStart(9)} | ${row.unsettled} | ` +
        `${row.breaches.length === 0 ? 'ok' : `BREACH: ${row.breaches.slice(0, 5).join('; ')}`}`,
    );
    breaches.push(...row.breaches.map((breach) => `${result.round}: ${breach}`));
  };
  console.log(`\n[postgres] outages: ${outageRounds} database restarts under one gateway, then ${outageRounds} instance kills behind npm run cluster -- 3`);
  console.log('  round    | fault                                        | fired |   ok | lost | 503 | recovered | sent again           | ledger | main      | unsettled | invariant');
  console.log('           (503: probes answered system.database.unavailable while the database was away; recovered: ms until the same process answered from the database again)');
  const gateway = await startGateway(place);
  try {
    const tables = await openTables(gateway.target, account, tablesPerGame);
    for (let round = 1; round <= outageRounds; round++) {
      const movements = movementMix({ count: movementsPerRound, seed: seed + 1000 + round, tables: tablesPerGame, retryShare: 1 / 6, callShare: 0.25 });
      await report(await databaseRestartRound({ label: `db ${round}`, server, target: gateway.target, account, tables, movements, stopAfterMs: random.int(60, 400) }));
    }
  } finally {
    await stopGateway(gateway, 'SIGTERM');
  }
  const cluster = await startCluster(repoRoot, { ...place.env, ...gatewayEnv }, 3);
  try {
    for (let round = 1; round <= outageRounds; round++) {
      const movements = movementMix({ count: movementsPerRound, seed: seed + 2000 + round, tables: tablesPerGame, retryShare: 1 / 6, callShare: 0.25 });
      await report(await instanceKillRound({ label: `kill ${round}`, cluster, account, movements, killAfterMs: random.int(60, 400), seed: seed + round }));
    }
  } finally {
    await cluster.stop();
  }
  return breaches;
}

console.log(`money:faults — ${rounds} rounds per database, seed ${seed} (MONEY_FAULTS_SEED=${seed} repeats the mix and the kill moments)`);
let breached = false;
for (const kind of databases) {
  const place = await placeFor(kind);
  if (!place) continue;
  console.log(`\n[${kind}] one account, ${movementsPerRound} mixed movements per round, SIGKILL at a random moment, restart, retry the lost answers, check the database`);
  console.log('  round |  killed ms | fired |   ok | refused | lost | in flight | 429 | sent again after the restart     | ledger | lowest   | main      | points | unsettled | invariant');
  console.log('        (lost: no answer; in flight: of those, cut off by the kill; 429: turned away by the write budget; ledger: rows of the account; lowest: lowest running sum of any of its wallets; main: main wallet; unsettled: keys whose answer is still lost)');
  const started = performance.now();
  try {
    const rows = await runOn(place);
    const breaches = rows.flatMap((row) => row.breaches.map((breach) => `round ${row.round}: ${breach}`));
    const total = rows.reduce((sum, row) => ({ fired: sum.fired + row.fired, ok: sum.ok + row.ok, lost: sum.lost + row.lost, inFlight: sum.inFlight + row.inFlight }), { fired: 0, ok: 0, lost: 0, inFlight: 0 });
    console.log(
      `[${kind}] ${rows.length - 1} kills, ${total.fired} movements fired (${total.ok} ok, ${total.lost} without an answer and sent again, ${total.inFlight} of them in flight at a kill), ` +
        `${Math.round((performance.now() - started) / 1000)} s: ${breaches.length === 0 ? 'invariant held in every round' : `${breaches.length} BREACHES`}`,
    );
    for (const breach of breaches) console.log(`  ${breach}`);
    breached ||= breaches.length > 0;
    if (place.postgres && outageRounds > 0) {
      const outageBreaches = await runOutages(place);
      console.log(`[postgres] outages: ${outageBreaches.length === 0 ? 'invariant held after every restart and kill' : `${outageBreaches.length} BREACHES`}`);
      for (const breach of outageBreaches) console.log(`  ${breach}`);
      breached ||= outageBreaches.length > 0;
    }
  } catch (error) {
    breached = true;
    console.log(`[${kind}] the run could not finish: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await place.dispose();
  }
}
console.log(`\nverdict: ${breached ? 'BREACH — see above' : 'no partial movement, no key applied twice, balances equal their ledgers after every kill'}`);
process.exit(breached ? 1 : 0);
