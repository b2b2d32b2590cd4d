/**
 * The write path, measured from outside over loopback: fresh members each play with one round in flight
 * (the next spin sent when the last one is answered), as fast as the gateway answers, for slot spins and
 * table rounds, with 50 and 200 members, on PGlite and on a throwaway PostgreSQL. Beside each database's
 * figures, the floor measured in the same gateway process on the same database (bench/servers/floor-movements.ts):
 * the same stake and payout as bare SQL statements. CPU milliseconds per round of the gateway process and,
 * on PostgreSQL, of its server processes, read from /proc. Targets: PostgreSQL ≥ 50 % of the floor with
 * p99 ≤ 50 ms at 50 members; PGlite ≥ 1,000 rounds a second with p99 ≤ 100 ms.
 * `quick` measures 50 members only, with shorter turns. While working on the write path, WRITE_PATH_DATABASES
 * (`pglite`, `postgres` or both, comma separated) and WRITE_PATH_INSTANCES=0 (no cluster turns) narrow a run, and
 * WRITE_PATH_PROFILE=<dir> makes each bench gateway write a V8 CPU profile there when it stops.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { startPostgres } from '../server/test/postgres';
import { startCluster } from '../scripts/money-faults-outages';
import { startServer } from './load';
import { percentile, type FloorFigure } from './servers/floor-movements';

export type WriteDatabase = 'pglite' | 'postgres';
export type RoundKind = 'slot' | 'table';

export interface WriteFigure {
  database: WriteDatabase;
  members: number;
  kind: RoundKind;
  rounds: number;
  roundsPerSecond: number;
  p50: number;
  p99: number;
  refused: number;
  gatewayCpuMsPerRound: number;
  databaseCpuMsPerRound: number | null;
  floor: FloorFigure;
  ratioToFloor: number;
  /** Set where a target applies (slot rounds at 50 members). */
  target?: string;
  pass?: boolean;
}

interface Player {
  memberId: number;
  slot: string;
  table: string;
  side?: string;
}

const clockTicks = 100;

/** User + system CPU of a process, in ms (0 when it is gone). */
function cpuMsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
  } catch {
    return 0;
  }
}

/** The PostgreSQL server listening on `port` and its backends: the postmaster found by its command line. */
function postgresPids(port: number): number[] {
  const all = readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number);
  const parentOf = (pid: number) => {
    try {
      return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
    } catch {
      return 0;
    }
  };
  const postmaster = all.find((pid) => {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return command[0]?.endsWith('postgres') && command.join(' ').includes(`-p ${port} `);
    } catch {
      return false;
    }
  });
  return postmaster ? [postmaster, ...all.filter((pid) => parentOf(pid) === postmaster)] : [];
}

const cpuOfAll = (pids: () => number[]) => pids().reduce((sum, pid) => sum + cpuMsOf(pid), 0);

async function post(url: string, body: unknown): Promise<{ success: boolean; errorCode?: string; value?: unknown }> {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return (await response.json()) as { success: boolean; errorCode?: string };
}

interface BenchServer {
  base: string;
  pid: number;
  slotBet: string;
  tableBet: string;
  players: Player[];
}

function roundOf(server: BenchServer, kind: RoundKind, player: Player) {
  return kind === 'slot'
    ? { path: '/provider/demo/api/slot/spin', body: { session: player.slot, roundId: randomUUID(), bet: server.slotBet } }
    : { path: '/provider/demo/api/duel/play', body: { session: player.table, roundId: randomUUID(), side: player.side, bet: server.tableBet } };
}

async function playFor(server: BenchServer, kind: RoundKind, until: number, latencies: number[]): Promise<number> {
  let refused = 0;
  await Promise.all(
    server.players.map(async (player) => {
      while (performance.now() < until) {
        const round = roundOf(server, kind, player);
        const started = performance.now();
        const answer = await post(`${server.base}${round.path}`, round.body).catch(() => ({ success: false }));
        latencies.push(performance.now() - started);
        if (!answer.success) refused++;
      }
    }),
  );
  return refused;
}

