/**
 * Load figures of gateway calls beside a bare Hono answer, measured in one
 * run on this machine: each server runs in its own process, autocannon
 * drives it over loopback with 50 connections. The ratio to the bare answer
 * is what stays comparable from one machine to another.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import autocannon from 'autocannon';

export interface LoadFigure {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export interface Server {
  info: Record<string, string>;
  stop(): void;
}

/** Starts `bench/servers/<name>.ts` in its own Node process and waits for the JSON line it prints. */
export function startServer(root: string, name: string, env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<Server> {
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', join(root, 'bench', 'servers', `${name}.ts`)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server ${name} exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolve({ info: JSON.parse(line) as Record<string, string>, stop: () => child.kill() }));
  });
}

export async function measureLoad(name: string, url: string, headers: Record<string, string> = {}, seconds = 10): Promise<LoadFigure> {
  // A short warm-up so JIT and the database's caches are in the figure's steady state.
  await autocannon({ url, headers, connections: 10, duration: 2 });
  const result = await autocannon({ url, headers, connections: 50, duration: seconds });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
