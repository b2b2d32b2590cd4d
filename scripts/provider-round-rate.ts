/**
 * `npx tsx scripts/provider-round-rate.ts [rounds] [tables]`: how many paid slot
 * rounds a second the demo provider plays on one gateway (in-memory PGlite,
 * in-process provider), sequentially on one table and side by side on several
 * tables of different members. A spin is sent over real HTTP as the page sends
 * it; the figure covers the whole write path (claim, stake, payout, bets row,
 * points, rank), so it compares one build of that path with another.
 */
import { startTestGateway } from '../server/test/harness';
import { fundedMember, insertGame, openTable, spin } from '../server/test/provider/support';

const rounds = Number(process.argv[2] ?? 400);
const tables = Number(process.argv[3] ?? 4);

async function main(): Promise<void> {
  const gateway = await startTestGateway();
  try {
    const game = await insertGame(gateway, 'slot');
    const sessions = await Promise.all(
      Array.from({ length: tables }, async () => (await openTable(gateway, await fundedMember(gateway, '100000.00'), game)).session),
    );
    // Warm-up: the first rounds pay for compiled statements and lazy imports.
    for (let index = 0; index < 30; index++) await spin(gateway, sessions[0]);

    const cpuBefore = process.cpuUsage();
    let started = performance.now();
    for (let index = 0; index < rounds; index++) {
      const answer = await spin(gateway, sessions[0]);
      if (!answer.body.success) throw new Error(`spin refused: ${answer.body.errorCode}`);
    }
    const sequential = rounds / ((performance.now() - started) / 1000);
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMsPerRound = (cpu.user + cpu.system) / 1000 / rounds;

    started = performance.now();
    await Promise.all(
      sessions.map(async (session) => {
        for (let index = 0; index < rounds / tables; index++) {
          const answer = await spin(gateway, session);
          if (!answer.body.success) throw new Error(`spin refused: ${answer.body.errorCode}`);
        }
      }),
    );
    const parallel = rounds / ((performance.now() - started) / 1000);
    console.log(JSON.stringify({ rounds, tables, sequentialRoundsPerSecond: Math.round(sequential), parallelRoundsPerSecond: Math.round(parallel), cpuMsPerRound: Number(cpuMsPerRound.toFixed(2)) }));
  } finally {
    await gateway.close();
  }
}

await main();
