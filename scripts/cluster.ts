/**
 * `npm run cluster -- 3`: N gateway instances (server/src/index.ts, unchanged) on one PostgreSQL behind one
 * address, with Node's cluster module, so nothing needs installing. The instances accept from one shared
 * listening socket and the kernel spreads the connections (SCHED_NONE): with Node's round robin the primary
 * accepts each connection and passes it on, and a connection passed to an instance as it dies was found
 * held open unanswered; with a shared socket a dying instance takes only its own connections with it. Without DATABASE_URL it starts a
 * throwaway PostgreSQL 15 of its own (deleted on exit); PGlite cannot be shared by several processes.
 *
 * The primary migrates and seeds once and creates the development operator keys before the workers start,
 * so they do not race at it. A worker that dies is replaced; SIGTERM or Ctrl-C reaches every worker, which
 * shuts down gracefully (finishes requests in flight), then the primary stops its PostgreSQL and exits.
 * CLUSTER_INSTANCES sets N when no argument is given (default 3).
 */
import cluster, { type Worker } from 'node:cluster';
import { dirname, join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..');
const requested = Number(process.argv[2] ?? process.env.CLUSTER_INSTANCES ?? 3);
if (!Number.isInteger(requested) || requested < 1 || requested > 64) {
  console.error(`cluster: the number of instances must be a whole number from 1 to 64 (got ${process.argv[2] ?? process.env.CLUSTER_INSTANCES})`);
  process.exit(1);
}

async function main(): Promise<void> {
  process.chdir(repoRoot);
  const { parseEnv, EnvError } = await import('../server/src/env');
  let settings: ReturnType<typeof parseEnv>;
  try {
    settings = parseEnv(process.env);
  } catch (error) {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  }
  let stopDatabase = async () => {};
  let databaseUrl = settings.databaseUrl;
  if (!databaseUrl) {
    const { postgresAvailable, startPostgres } = await import('../server/test/postgres');
    if (!postgresAvailable) {
      console.error('cluster: no DATABASE_URL and no PostgreSQL binaries (initdb, pg_ctl) to start one: set DATABASE_URL.');
      process.exit(1);
    }
    const server = await startPostgres();
    databaseUrl = await server.createDatabase('cluster');
    stopDatabase = () => server.stop();
    console.log(`[cluster] throwaway PostgreSQL on 127.0.0.1:${server.port} (deleted on exit): ${databaseUrl}`);
  }

  // Once, before any worker: migrations, seed and the development keys.
  const { openDatabase } = await import('../server/src/db');
  const { seedDatabase } = await import('../server/src/seed');
  const database = await openDatabase({ url: databaseUrl });
  await seedDatabase(database.db);
  await database.close();
  if (!settings.config.production) {
    const { developmentOperatorKey, operatorKeyPath } = await import('../server/src/operator/key');
    const keyFile = operatorKeyPath(settings.dataDir);
    if (!settings.config.operatorKey) developmentOperatorKey(keyFile);
    if (!settings.config.operatorSecretKey) developmentOperatorKey(join(dirname(keyFile), 'operator-secret-key'));
  }

  cluster.schedulingPolicy = cluster.SCHED_NONE;
  cluster.setupPrimary({ exec: join(repoRoot, 'server', 'src', 'index.ts'), execArgv: ['--import', 'tsx'] });
  const env = { DATABASE_URL: databaseUrl };
  let stopping = false;
  const workers = new Set<Worker>();
  const fork = () => {
    const worker = cluster.fork(env);
    workers.add(worker);
    worker.on('exit', (code, signal) => {
      workers.delete(worker);
      if (stopping) {
        if (workers.size === 0) void stopDatabase().finally(() => process.exit(0));
        return;
      }
      console.error(`[cluster] instance ${worker.process.pid} ended (${signal ?? `code ${code}`}): starting another`);
      // A worker that cannot start at all (a bad setting) would be restarted forever: give up after a burst.
      if (Date.now() - startedAt < 10_000 && ++earlyDeaths > requested * 2) {
        console.error('[cluster] instances keep failing at start: stopping');
        void shutdown('failure');
        return;
      }
      fork();
    });
  };
  const startedAt = Date.now();
  let earlyDeaths = 0;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[cluster] ${signal}: stopping ${workers.size} instances`);
    for (const worker of workers) worker.process.kill('SIGTERM');
    if (workers.size === 0) {
      await stopDatabase();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  for (let index = 0; index < requested; index++) fork();
  console.log(`[cluster] ${requested} gateway instances on one PostgreSQL at http://${settings.host === '0.0.0.0' ? '127.0.0.1' : settings.host}:${settings.port} (Node cluster, one shared socket)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
