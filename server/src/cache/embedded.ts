/**
 * Whether the gateway runs on the embedded database (PGlite in this
 * process) or on a PostgreSQL server: the cache learns of changes and
 * batches its reads differently on each (content-version.ts, batched-reads.ts).
 */
import type { Db } from '../db';

/** The one method of PGlite used here; node-postgres pools have no `listen`. */
export interface EmbeddedClient {
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>;
}

export const embeddedClientOf = (db: Db): EmbeddedClient | null => {
  const client = (db as unknown as { $client?: Partial<EmbeddedClient> }).$client;
  return typeof client?.listen === 'function' ? (client as EmbeddedClient) : null;
};

/** Reads in flight at once per batched reader: the embedded engine runs one query at a time; a pool of 10 serves more. */
export const readsInFlight = (db: Db): number => (embeddedClientOf(db) ? 1 : 4);
