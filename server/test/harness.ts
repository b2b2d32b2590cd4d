/**
 * A real gateway for tests: its own database (in-memory PGlite, or the given
 * PostgreSQL URL), migrated and seeded, listening on 127.0.0.1 at a free port.
 * Every test file starts its own, so no file depends on another's data.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp } from '../src/app';
import { defaultConfig, systemClock, type Clock, type GatewayConfig } from '../src/config';
import { createPayloadDecryptor } from '../src/crypto';
import { openDatabase, type Db } from '../src/db';
import type { GatewayDeps, GatewayEnv } from '../src/http/context';
import { startDrawJob, type DrawJob } from '../src/provider';
import type { RandomSource } from '../src/provider/random';
import { startForcedReceiptJob } from '../src/domain/funds/forced-receipts';
import { seedDatabase } from '../src/seed';
import { useTestPasswordCost } from './password-cost';
import { pgliteImage } from './pglite-image';

export interface TestGatewayOptions {
  config?: Partial<GatewayConfig>;
  /** A PostgreSQL database to use instead of in-memory PGlite (see postgres.ts). */
  databaseUrl?: string;
  /** The database is a copy of a seeded template already (postgres-template.ts): no need to seed it again. */
  databaseSeeded?: boolean;
  clock?: Clock;
  /** Which key the RSA endpoint serves (both schemes are accepted either way); v2 unless told. */
  encryption?: 'v2' | 'legacy';
  /** Runs the lottery draw job every `intervalMs`; off unless asked (tests call runDueDraws with their clock). */
  drawJob?: { intervalMs: number };
  /** Runs the forced-receipt job every `intervalMs`; off unless asked (tests call runForcedReceipts with their clock). */
  forcedReceiptJob?: { intervalMs: number };
  /** Where the demo games' outcomes come from (the CSPRNG unless told). */
  random?: RandomSource;
}

export interface TestGateway {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  app: Hono<GatewayEnv>;
  db: Db;
  deps: GatewayDeps;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL database it uses, for a second gateway on the same one; none on PGlite. */
  databaseUrl?: string;
  close(): Promise<void>;
}

const testKeepAliveMs = 10 * 60 * 1000;

/**
 * Three guesses on average (a few milliseconds, eight times that after repeated failures): the proof of work is
 * exercised without slowing suites about something else, such as the adversary's thousand tries.
 */
export const testProofOfWorkMaxNumber = 5;

export async function startTestGateway(options: TestGatewayOptions = {}): Promise<TestGateway> {
  useTestPasswordCost();
  const image = options.databaseUrl ? undefined : pgliteImage();
  const database = await openDatabase({ url: options.databaseUrl, pgliteImage: image });
  // The image is seeded already; seeding is idempotent, so a database without one gets the same data.
  if (!image && !options.databaseSeeded) await seedDatabase(database.db);
  // It opts in to /dev/* (the outboxes tests read codes from) and listens on loopback, where the outboxes answer.
  // Every test, browser tests included, calls from 127.0.0.1: budgets a hundred times larger stay on but out of the way
  // of suites about something else (the rate-limit tests set 1).
  // Tests name callers by X-Forwarded-For, as one proxy in front would.
  // The slide's proof of work stays on at a difficulty tests solve in milliseconds (server/test/access/support.ts solveProof).
  const config: GatewayConfig = { ...defaultConfig, devEndpoints: true, rateLimitScale: 100, trustedProxies: 1, proofOfWorkMaxNumber: testProofOfWorkMaxNumber, ...options.config };
  const deps: GatewayDeps = {
    db: database.db,
    clock: options.clock ?? systemClock,
    config,
    payloads: createPayloadDecryptor({ scheme: options.encryption }),
    random: options.random,
    listen: database.listen,
  };
  const app = createApp(deps);
  const server = await new Promise<ReturnType<typeof serve>>((ready) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready(started));
  });
  // The client (fetch) drops an idle socket a second before the server's Keep-Alive hint runs out; on a loaded machine
  // the server's own timer can still close one just as a request is written to it ("other side closed"). Idle
  // sockets are kept far longer than any test, and closed with the gateway.
  (server as Server).keepAliveTimeout = testKeepAliveMs;
  const { port } = server.address() as AddressInfo;
  const drawJob: DrawJob | undefined = options.drawJob ? startDrawJob(deps, options.drawJob) : undefined;
  const forcedReceiptJob = options.forcedReceiptJob ? startForcedReceiptJob(deps, options.forcedReceiptJob) : undefined;
  let closed = false;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    db: database.db,
    deps,
    kind: database.kind,
    databaseUrl: options.databaseUrl,
    async close() {
      if (closed) return;
      closed = true;
      await drawJob?.stop();
      await forcedReceiptJob?.stop();
      (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      await new Promise<void>((done) => server.close(() => done()));
      await database.close();
    },
  };
}
