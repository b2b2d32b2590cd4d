/**
 * A throwaway PostgreSQL 15 server for one test file: initdb into a temp
 * folder, listen on 127.0.0.1 at a free port (unix socket inside the folder),
 * one fresh database per createDatabase(), everything deleted by stop().
 *
 * PostgreSQL refuses to run as root, so as root the binaries run as `nobody`
 * (runuser) on a folder chowned to it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const binDirs = ['/usr/local/bin', '/usr/lib/postgresql/15/bin', '/usr/bin'];

function findBinary(name: string): string | null {
  for (const dir of binDirs) if (existsSync(join(dir, name))) return join(dir, name);
  return null;
}

/** True when initdb and pg_ctl can be found; suites skip PostgreSQL (and say so) otherwise. */
export const postgresAvailable = findBinary('initdb') !== null && findBinary('pg_ctl') !== null;

export interface TestPostgres {
  port: number;
  /** Creates an empty database and returns its connection URL. */
  createDatabase(name?: string): Promise<string>;
  stop(): Promise<void>;
}

/** A server this process started itself, which the fault rounds stop hard and start again (same folder, same port). */
export interface RestartablePostgres extends TestPostgres {
  /** pg_ctl stop -m immediate: every connection cut, no checkpoint, as a crash leaves it. */
  crash(): void;
  /** Starts it again on its folder (crash recovery), waiting until it takes connections. */
  restart(): void;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function asServerUser(binary: string, args: string[]): void {
  const [command, commandArgs] = isRoot ? ['runuser', ['-u', 'nobody', '--', binary, ...args]] : [binary, args];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${binary} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

/** A port nothing listens on at this moment, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

function userIds(name: string): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

export async function startPostgres(): Promise<RestartablePostgres> {
  const initdb = findBinary('initdb');
  const pgCtl = findBinary('pg_ctl');
  if (!initdb || !pgCtl) throw new Error(`PostgreSQL binaries not found in ${binDirs.join(', ')}`);
  const root = mkdtempSync(join(tmpdir(), 'gateway-pg-'));
  if (isRoot) {
    const { uid, gid } = userIds('nobody');
    chownSync(root, uid, gid);
  }
  const dataDir = join(root, 'data');
  const port = await freePort();
  let running = false;
  const stopSync = () => {
    if (running) {
      running = false;
      try {
        asServerUser(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already gone: nothing left to stop.
      }
    }
    rmSync(root, { recursive: true, force: true });
  };
  const serverOptions = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const startServer = () => {
    asServerUser(pgCtl, ['-D', dataDir, '-o', serverOptions, '-l', join(root, 'server.log'), '-w', '-t', '60', 'start']);
    running = true;
  };
  // If the test process dies without afterAll, do not leave a server behind.
  process.once('exit', stopSync);
  try {
    asServerUser(initdb, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
    startServer();
  } catch (error) {
    stopSync();
    throw error;
  }
  const base = `postgres://postgres@127.0.0.1:${port}`;
  let counter = 0;
  return {
    port,
    async createDatabase(name = `test_${process.pid}_${++counter}`) {
      const client = new pg.Client({ connectionString: `${base}/postgres` });
      await client.connect();
      try {
        await client.query(`create database "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
      return `${base}/${name}`;
    },
    async stop() {
      process.removeListener('exit', stopSync);
      stopSync();
    },
    crash() {
      asServerUser(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      running = false;
    },
    restart: startServer,
  };
}
