/**
 * The version of everything behind the public answers. The triggers of
 * migration 0009 raise it in the same transaction as every change to those
 * tables, whoever writes (the seed, an operator call, a script, a person at
 * a SQL prompt), and notify `content_version` at commit.
 *
 * How an instance learns it depends on who else can write:
 *  - PostgreSQL: many stateless instances share the database, so the version
 *    is read, once per batch of waiting requests (batched-reads.ts), by a
 *    read that starts after those requests arrived. LISTEN/NOTIFY alone would
 *    leave a window (a notification arrives some time after the commit, on
 *    another connection, and is lost while that connection is down) in which
 *    an instance answers from its cache after a change. The read has no such
 *    window and costs one primary-key lookup per batch, not per request.
 *  - Embedded PGlite: one process owns the database, and PGlite hands that
 *    process its notifications while the committing statement's result is
 *    read, before the writer's await returns. Listening is then exact, and
 *    saves the embedded engine (which runs on the request thread) a query per
 *    batch.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { contentVersions } from '../db/schema';
import { batchedReads } from './batched-reads';
import { embeddedClientOf, readsInFlight, type EmbeddedClient } from './embedded';

export type ContentVersionRead = () => number | Promise<number>;

export const contentVersionChannel = 'content_version';

async function readVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: contentVersions.version }).from(contentVersions).where(eq(contentVersions.id, 1));
  // A database whose version row was deleted by hand still answers: every request then rebuilds.
  return row?.version ?? -1;
}

export function contentVersionReader(db: Db): ContentVersionRead {
  const embedded = embeddedClientOf(db);
  if (embedded) return listenedVersion(db, embedded);
  const read = batchedReads<1, number>(async () => new Map([[1 as const, await readVersion(db)]]), readsInFlight(db));
  return async () => (await read(1)) ?? -1;
}

function listenedVersion(db: Db, client: EmbeddedClient): ContentVersionRead {
  let known: number | null = null;
  // Listening starts before the first read, so no change can fall between the two.
  const ready = client
    .listen(contentVersionChannel, (payload) => {
      const raised = Number(payload);
      known = Math.max(known ?? raised, raised);
    })
    .then(() => readVersion(db))
    .then((version) => {
      known = Math.max(known ?? version, version);
      return known;
    });
  return () => known ?? ready;
}