async function measureRounds(
  server: BenchServer,
  kind: RoundKind,
  seconds: number,
  databasePids: () => number[],
  gatewayPids: () => number[] = () => [server.pid],
): Promise<Omit<WriteFigure, 'database' | 'members' | 'kind' | 'floor' | 'ratioToFloor'>> {
  await playFor(server, kind, performance.now() + 2000, []);
  const latencies: number[] = [];
  const gatewayBefore = cpuOfAll(gatewayPids);
  const databaseBefore = cpuOfAll(databasePids);
  const started = performance.now();
  const refused = await playFor(server, kind, started + seconds * 1000, latencies);
  const elapsed = (performance.now() - started) / 1000;
  const rounds = latencies.length - refused;
  const gatewayCpu = cpuOfAll(gatewayPids) - gatewayBefore;
  const databaseCpu = cpuOfAll(databasePids) - databaseBefore;
  latencies.sort((a, b) => a - b);
  return {
    rounds,
    roundsPerSecond: Math.round(rounds / elapsed),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    refused,
    gatewayCpuMsPerRound: Number((gatewayCpu / Math.max(rounds, 1)).toFixed(2)),
    databaseCpuMsPerRound: databasePids().length > 0 ? Number((databaseCpu / Math.max(rounds, 1)).toFixed(2)) : null,
  };
}

export const writeTargets = { postgres: { minRatioToFloor: 0.5, maxP99Ms: 50 }, pglite: { minRoundsPerSecond: 1000, maxP99Ms: 100 } };

function judge(figure: WriteFigure): WriteFigure {
  if (figure.kind !== 'slot' || figure.members !== 50) return figure;
  if (figure.database === 'postgres') {
    const { minRatioToFloor, maxP99Ms } = writeTargets.postgres;
    return { ...figure, target: `≥ ${minRatioToFloor * 100}% of floor, p99 ≤ ${maxP99Ms} ms`, pass: figure.refused === 0 && figure.ratioToFloor >= minRatioToFloor && figure.p99 <= maxP99Ms };
  }
  const { minRoundsPerSecond, maxP99Ms } = writeTargets.pglite;
  return { ...figure, target: `≥ ${minRoundsPerSecond} rounds/s, p99 ≤ ${maxP99Ms} ms`, pass: figure.refused === 0 && figure.roundsPerSecond >= minRoundsPerSecond && figure.p99 <= maxP99Ms };
}

