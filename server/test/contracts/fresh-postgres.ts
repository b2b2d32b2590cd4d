/**
 * A fresh, migrated and seeded PostgreSQL database whose URL child
 * processes can be given: a copy of the run's seeded template when the
 * shared server runs (a full run), otherwise a server of this file's own.
 */
import { openDatabase } from '../../src/db';
import { seedDatabase } from '../../src/seed';
import { startPostgres, type TestPostgres } from '../postgres';
import { sharedPostgres, templateServer } from '../postgres-template';

export interface FreshDatabase {
  url: string;
  /** Stops the server if it is this file's own. */
  release(): Promise<void>;
}

let ownServer: Promise<TestPostgres> | undefined;

export async function freshPostgresDatabase(): Promise<FreshDatabase> {
  const shared = sharedPostgres();
  if (shared) return { url: await templateServer(shared).createDatabase(), release: async () => undefined };
  ownServer ??= startPostgres();
  const server = await ownServer;
  const url = await server.createDatabase();
  const database = await openDatabase({ url });
  try {
    await seedDatabase(database.db);
  } finally {
    await database.close();
  }
  return {
    url,
    async release() {
      ownServer = undefined;
      await server.stop();
    },
  };
}
