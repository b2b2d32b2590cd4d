/**
 * The rounds of `npm run money:faults` where the gateway process survives and something else fails, on the
 * throwaway PostgreSQL:
 *  - database restart: one gateway under load, PostgreSQL stopped hard (pg_ctl stop -m immediate) at a
 *    random moment and started again 1.5 s later. While it is away a call that needs it answers the coded
 *    503 (system.database.unavailable); afterwards the same gateway process answers again without a restart.
 *  - instance kill: `npm run cluster -- 3` (three instances behind one address) under load, one instance
 *    killed with SIGKILL at a random moment; the others keep answering and the cluster replaces it.
 * In both, what came back without a verdict (no answer, or 503) is sent again with the same request or round
 * id, and the database must then hold every movement once: the invariant of money-invariant.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorCodes } from '../src/services/error-codes';
import type { LoadAccount } from '../server/test/money-load/load-account';
import { fireLoad, openTables, retryLost, type LoadTarget, type Tables } from '../server/test/money-load/load-driver';
import type { Movement } from '../server/test/money-load/movement-mix';
import type { Fired } from '../server/test/money-load/verdicts';
import { freePort, type RestartablePostgres } from '../server/test/postgres';

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

export interface OutageRound {
  round: string;
  /** What happened and when, in words for the table. */
  fault: string;
  answered503: number;
  recoveredAfterMs: number | null;
  fired: Fired[];
  retries: Fired[];
}

/** A read through the wallet that needs the database: the table's balance. Its status and error code. */
async function probe(target: LoadTarget, tables: Tables): Promise<{ status: number; errorCode: string | null }> {
  try {
    const response = await fetch(`${target.url}/provider/demo/api/table`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ session: tables.slot[0] }) });
    const body = (await response.json().catch(() => ({}))) as { errorCode?: string | null };
    return { status: response.status, errorCode: body.errorCode ?? null };
  } catch {
    return { status: 0, errorCode: null };
  }
}

/** Probes until the database answers again, at most `limitMs`; the time it took, or null. */
async function recovery(target: LoadTarget, tables: Tables, limitMs: number): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if ((await probe(target, tables)).status === 200) return Math.round(performance.now() - started);
    await pause(100);
  }
  return null;
}

export async function databaseRestartRound(input: {
  label: string;
  server: RestartablePostgres;
  target: LoadTarget;
  account: LoadAccount;
  tables: Tables;
  movements: readonly Movement[];
  stopAfterMs: number;
}): Promise<OutageRound> {
  const { server, target, account, tables } = input;
  const load = fireLoad(target, account, tables, input.movements, AbortSignal.timeout(60_000));
  await pause(input.stopAfterMs);
  server.crash();
  // While it is away: the coded 503, every time (a few probes, spaced over the outage).
  let answered503 = 0;
  const probes: string[] = [];
  for (let index = 0; index < 5; index++) {
    const answer = await probe(target, tables);
    if (answer.status === 503 && answer.errorCode === errorCodes.databaseUnavailable) answered503 += 1;
    else probes.push(`${answer.status} ${answer.errorCode}`);
    await pause(300);
  }
  server.restart();
  const recoveredAfterMs = await recovery(target, tables, 30_000);
  const fired = await load;
  const retries = await retryLost(target, account, tables, fired);
  const odd = probes.length > 0 ? ` (other answers while away: ${probes.join(', ')})` : '';
  return { round: input.label, fault: `PostgreSQL stopped at ${input.stopAfterMs} ms for ~1.5 s${odd}`, answered503, recoveredAfterMs, fired, retries };
}

export interface Cluster {
  process: ChildProcess;
  target: LoadTarget;
  log: string[];
  instances(): number[];
  stop(): Promise<void>;
}

/** The processes whose parent is `pid`. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((child) => {
      try {
        return Number(readFileSync(`/proc/${child}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]) === pid;
      } catch {
        return false;
      }
    });
}

function runsGateway(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server/src/index.ts');
  } catch {
    return false;
  }
}

/** `npm run cluster -- <count>` on the given database, once every instance listens. */
export async function startCluster(repoRoot: string, env: Record<string, string>, count: number): Promise<Cluster> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'scripts', 'cluster.ts'), String(count)], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const listening = () => log.join('').split('listening on').length - 1;
  const deadline = Date.now() + 180_000;
  while (listening() < count) {
    if (child.exitCode !== null) throw new Error(`the cluster exited with ${child.exitCode}:\n${log.join('')}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the cluster did not start ${count} instances within three minutes:\n${log.join('')}`);
    }
    await pause(200);
  }
  return {
    process: child,
    target: { url: `http://127.0.0.1:${port}`, merchant: env.MERCHANT ?? 'XSP' },
    log,
    // Started with node itself (no tsx wrapper), the child is the primary; the instances are its children
    // that run the gateway (tsx keeps a child of its own beside them).
    instances: () => childrenOf(child.pid!).filter(runsGateway),
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

export async function instanceKillRound(input: { label: string; cluster: Cluster; account: LoadAccount; movements: readonly Movement[]; killAfterMs: number; seed: number }): Promise<OutageRound> {
  const { cluster, account } = input;
  const tables = await openTables(cluster.target, account, 8);
  // A request the kill leaves hanging counts as lost after 20 s (and is sent again), as a browser gives up.
  const load = fireLoad(cluster.target, account, tables, input.movements, AbortSignal.timeout(20_000));
  await pause(input.killAfterMs);
  const instances = cluster.instances();
  const victim = instances[input.seed % Math.max(instances.length, 1)];
  if (victim) process.kill(victim, 'SIGKILL');
  const fired = await load;
  // The cluster replaces the instance; the address answers throughout, from the others.
  const recoveredAfterMs = await recovery(cluster.target, tables, 30_000);
  const retries = await retryLost(cluster.target, account, tables, fired);
  return { round: input.label, fault: `instance ${victim ?? '(none found)'} of ${instances.length} killed at ${input.killAfterMs} ms`, answered503: 0, recoveredAfterMs, fired, retries };
}
