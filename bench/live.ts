/**
 * The live channel's figures, on PGlite and on a throwaway PostgreSQL server:
 *  - memory of 1,000 idle streams on one gateway instance (growth of the
 *    process's resident set per stream), beside the floor of 1,000 idle
 *    keep-alive connections on a plain Node HTTP server measured in the same
 *    run;
 *  - time from an operator's approval call to the `change` event naming the
 *    balance at a streaming client (p50, p99), beside the approval call's own
 *    answer time.
 * Figures, no budget. Clients use raw sockets, so the bench process's own
 * HTTP machinery stays out of both figures.
 */
import { connect, type Socket } from 'node:net';
import { startPostgres } from '../server/test/postgres';
import { startServer, type Server } from './load';

export interface IdleMemory {
  connections: number;
  /** Growth of the resident set per connection, in bytes, the first time the process holds that many. */
  bytesPerConnection: number;
  /** Growth of the JavaScript heap and the buffers outside it per connection, the second time (held, not warm-up). */
  heapBytesPerConnection: number;
  rssBeforeMb: number;
  rssAfterMb: number;
}

export interface LiveFigures {
  database: 'pglite' | 'postgres';
  idleStreams: IdleMemory;
  approvals: number;
  /** Approval call sent → change event with `balance` read by the client. */
  notifiedP50Ms: number;
  notifiedP99Ms: number;
  /** Approval call sent → its answer read. */
  answeredP50Ms: number;
  answeredP99Ms: number;
}

export interface LiveReport {
  floor: IdleMemory;
  figures: LiveFigures[];
}

const idleConnections = 1000;
const approvals = 100;

interface MemoryUsage {
  rss: number;
  heapUsed: number;
  external: number;
}

/** The server's memory after full collections (bench/servers/memory-probe.ts). */
const memoryOf = async (probe: string) => (await (await fetch(probe)).json()) as MemoryUsage;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) => Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1));

/** A socket that sent `request` and has read `until` in the answer; the answer keeps coming on `data`. */
function openSocket(base: string, request: string, until: string): Promise<Socket> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString('latin1');
      if (!seen.includes(until)) return;
      socket.off('data', onData);
      resolve(socket);
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.once('connect', () => socket.write(request));
  });
}

const liveRequest = (token: string) => `GET /wps/live HTTP/1.1\r\nHost: 127.0.0.1\r\nMerchant: XSP\r\nDevice: web\r\nLanguage: EN\r\nAuthorization: ${token}\r\n\r\n`;
const bareRequest = 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';

async function openMany(open: (index: number) => Promise<Socket>, count: number): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let start = 0; start < count; start += 100) sockets.push(...(await Promise.all(Array.from({ length: Math.min(100, count - start) }, (_, index) => open(start + index)))));
  return sockets;
}

/**
 * Memory of the server behind `probe` while `open(i)` holds `count` connections, read after full collections.
 * The resident set is read the first time it holds them (a process keeps pages it has touched, so a second round
 * would hide it). The heap is read the second time: what the first round costs once and keeps (PGlite's WebAssembly
 * heap grows with the sessions it reads, and counts as heap: it is an ArrayBuffer) is then in both readings.
 */
async function idleMemory(probe: string, open: (index: number) => Promise<Socket>, count = idleConnections): Promise<IdleMemory> {
  for (const socket of await openMany(open, 20)) socket.destroy();
  await sleep(1000);
  const start = await memoryOf(probe);
  const first = await openMany(open, count);
  await sleep(2000);
  const held = await memoryOf(probe);
  for (const socket of first) socket.destroy();
  await sleep(2000);
  const before = await memoryOf(probe);
  const second = await openMany(open, count);
  await sleep(2000);
  const after = await memoryOf(probe);
  for (const socket of second) socket.destroy();
  const heap = (usage: MemoryUsage) => usage.heapUsed + usage.external;
  return {
    connections: count,
    bytesPerConnection: Math.round((held.rss - start.rss) / count),
    heapBytesPerConnection: Math.round((heap(after) - heap(before)) / count),
    rssBeforeMb: Math.round(start.rss / 2 ** 20),
    rssAfterMb: Math.round(held.rss / 2 ** 20),
  };
}

