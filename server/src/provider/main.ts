/**
 * `npm run provider`: the demo provider as its own process, a client of a
 * gateway's wallet API like any third-party provider. It keeps its own rows
 * (round claims, lottery draws and tickets) and its copy of the game
 * catalogue in its own database, signs every wallet call with its key, and
 * draws the lottery on schedule. The gateway, started with
 * DEMO_PROVIDER_URL pointing here, forwards the game pages to it.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { systemClock } from '../config';
import { openDatabase } from '../db';
import { seedGames } from '../seed/games';
import { providerDeps } from './deps';
import { parseProviderEnv } from './env';
import { createProviderApp, providerBase, startDrawJob } from './index';
import { createWalletClient } from './wallet/client';

async function main(): Promise<void> {
  const settings = parseProviderEnv(process.env);
  if (!settings.databaseUrl) mkdirSync(dirname(resolve(settings.dataDir)), { recursive: true });
  const database = await openDatabase({ url: settings.databaseUrl, dataDir: settings.databaseUrl ? undefined : settings.dataDir });
  // The games it serves: the same catalogue the gateway seeds, by the same codes.
  await seedGames(database.db);
  const wallet = createWalletClient({
    baseUrl: settings.walletUrl,
    transport: (request) => fetch(request),
    credentials: async () => ({ providerId: settings.providerId, key: settings.key }),
    clock: systemClock,
  });
  const deps = providerDeps({ db: database.db, clock: systemClock, wallet });
  const drawJob = startDrawJob(deps);
  const server = serve({ fetch: createProviderApp(deps).fetch, port: settings.port, hostname: settings.host }, (info) => {
    console.log(`[provider] ${settings.providerId}: wallet API at ${settings.walletUrl}, ${database.kind} database`);
    console.log(`[provider] listening on http://${settings.host}:${info.port}${providerBase}`);
  });
  const shutdown = () => {
    setTimeout(() => process.exit(0), 5000).unref();
    server.close(() => {
      drawJob
        .stop()
        .then(() => database.close())
        .finally(() => process.exit(0));
    });
    (server as { closeAllConnections?: () => void }).closeAllConnections?.();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
