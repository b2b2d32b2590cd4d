/**
 * One member driven across three gateway instances on one PostgreSQL, every request to the next instance in
 * turn, as a round-robin proxy (npm run cluster) sends them: the session opened on one is good on all, the
 * rounds of one play session land once whichever instance plays them (a round id replayed on another
 * instance is refused and moves nothing), a catalogue change made once reaches the game cache of every
 * instance at its next round, and a sign-out on one ends the session everywhere. The live channel and
 * the rate limits across instances are the subject of live/two-instances and security/rate-limits.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { games } from '../../src/db/schema';
import { freshPostgresDatabase, type FreshDatabase } from '../contracts/fresh-postgres';
import { startTestGateway, type TestGateway } from '../harness';
import { callGateway } from '../http';
import { postgresAvailable } from '../postgres';
import { fundedMember, insertGame, moneyFigures, openTable, spin } from '../provider/support';

const instances: TestGateway[] = [];
let fresh: FreshDatabase | undefined;
let turn = 0;
/** The next instance, round robin. */
const next = () => instances[turn++ % instances.length]!;

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.close()));
  await fresh?.release();
});

it.skipIf(!postgresAvailable)('keeps one member’s session, rounds, caches and sign-out the same on every instance [postgres]', { timeout: 180_000 }, async () => {
  fresh = await freshPostgresDatabase();
  const options = { databaseUrl: fresh.url, databaseSeeded: true };
  instances.push(...(await Promise.all([startTestGateway(options), startTestGateway(options), startTestGateway(options)])));

  const member = await fundedMember(instances[0]!, '500.00');
  const game = await insertGame(instances[0]!, 'slot');
  // Launched through one instance, the play session is the database's: every instance plays it.
  const { session } = await openTable(next(), member, game);
  for (let index = 0; index < 6; index++) {
    const answer = await callGateway(next(), 'memberInfo', { token: member.token });
    expect(answer.body.errorCode).toBeNull();
  }

  const played: string[] = [];
  for (let index = 0; index < 9; index++) {
    const roundId = randomUUID();
    const answer = await spin(next(), session, '1.00', roundId);
    expect(answer.body.errorCode).toBeNull();
    played.push(roundId);
  }
  // The same round sent again to each other instance: refused as played, nothing moves.
  for (let index = 0; index < 3; index++) {
    const again = await spin(next(), session, '1.00', played[index]!);
    expect(again.body.errorCode).toBe(errorCodes.roundReplayed);
  }
  const figures = await moneyFigures(instances[0]!, member.id);
  expect(figures.rounds).toBe(9);
  expect(figures.balance).toBe(figures.ledger);
  expect(figures.balance).toBe(member.openingCents - figures.stakes + figures.payouts);
  const [balance] = await Promise.all(instances.map((instance) => callGateway<{ balance: string }>(instance, 'balance', { token: member.token })));
  expect(balance!.body.errorCode).toBeNull();

  // Every instance has the game in its cache now; one change to the catalogue reaches all of them.
  await instances[1]!.db.update(games).set({ maintenance: true }).where(eq(games.nodeId, game.nodeId));
  for (let index = 0; index < 3; index++) expect((await spin(next(), session)).body.errorCode).toBe(errorCodes.gameMaintenance);
  expect((await moneyFigures(instances[2]!, member.id)).rounds).toBe(9);

  expect((await callGateway(next(), 'logout', { token: member.token })).body.errorCode).toBeNull();
  for (let index = 0; index < 3; index++) {
    const after = await callGateway(next(), 'memberInfo', { token: member.token });
    expect(after.body.errorCode).not.toBeNull();
  }
});
