/**
 * The reference gateway as `npm start` runs it (embedded PGlite, seeded),
 * on a free loopback port, plus a session of the demo member so token calls
 * can be measured. Prints `{ base, token }` once it listens.
 */
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../server/src/app';
import { defaultConfig, systemClock } from '../../server/src/config';
import { createPayloadDecryptor } from '../../server/src/crypto';
import { openDatabase } from '../../server/src/db';
import { members } from '../../server/src/db/schema';
import { openSession } from '../../server/src/domain/sessions';
import { seedDatabase } from '../../server/src/seed';

const database = await openDatabase({ url: process.env.DATABASE_URL });
await seedDatabase(database.db);
// With STATIC_DIR it also serves a built portal, as `npm start` does (the Lighthouse pages).
const deps = { db: database.db, clock: systemClock, config: { ...defaultConfig, staticDir: process.env.STATIC_DIR }, payloads: createPayloadDecryptor({}) };
const app = createApp(deps);
const [demo] = await database.db.select().from(members).where(eq(members.account, 'demo')).limit(1);
if (!demo) throw new Error('the seed has no demo member');
const token = await openSession(deps, demo.id);
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ base: `http://127.0.0.1:${port}`, token, database: database.kind })}\n`);
});
