/**
 * The money invariant under random concurrent play: whatever mix of spins,
 * duels and lottery tickets several members fire at once (replayed round
 * ids, stakes they cannot cover and overlapping rounds included), every
 * wallet equals its ledger sum and its opening plus payouts minus stakes
 * from the bets table, once the draws are drawn.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { bets } from '../../src/db/schema';
import { openIssue } from '../../src/domain/lottery-schedule';
import { runDueDraws } from '../../src/provider';
import { movableClocks } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { duel, fundedMember, insertGame, moneyFigures, playSession, providerPost, spin } from './support';

const clocks = movableClocks();
const refusals: string[] = [errorCodes.insufficientBalance, errorCodes.roundInProgress, errorCodes.roundReplayed];

const operation = fc.record({
  member: fc.integer({ min: 0, max: 2 }),
  kind: fc.constantFrom('slot', 'duel', 'ticket'),
  size: fc.integer({ min: 0, max: 3 }),
  side: fc.integer({ min: 0, max: 2 }),
  picks: fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 })),
  /** Reuse the round id of an earlier operation: a replay, or a race with it. */
  reuse: fc.oneof({ arbitrary: fc.constant(null), weight: 4 }, { arbitrary: fc.nat(), weight: 1 }),
});

describeOnBothDatabases(
  'money under random concurrent play',
  (gateway, kind) => {
    it('keeps every wallet equal to its ledger and to opening + payouts − stakes', async () => {
      const clock = clocks[kind];
      const slot = await insertGame(gateway(), 'slot');
      const table = await insertGame(gateway(), 'duel');
      const lottery = await insertGame(gateway(), 'lotto', { gameType: 'ELOTT', accountTypeName: 'ELOTT' });

      await fc.assert(
        fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 24 }), fc.constantFrom('15.00', '40.00', '120.00'), async (operations, opening) => {
          const members = await Promise.all([0, 1, 2].map(() => fundedMember(gateway(), opening)));
          // Sessions opened straight in the database: the property is about play, not launching (launch.test.ts covers that),
          // and nine launches a run over HTTP cost more than the play itself.
          const tables = await Promise.all(
            members.map(async (member) => ({
              slot: await playSession(gateway(), member, slot),
              duel: await playSession(gateway(), member, table),
              lotto: await playSession(gateway(), member, lottery),
            })),
          );
          const roundIds: string[] = [];
          const drawNo = openIssue('ELOTT', clock.now()).drawNo;
          const answers = await Promise.all(
            operations.map((op) => {
              const roundId = op.reuse !== null && roundIds.length > 0 ? roundIds[op.reuse % roundIds.length] : randomUUID();
              roundIds.push(roundId);
              const sessions = tables[op.member];
              const bet = ['1.00', '2.00', '5.00', '10.00'][op.size];
              if (op.kind === 'slot') return spin(gateway(), sessions.slot, bet, roundId).then((answer) => ({ op, answer }));
              if (op.kind === 'duel')
                return duel(gateway(), sessions.duel, ['PLAYER', 'BANKER', 'TIE'][op.side], ['1.00', '5.00', '10.00', '1.00'][op.size], roundId).then(
                  (answer) => ({ op, answer }),
                );
              return providerPost(gateway(), '/lotto/ticket', {
                session: sessions.lotto,
                roundId,
                gameCode: lottery.code,
                drawNo,
                playType: 'TWO',
                picks: op.picks,
                bet,
              }).then((answer) => ({ op, answer }));
            }),
          );
          for (const { answer } of answers) expect(answer.body.success || refusals.includes(answer.body.errorCode ?? '')).toBe(true);

          clock.advance(openIssue('ELOTT', clock.now()).drawAt - clock.now());
          await runDueDraws(gateway().deps);

          for (const [index, member] of members.entries()) {
            const figures = await moneyFigures(gateway(), member.id);
            expect(figures.balance).toBeGreaterThanOrEqual(0n);
            expect(figures.balance).toBe(figures.ledger);
            expect(figures.balance).toBe(member.openingCents + figures.payouts - figures.stakes);
            expect(figures.rounds).toBe(answers.filter(({ op, answer }) => op.member === index && answer.body.success).length);
            expect(
              await gateway()
                .db.select()
                .from(bets)
                .where(and(eq(bets.memberId, member.id), eq(bets.status, 'open'))),
            ).toHaveLength(0);
          }
        }),
        { numRuns: 15 },
      );
    });
  },
  (kind) => ({ clock: clocks[kind] }),
);
