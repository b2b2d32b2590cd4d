/**
 * The gateway for the live-channel figures: seeded, listening on its
 * database, with LIVE_MEMBERS members signed in (a session each, for idle
 * streams of different members) and LIVE_DEPOSITS pending deposits of the
 * first one for the operator to approve. Prints
 * `{ base, memory, database, operatorKey, tokens, references }` once it listens.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../../server/src/app';
import { defaultConfig, systemClock } from '../../server/src/config';
import { createPayloadDecryptor } from '../../server/src/crypto';
import { openDatabase } from '../../server/src/db';
import { deposits, members, sessions } from '../../server/src/db/schema';
import { hashToken } from '../../server/src/domain/sessions';
import { seedDatabase } from '../../server/src/seed';
import { startMemoryProbe } from './memory-probe';

const memberCount = Number(process.env.LIVE_MEMBERS ?? 1000);
const depositCount = Number(process.env.LIVE_DEPOSITS ?? 100);
const operatorKey = 'bench-operator-key-0123456789';

const database = await openDatabase({ url: process.env.DATABASE_URL });
await seedDatabase(database.db);
const config = { ...defaultConfig, operatorKey, rateLimitScale: 0 };
const app = createApp({ db: database.db, clock: systemClock, config, payloads: createPayloadDecryptor({}), listen: database.listen });

const now = Date.now();
const run = randomBytes(4).toString('hex');
const ids: number[] = [];
for (let start = 0; start < memberCount; start += 500) {
  const batch = Array.from({ length: Math.min(500, memberCount - start) }, (_, index) => ({
    account: `live${run}${start + index}`,
    nickname: 'Live',
    passwordHash: 'unused',
    passwordChangedAt: now,
    createdAt: now,
  }));
  ids.push(...(await database.db.insert(members).values(batch).returning({ id: members.id })).map((row) => row.id));
}
const tokens = ids.map(() => randomBytes(32).toString('base64url'));
for (let start = 0; start < ids.length; start += 500) {
  const batch = ids.slice(start, start + 500).map((memberId, index) => ({ tokenHash: hashToken(tokens[start + index]), memberId, createdAt: now, expiresAt: now + 6 * 3600_000 }));
  await database.db.insert(sessions).values(batch);
}
const references = Array.from({ length: depositCount }, (_, index) => `DLIVE${run}${index}`);
await database.db.insert(deposits).values(references.map((reference) => ({ memberId: ids[0], channelCode: 'BANK', amount: '100.00', reference, createdAt: now })));

const memory = await startMemoryProbe();
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ base: `http://127.0.0.1:${port}`, memory, database: database.kind, operatorKey, tokens, references })}\n`);
});
