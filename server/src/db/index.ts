/**
 * Opens the gateway's database: embedded PGlite (a data folder, or memory for
 * tests) by default, a real PostgreSQL server when a URL is given. Both speak
 * the same schema and migrations.
 */
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Listen } from './listen';
import * as schema from './schema';

export { schema };
export type { Listen } from './listen';
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenedDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * LISTEN on a channel of this database: PGlite's own `listen`, or one dedicated PostgreSQL connection per
   * instance that reconnects with backoff and then calls `onReconnect` (notifications may have been missed).
   */
  listen: Listen;
  /** PGlite only: a dump of the whole database, for `pgliteImage`. */
  image?(): Promise<Blob>;
}

/**
 * A database restored from an image lives for one test file and one session at a time. PostgreSQL sizes and clears its
 * shared memory for 128 MB of buffers and 100 connections at every start; sized for what such a database holds, a
 * start costs about a fifth less CPU (0.95 → 0.75 CPU-seconds), and tests start one or two per file.
 */
const restoredImageSettings = ['-c', 'shared_buffers=16MB', '-c', 'max_connections=5'];

export interface PoolSettings {
  max: number;
  statementTimeoutMs: number;
  idleTimeoutMs: number;
  /** How long a query waits to connect or for a free pooled connection before it fails with a coded 503. */
  connectTimeoutMs: number;
}

export const defaultPoolSettings: PoolSettings = { max: 10, statementTimeoutMs: 30_000, idleTimeoutMs: 30_000, connectTimeoutMs: 15_000 };

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * `dataDir` undefined means an in-memory PGlite (each test file its own).
 * `pgliteImage` starts that in-memory PGlite from a dump (`dumpDataDir`) of
 * another one: tests restore a migrated and seeded database that way.
 */
export async function openDatabase(options: { url?: string; dataDir?: string; pgliteImage?: Blob; pool?: PoolSettings }): Promise<OpenedDatabase> {
  if (options.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const { postgresListener } = await import('./listen');
    const settings = options.pool ?? defaultPoolSettings;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: settings.max,
      idleTimeoutMillis: settings.idleTimeoutMs,
      // 0 is PostgreSQL's own "no timeout".
      statement_timeout: settings.statementTimeoutMs,
      // While the database is away a request fails with a coded 503 instead of queueing without end. The same
      // timeout bounds the wait for a free pooled connection, so it must outlast a burst's queue (200 stakes at once).
      connectionTimeoutMillis: settings.connectTimeoutMs,
    });
    // A restarting database ends idle connections: without a listener the pool's error would end the process.
    pool.on('error', (error) => console.error(`[gateway] database connection lost: ${error.message}`));
    // A client checked out of the pool (a transaction between two statements) has no listener of the pool's:
    // its connection ending would be an unhandled 'error' that ends the process. Its next query fails instead.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzle({ client: pool, schema });
    await migrate(db, { migrationsFolder });
    // The listening connection opens with the first subscription: a gateway nobody streams from holds none.
    const listener = postgresListener(options.url);
    const close = async () => {
      await listener.close();
      await pool.end();
    };
    return { db: db as unknown as Db, kind: 'postgres', close, listen: listener.listen };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = options.pgliteImage
    ? new PGlite({ loadDataDir: options.pgliteImage, startParams: [...PGlite.defaultStartParams, ...restoredImageSettings] })
    : new PGlite(options.dataDir);
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  const listen: Listen = (channel, onPayload) => client.listen(channel, onPayload);
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close(), listen, image: () => client.dumpDataDir('none') };
}
