/**
 * The built portal as `npm start` serves it: the reference gateway on the
 * embedded database with its seed, serving STATIC_DIR with history-mode
 * fallback, on a free loopback port. Prints `{ base }` once it listens, so
 * a browser can open every page a visitor opens.
 */
import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { createApp } from '../../server/src/app';
import { defaultConfig, systemClock } from '../../server/src/config';
import { createPayloadDecryptor } from '../../server/src/crypto';
import { openDatabase } from '../../server/src/db';
import { seedDatabase } from '../../server/src/seed';

const staticDir = resolve(process.env.STATIC_DIR ?? 'dist');
if (!existsSync(join(staticDir, 'index.html'))) throw new Error(`STATIC_DIR: ${staticDir} has no index.html`);

const database = await openDatabase({ url: process.env.DATABASE_URL });
await seedDatabase(database.db);
const app = createApp({ db: database.db, clock: systemClock, config: { ...defaultConfig, staticDir }, payloads: createPayloadDecryptor({}) });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ base: `http://127.0.0.1:${port}`, database: database.kind })}\n`);
});
