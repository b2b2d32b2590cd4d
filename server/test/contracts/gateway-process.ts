/**
 * The real gateway entry (server/src/index.ts) in a child process, on a
 * PostgreSQL database, with a fast settlement interval: what a deployment
 * runs, so the multi-instance and kill -9 tests exercise the real job,
 * the real connection pool and a real crash.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const settledLine = /\[settlement\] settled (\d+) contract-periods, paid (\d+), total (-?\d+\.\d{2})/;

export interface GatewayProcess {
  name: string;
  child: ChildProcess;
  /** Resolves once the gateway listens (its seeding and migrations are done). */
  listening: Promise<void>;
  /** Resolves with the exit code, or null when killed by a signal. */
  exited: Promise<number | null>;
  /** What its settlement log lines add up to so far. */
  settled(): { periods: number; paid: number; total: string };
  output(): string;
}

export function startGatewayProcess(name: string, databaseUrl: string, settlementIntervalMs = 100): GatewayProcess {
  const dataDir = mkdtempSync(join(tmpdir(), 'gateway-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'pglite'),
      OPERATOR_KEY: 'two-instance-test-operator-key',
      SETTLEMENT_INTERVAL_MS: String(settlementIntervalMs),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  let periods = 0;
  let paid = 0;
  let totalCents = 0n;
  let markListening: () => void = () => undefined;
  const listening = new Promise<void>((resolve) => (markListening = resolve));
  let pending = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line.includes('[gateway] listening on')) markListening();
      const match = settledLine.exec(line);
      if (!match) continue;
      periods += Number(match[1]);
      paid += Number(match[2]);
      totalCents += BigInt(match[3].replace('.', ''));
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  const failedStart = exited.then((code) => {
    throw new Error(`gateway ${name} exited (${code}) before listening:\n${text}`);
  });
  return {
    name,
    child,
    listening: Promise.race([listening, failedStart]),
    exited,
    settled: () => ({ periods, paid, total: `${totalCents / 100n}.${String(totalCents % 100n).padStart(2, '0')}` }),
    output: () => text,
  };
}

/** SIGTERM: the gateway stops its jobs (waiting for a run in flight) and closes the database. */
export async function stopGatewayProcess(gateway: GatewayProcess): Promise<void> {
  if (gateway.child.exitCode !== null || gateway.child.signalCode !== null) return;
  gateway.child.kill('SIGTERM');
  await gateway.exited;
}