async function measureOn(root: string, database: WriteDatabase, env: Record<string, string>, memberCounts: number[], seconds: number, postgresPort?: number) {
  const figures: WriteFigure[] = [];
  const databasePids = () => (postgresPort ? postgresPids(postgresPort) : []);
  for (const members of memberCounts) {
    const profile = process.env.WRITE_PATH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.WRITE_PATH_PROFILE}`] : [];
    const server = await startServer(root, 'write-path', { ...env, WRITE_PATH_MEMBERS: String(members) }, profile);
    try {
      const info = server.info as unknown as BenchServer;
      const floorAnswer = await fetch(`${info.base}/bench/floor`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ seconds, concurrency: members }) });
      const floor = (await floorAnswer.json()) as FloorFigure;
      for (const kind of ['slot', 'table'] as const) {
        const measured = await measureRounds(info, kind, seconds, databasePids);
        const ratioToFloor = floor.roundsPerSecond > 0 ? Number((measured.roundsPerSecond / floor.roundsPerSecond).toFixed(3)) : 0;
        figures.push(judge({ database, members, kind, floor, ratioToFloor, ...measured }));
      }
    } finally {
      server.stop();
    }
  }
  return figures;
}

export interface InstanceFigure {
  instances: number;
  roundsPerSecond: number;
  p50: number;
  p99: number;
  refused: number;
  gatewayCpuMsPerRound: number;
  databaseCpuMsPerRound: number | null;
}

export interface WriteFigures {
  figures: WriteFigure[];
  /** Slot rounds through `npm run cluster -- n` on PostgreSQL, 50 members: how the instances share the work. */
  instances: InstanceFigure[];
  pass: boolean;
}

async function measureInstances(root: string, url: string, port: number, counts: number[], seconds: number): Promise<InstanceFigure[]> {
  // The bench server makes the members and their play sessions (rows of the database); the cluster plays them.
  const setup = await startServer(root, 'write-path', { DATABASE_URL: url, WRITE_PATH_MEMBERS: '50' });
  const info = setup.info as unknown as BenchServer;
  setup.stop();
  const figures: InstanceFigure[] = [];
  for (const count of counts) {
    const cluster = await startCluster(root, { DATABASE_URL: url, RATE_LIMIT_SCALE: '0' }, count);
    try {
      const server = { ...info, base: cluster.target.url, pid: cluster.process.pid! };
      const measured = await measureRounds(server, 'slot', seconds, () => postgresPids(port), () => cluster.instances());
      figures.push({ instances: count, ...measured });
    } finally {
      await cluster.stop();
    }
  }
  return figures;
}

export async function measureWritePath(root: string, options: { quick: boolean }): Promise<WriteFigures> {
  const memberCounts = options.quick ? [50] : [50, 200];
  const seconds = options.quick ? 5 : 10;
  const databases = (process.env.WRITE_PATH_DATABASES ?? 'pglite,postgres').split(',');
  const instanceCounts = process.env.WRITE_PATH_INSTANCES === '0' ? [] : options.quick ? [1, 3] : [1, 2, 3];
  const figures = databases.includes('pglite') ? await measureOn(root, 'pglite', { DATABASE_URL: '' }, memberCounts, seconds) : [];
  if (!databases.includes('postgres')) return { figures, instances: [], pass: figures.every((figure) => figure.pass !== false) };
  const server = await startPostgres();
  let instances: InstanceFigure[] = [];
  try {
    figures.push(...(await measureOn(root, 'postgres', { DATABASE_URL: await server.createDatabase('bench_write') }, memberCounts, seconds, server.port)));
    if (instanceCounts.length > 0) instances = await measureInstances(root, await server.createDatabase('bench_cluster'), server.port, instanceCounts, seconds);
  } finally {
    await server.stop();
  }
  return { figures, instances, pass: figures.every((figure) => figure.pass !== false) };
}

export function formatWritePath(result: WriteFigures): string[] {
  const lines: string[] = [];
  for (const figure of result.figures) {
    const cpu = `cpu ${figure.gatewayCpuMsPerRound} ms/round gateway${figure.databaseCpuMsPerRound === null ? '' : ` + ${figure.databaseCpuMsPerRound} ms database`}`;
    lines.push(
      `  ${figure.database.padEnd(8)} ${String(figure.members).padStart(3)} members ${figure.kind.padEnd(5)} ${String(figure.roundsPerSecond).padStart(6)} rounds/s  p50 ${figure.p50} ms  p99 ${figure.p99} ms  ` +
        `refused ${figure.refused}  floor ${figure.floor.roundsPerSecond}/s (p99 ${figure.floor.p99} ms)  ${(figure.ratioToFloor * 100).toFixed(1)}% of floor  ${cpu}` +
        (figure.target ? `  target ${figure.target}  ${figure.pass ? 'pass' : 'FAIL'}` : ''),
    );
  }
  for (const figure of result.instances) {
    lines.push(
      `  cluster  ${figure.instances} instance${figure.instances === 1 ? ' ' : 's'} slot ${String(figure.roundsPerSecond).padStart(6)} rounds/s  p50 ${figure.p50} ms  p99 ${figure.p99} ms  refused ${figure.refused}  ` +
        `cpu ${figure.gatewayCpuMsPerRound} ms/round instances + ${figure.databaseCpuMsPerRound ?? '-'} ms database`,
    );
  }
  return lines;
}
