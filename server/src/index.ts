/**
 * Starts the gateway: the only module that reads the environment.
 * settings → database (PGlite folder or DATABASE_URL) → migrations → seed →
 * createApp → listen. Ctrl-C (or SIGTERM) shuts down gracefully: no new
 * connections, live streams ended, requests in flight and the jobs' current
 * transaction finished, then the database closed (within SHUTDOWN_GRACE_MS).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { systemClock } from './config';
import { createPayloadDecryptor } from './crypto';
import { openDatabase } from './db';
import { lockDataDir } from './db/data-dir-lock';
import { trackInFlight } from './http/in-flight';
import { startDrawJob } from './provider';
import { settlementLogLine, startSettlementJob } from './domain/contracts/settlement/job';
import { startForcedReceiptJob } from './domain/funds/forced-receipts';
import { startAbandonedRoundsJob, sweepLogLine } from './domain/wallet-api/abandoned-rounds-job';
import { developmentOperatorKey, operatorKeyPath } from './operator/key';
import { EnvError, parseEnv, type GatewaySettings } from './env';
import { seedDatabase } from './seed';
import { demoAccounts } from './seed/members';

function pickStaticDir(settings: GatewaySettings): string | undefined {
  if (settings.staticDir) {
    const dir = resolve(settings.staticDir);
    if (!existsSync(join(dir, 'index.html'))) throw new EnvError([`STATIC_DIR: ${dir} has no index.html (build the portal with "npm run build")`]);
    return dir;
  }
  const dist = resolve('dist');
  return existsSync(join(dist, 'index.html')) ? dist : undefined;
}

async function main(): Promise<void> {
  const settings = parseEnv(process.env);
  const staticDir = pickStaticDir(settings);
  // Development without OPERATOR_KEY: a key kept beside the data folder, where `npm run operator` reads it.
  const keyFile = operatorKeyPath(settings.dataDir);
  const developmentKey = !settings.config.operatorKey && !settings.config.production;
  const operatorKey = developmentKey ? developmentOperatorKey(keyFile) : settings.config.operatorKey;
  // The key that seals operators' TOTP secrets: in development one more file beside the data folder, like the operator key.
  const operatorSecretKey =
    settings.config.operatorSecretKey ?? (settings.config.production ? undefined : developmentOperatorKey(join(dirname(keyFile), 'operator-secret-key')));
  const config = { ...settings.config, staticDir, operatorKey, operatorSecretKey };
  let releaseDataDir = () => {};
  if (!settings.databaseUrl) {
    // PGlite creates its own folder but not the folders above it.
    mkdirSync(dirname(resolve(settings.dataDir)), { recursive: true });
    // Before anything opens the folder: a second process on it would corrupt it.
    releaseDataDir = lockDataDir(settings.dataDir);
    process.on('exit', () => releaseDataDir());
    console.log(`[gateway] PGlite data folder: ${resolve(settings.dataDir)}`);
  }
  const database = await openDatabase({ url: settings.databaseUrl, dataDir: settings.databaseUrl ? undefined : settings.dataDir, pool: settings.pool });
  await seedDatabase(database.db);
  const payloads = createPayloadDecryptor({ scheme: settings.encryption });
  const app = createApp({ db: database.db, clock: systemClock, config, payloads, listen: database.listen });
  // Lottery draws are drawn and paid on schedule by every instance; the database decides which instance draws which issue.
  // A demo provider running as its own process runs its own draw job.
  const drawJob = config.demoProviderUrl ? null : startDrawJob({ db: database.db, clock: systemClock });
  // Paid withdrawals nobody confirmed in time count as received; the database decides which instance forces which.
  const forcedReceiptJob = startForcedReceiptJob({ db: database.db, clock: systemClock });
  // Salaries and dividends of ended contract periods; the database decides which instance settles which contract-period.
  const settlementJob = startSettlementJob(
    { db: database.db, clock: systemClock },
    { intervalMs: settings.settlementIntervalMs, report: (run) => console.log(settlementLogLine(run)) },
  );
  // Provider rounds left open for hours (the provider died mid-round) are rolled back or closed; the database decides which instance ends which.
  const abandonedRoundsJob = startAbandonedRoundsJob({ db: database.db, clock: systemClock }, { report: (run) => console.log(sweepLogLine(run)) });

  const inFlight = trackInFlight(app.fetch);
  const server = serve({ fetch: inFlight.fetch, port: settings.port, hostname: settings.host }, (info) => {
    const host = info.address.includes(':') ? `[${info.address}]` : info.address;
    console.log(`[gateway] ${database.kind} database, merchant ${config.merchant}, encryption ${settings.encryption}${config.production ? ', production' : ''}`);
    if (config.systemStatus !== undefined) console.log(`[gateway] SYSTEM_STATUS forces status ${config.systemStatus}`);
    if (config.testHumanCheckBypass) console.log('[gateway] TEST_HUMAN_CHECK=1: the human check accepts the test bypass');
    if (!config.operatorKey) console.log('[gateway] no OPERATOR_KEY: the operator API (/operator) is off');
    else if (developmentKey) console.log(`[gateway] operator API at /operator, development key in ${keyFile} (npm run operator)`);
    else console.log('[gateway] operator API at /operator (OPERATOR_KEY)');
    console.log(staticDir ? `[gateway] serving the portal from ${staticDir}` : '[gateway] no built portal to serve (API only)');
    if (config.demoProviderUrl) console.log(`[gateway] demo games served by the provider process at ${config.demoProviderUrl}`);
    if (demoAccounts.length > 0) {
      console.log('[gateway] demo accounts:');
      for (const account of demoAccounts) console.log(`  ${account.role.padEnd(10)} ${account.username} / ${account.password}`);
    }
    console.log(`[gateway] listening on http://${host}:${info.port}`);
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[gateway] ${signal}: shutting down (${inFlight.count()} requests in flight)`);
    const connections = server as unknown as { closeIdleConnections?: () => void; closeAllConnections?: () => void };
    const graceOver = setTimeout(() => {
      console.error(`[gateway] SHUTDOWN_GRACE_MS (${settings.shutdownGraceMs} ms) passed: closing with ${inFlight.count()} requests in flight`);
      process.exit(1);
    }, settings.shutdownGraceMs);
    graceOver.unref();
    // No new connections; idle keep-alive connections close now, busy ones after their answer.
    server.close();
    connections.closeIdleConnections?.();
    await Promise.all([inFlight.drained(), drawJob?.stop(), forcedReceiptJob.stop(), settlementJob.stop(), abandonedRoundsJob.stop()]);
    // What is left open is live streams and idle keep-alive connections: the browsers reconnect elsewhere.
    connections.closeAllConnections?.();
    await database.close().catch((error) => console.error(`[gateway] closing the database: ${error instanceof Error ? error.message : error}`));
    releaseDataDir();
    console.log('[gateway] shut down');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
