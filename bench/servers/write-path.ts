/**
 * The gateway for the write-path figures (bench/write-path.ts): the app as `npm start` runs it, on PGlite in
 * memory or on DATABASE_URL, with the rate limits off (RATE_LIMIT_SCALE=0, as one member spinning flat out
 * would otherwise be throttled). WRITE_PATH_MEMBERS fresh members are created with a gift of 1,000,000.00,
 * each launches the demo slot and a demo table through the portal's launch call and the provider page's
 * session call, and the process prints one JSON line: its address and every member's play sessions.
 * It also answers POST /bench/floor, the same money movements done by bare SQL on the same database (see
 * floor-movements.ts), so the floor is measured on the connection the gateway uses.
 */
import { serve } from '@hono/node-server';
import { and, eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../server/src/app';
import { defaultConfig, systemClock } from '../../server/src/config';
import { createPayloadDecryptor } from '../../server/src/crypto';
import { defaultPoolSettings, openDatabase } from '../../server/src/db';
import { gameVendors, games, members } from '../../server/src/db/schema';
import { moveMoney } from '../../server/src/domain/ledger';
import { fromCents, toCents } from '../../server/src/domain/money';
import { openSession } from '../../server/src/domain/sessions';
import { seedDatabase } from '../../server/src/seed';
import { measureFloor } from './floor-movements';

const memberCount = Number(process.env.WRITE_PATH_MEMBERS ?? 50);
const poolMax = Number(process.env.DB_POOL_MAX ?? 10);
const database = await openDatabase({ url: process.env.DATABASE_URL || undefined, pool: { ...defaultPoolSettings, max: poolMax } });
await seedDatabase(database.db);
const deps = { db: database.db, clock: systemClock, config: { ...defaultConfig, rateLimitScale: 0 }, payloads: createPayloadDecryptor({}) };
const app = createApp(deps);

/** The first game of an engine that takes rounds now (neither it nor its vendor under maintenance). */
async function playableGame(engine: 'slot' | 'duel') {
  const [game] = await database.db
    .select({ nodeId: games.nodeId, code: games.code, vendor: games.vendor, minBet: games.minBet })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
    .where(and(eq(games.engine, engine), eq(games.maintenance, false), eq(gameVendors.maintenance, false)))
    .orderBy(games.nodeId)
    .limit(1);
  if (!game) throw new Error(`the seed has no playable ${engine} game`);
  return game;
}

const portalHeaders = { Merchant: defaultConfig.merchant, Language: 'EN', Device: 'web' };

/** Launch as the portal does, then trade the launch token for a play session as the provider page does. */
async function playSessionOf(token: string, game: Awaited<ReturnType<typeof playableGame>>): Promise<{ session: string; side?: string }> {
  const query = new URLSearchParams({
    nodeId: String(game.nodeId),
    gameId: game.code,
    accountType: '1',
    confirmTrans: '0',
    vassalage: game.vendor,
    launchMode: 'GLS',
    platform: 'html5-desktop',
    clientType: '3',
    username: 'bench',
    merchantCode: defaultConfig.merchant,
    language: 'EN',
  });
  const launched = await app.request(`/wps/game/launchGame?${query}`, { headers: { ...portalHeaders, Authorization: token } });
  const launch = (await launched.json()) as { success: boolean; errorCode?: string; value?: { content: { game_url: string } } };
  if (!launch.success || !launch.value) throw new Error(`launch refused: ${launch.errorCode}`);
  const launchToken = new URL(launch.value.content.game_url, 'http://bench.local').searchParams.get('token');
  const opened = await app.request('/provider/demo/api/session', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token: launchToken }) });
  const session = (await opened.json()) as { success: boolean; errorCode?: string; value?: { session: string; duel?: { sides: string[] } } };
  if (!session.success || !session.value) throw new Error(`play session refused: ${session.errorCode}`);
  return { session: session.value.session, side: session.value.duel?.sides[0] };
}

/** The smallest stake a table takes (provider/bet-sizes.ts): its minimum bet, 1.00 where it has none. */
const smallestStake = (minBet: string) => (toCents(minBet) > 0n ? fromCents(toCents(minBet)) : '1.00');

const slot = await playableGame('slot');
const table = await playableGame('duel');
const now = systemClock.now();
const tag = `${process.pid}${Date.now().toString(36)}`;
const players: { memberId: number; token: string; slot: string; table: string; side?: string }[] = [];
for (let index = 0; index < memberCount; index++) {
  const [member] = await database.db
    .insert(members)
    .values({ account: `bench${tag}n${index}`, nickname: 'Bench', passwordHash: 'unused', passwordChangedAt: now, createdAt: now })
    .returning({ id: members.id });
  await moveMoney(database.db, { memberId: member!.id, cents: 100_000_000n, kind: 'bonus', idempotencyKey: `bench-gift:${member!.id}`, now });
  const token = await openSession(deps, member!.id);
  const tableSession = await playSessionOf(token, table);
  players.push({ memberId: member!.id, token, slot: (await playSessionOf(token, slot)).session, table: tableSession.session, side: tableSession.side });
}

/** POST /bench/floor answers the floor; everything else is the gateway's. */
async function fetchWithFloor(request: Request): Promise<Response> {
  if (new URL(request.url).pathname !== '/bench/floor') return app.fetch(request);
  const body = (await request.json()) as { seconds: number; concurrency: number };
  const floor = await measureFloor(database.db, { memberIds: players.map((player) => player.memberId), seconds: body.seconds, concurrency: body.concurrency });
  return Response.json(floor);
}

// Stopping on SIGTERM through exit() lets `--cpu-prof` (WRITE_PATH_PROFILE) write its profile.
process.once('SIGTERM', () => process.exit(0));

const server = serve({ fetch: fetchWithFloor, port: 0, hostname: '127.0.0.1' }, () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ base: `http://127.0.0.1:${port}`, database: database.kind, pid: process.pid, slotBet: smallestStake(slot.minBet), tableBet: smallestStake(table.minBet), players })}\n`);
});
