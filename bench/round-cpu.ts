/**
 * `npx tsx bench/round-cpu.ts [pglite|postgres] [rounds]`: CPU milliseconds of this one process (gateway,
 * demo provider and caller together, and PGlite when embedded) per slot round played one after another by one
 * member. On a machine other work loads, rates and latencies say little; a round's CPU is the figure a change
 * of the write path can be compared by, run against run.
 */
import { startTestGateway } from '../server/test/harness';
import { startPostgres } from '../server/test/postgres';
import { fundedMember, insertGame, openTable, spin } from '../server/test/provider/support';

const database = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const rounds = Number(process.argv[3] ?? 300);
const server = database === 'postgres' ? await startPostgres() : null;
const gateway = await startTestGateway({ databaseUrl: server ? await server.createDatabase('round_cpu') : undefined, config: { rateLimitScale: 0 } });
try {
  const game = await insertGame(gateway, 'slot');
  const member = await fundedMember(gateway, '1000000.00');
  const { session } = await openTable(gateway, member, game);
  // Warm: prepared statements, caches and the JIT settle before counting.
  for (let index = 0; index < 30; index++) await spin(gateway, session);
  const before = process.cpuUsage();
  const started = performance.now();
  for (let index = 0; index < rounds; index++) await spin(gateway, session);
  const used = process.cpuUsage(before);
  const cpuMs = (used.user + used.system) / 1000 / rounds;
  console.log(`${database}: ${rounds} slot rounds, ${cpuMs.toFixed(2)} ms CPU a round in this process, ${((performance.now() - started) / rounds).toFixed(1)} ms wall a round`);
} finally {
  await gateway.close();
  await server?.stop();
}