/** Approves the pending deposits one at a time, timing each to its answer and to the stream's event. */
async function approvalLatency(info: Record<string, unknown>): Promise<{ notified: number[]; answered: number[] }> {
  const base = info.base as string;
  const tokens = info.tokens as string[];
  const references = info.references as string[];
  const stream = await openSocket(base, liveRequest(tokens[0]), 'event: hello');
  let waiting: ((at: number) => void) | null = null;
  stream.on('data', (chunk: Buffer) => {
    if (waiting && chunk.toString('latin1').includes('"balance"')) waiting(performance.now());
  });
  const notified: number[] = [];
  const answered: number[] = [];
  try {
    for (const reference of references.slice(0, approvals)) {
      const event = new Promise<number>((resolve) => (waiting = resolve));
      const sent = performance.now();
      const response = await fetch(`${base}/operator/deposits/${reference}/approve`, { method: 'POST', headers: { Authorization: `Bearer ${info.operatorKey as string}` } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`approval of ${reference} answered ${response.status}`);
      answered.push(performance.now() - sent);
      notified.push((await event) - sent);
      waiting = null;
      // Past the coalescing window, so each approval is measured from a quiet channel.
      await sleep(80);
    }
  } finally {
    stream.destroy();
  }
  return { notified, answered };
}

async function measureOn(root: string, database: LiveFigures['database'], env: Record<string, string>): Promise<LiveFigures> {
  // Member 0 has the deposits; the idle streams are one per other member.
  const server: Server = await startServer(root, 'live-gateway', { ...env, LIVE_MEMBERS: String(idleConnections + 1), LIVE_DEPOSITS: String(approvals) });
  try {
    const info = server.info as unknown as Record<string, unknown>;
    const tokens = info.tokens as string[];
    // Memory first, in a process that has done nothing else since its start.
    const idleStreams = await idleMemory(info.memory as string, (index) => openSocket(info.base as string, liveRequest(tokens[index + 1]), 'event: hello'));
    const { notified, answered } = await approvalLatency(info);
    const sortedNotified = [...notified].sort((a, b) => a - b);
    const sortedAnswered = [...answered].sort((a, b) => a - b);
    return {
      database,
      idleStreams,
      approvals: notified.length,
      notifiedP50Ms: percentile(sortedNotified, 50),
      notifiedP99Ms: percentile(sortedNotified, 99),
      answeredP50Ms: percentile(sortedAnswered, 50),
      answeredP99Ms: percentile(sortedAnswered, 99),
    };
  } finally {
    server.stop();
  }
}

async function measureFloor(root: string): Promise<IdleMemory> {
  const server = await startServer(root, 'bare-node');
  try {
    return await idleMemory(server.info.memory, () => openSocket(server.info.base, bareRequest, '\r\n\r\nok'));
  } finally {
    server.stop();
  }
}

export async function measureLive(root: string): Promise<LiveReport> {
  const floor = await measureFloor(root);
  const pglite = await measureOn(root, 'pglite', {});
  const postgres = await startPostgres();
  try {
    const onPostgres = await measureOn(root, 'postgres', { DATABASE_URL: await postgres.createDatabase('bench_live') });
    return { floor, figures: [pglite, onPostgres] };
  } finally {
    await postgres.stop();
  }
}

export function formatLive(report: LiveReport): string[] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const each = (memory: IdleMemory) => `resident ${kb(memory.bytesPerConnection)}, heap ${kb(memory.heapBytesPerConnection)} each`;
  const lines = [`  floor    ${report.floor.connections} idle keep-alive connections, plain Node server: ${each(report.floor)}`];
  for (const figure of report.figures) {
    lines.push(
      `  ${figure.database.padEnd(8)} ${figure.idleStreams.connections} idle streams: ${each(figure.idleStreams)}`,
      `  ${''.padEnd(8)} approval → balance event, ${figure.approvals} approvals  p50 ${figure.notifiedP50Ms} ms  p99 ${figure.notifiedP99Ms} ms  (the approval's own answer: p50 ${figure.answeredP50Ms} ms  p99 ${figure.answeredP99Ms} ms)`,
    );
  }
  return lines;
}
