/**
 * `npx tsx bench/round-statements.ts [rounds]`: the SQL statements one round of each kind sends to a
 * throwaway PostgreSQL (node-postgres' query calls counted, transactions' begin and commit included),
 * with the statements of one round listed in order. What the write path waits for, round trip by round trip.
 */
import pg from 'pg';
import { startTestGateway } from '../server/test/harness';
import { startPostgres } from '../server/test/postgres';
import { duel, fundedMember, insertGame, openTable, spin } from '../server/test/provider/support';

const rounds = Number(process.argv[2] ?? 50);
const seen: string[] = [];
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text?: string };
  seen.push((typeof first === 'string' ? first : (first?.text ?? '?')).replace(/\s+/g, ' ').slice(0, 140));
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

const server = await startPostgres();
const gateway = await startTestGateway({ databaseUrl: await server.createDatabase('round_statements'), config: { rateLimitScale: 0 } });
try {
  for (const engine of ['slot', 'duel'] as const) {
    const game = await insertGame(gateway, engine);
    const member = await fundedMember(gateway, '100000.00');
    const { session } = await openTable(gateway, member, game);
    const play = () => (engine === 'slot' ? spin(gateway, session) : duel(gateway, session, 'PLAYER'));
    for (let index = 0; index < 5; index++) await play();
    seen.length = 0;
    await play();
    const one = [...seen];
    seen.length = 0;
    for (let index = 0; index < rounds; index++) await play();
    console.log(`\n${engine}: ${(seen.length / rounds).toFixed(1)} statements a round (${rounds} rounds); one round:`);
    for (const [index, text] of one.entries()) console.log(`  ${String(index + 1).padStart(2)} ${text}`);
  }
} finally {
  await gateway.close();
  await server.stop();
}
