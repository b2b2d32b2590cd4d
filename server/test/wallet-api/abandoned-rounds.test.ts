/**
 * Rounds a provider left open: after the sweep's age, a round without a win
 * is rolled back (the stake refunded once) and a round that paid a win is
 * closed with it; younger rounds stay open. Two instances sweeping at the
 * same moment end each round once, and the provider's late calls find the
 * round ended: a win is refused, a rollback refunds nothing more.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bets, walletTransactions } from '../../src/db/schema';
import { defaultSweepOptions, sweepAbandonedRounds } from '../../src/domain/wallet-api/abandoned-rounds';
import { movableClocks } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { callsFor, newProvider, playerWithToken, walletFigures } from './support';

const clocks = movableClocks();

describeOnBothDatabases(
  'abandoned provider rounds',
  (gateway, kind) => {
    it('ends old open rounds once, whoever sweeps, and the provider’s late calls find them ended', async () => {
      const credentials = await newProvider(gateway());
      const lost = await playerWithToken(gateway());
      const won = await playerWithToken(gateway());
      const [lostRound, wonRound, youngRound] = [randomUUID(), randomUUID(), randomUUID()];
      const lostCalls = callsFor(gateway(), credentials, lost);
      const wonCalls = callsFor(gateway(), credentials, won);
      expect((await lostCalls.bet(lostRound, '1.50')).status).toBe(200);
      expect((await wonCalls.bet(wonRound, '2.00')).status).toBe(200);
      expect((await wonCalls.win(wonRound, '3.00', false)).status).toBe(200);

      clocks[kind].advance(defaultSweepOptions.olderThanMs - 60_000);
      const young = await playerWithToken(gateway());
      expect((await callsFor(gateway(), credentials, young).bet(youngRound, '1.00')).status).toBe(200);
      // Not yet old enough: nothing is ended.
      expect(await sweepAbandonedRounds(gateway().deps)).toEqual({ rolledBack: 0, closed: 0, refunded: 0n });
      clocks[kind].advance(120_000);

      const runs = await Promise.all([sweepAbandonedRounds(gateway().deps), sweepAbandonedRounds(gateway().deps)]);
      expect(runs.reduce((sum, run) => sum + run.rolledBack, 0)).toBe(1);
      expect(runs.reduce((sum, run) => sum + run.closed, 0)).toBe(1);
      expect(runs.reduce((sum, run) => sum + run.refunded, 0n)).toBe(150n);

      const lostFigures = await walletFigures(gateway(), lost.member.id);
      expect(lostFigures).toEqual({ balance: 10_000n, ledger: 10_000n, refundsPerRound: [1] });
      expect(await gateway().db.select().from(bets).where(eq(bets.roundId, lostRound))).toEqual([]);
      const [wonRow] = await gateway().db.select().from(bets).where(eq(bets.roundId, wonRound));
      expect(wonRow).toMatchObject({ status: 'settled', payout: '3.00' });
      expect((await walletFigures(gateway(), won.member.id)).balance).toBe(10_100n);
      const [youngRow] = await gateway().db.select().from(bets).where(eq(bets.roundId, youngRound));
      expect(youngRow.status).toBe('open');

      const swept = await gateway().db.select().from(walletTransactions).where(eq(walletTransactions.transactionId, `sweep:${lostRound}`));
      expect(swept).toEqual([expect.objectContaining({ providerId: credentials.providerId, kind: 'rollback', amount: '1.50', targetTransactionId: `${lostRound}:bet` })]);

      expect(await lostCalls.win(lostRound, '5.00')).toMatchObject({ body: { error: 'round.rolled.back' } });
      expect(await lostCalls.rollback(lostRound)).toMatchObject({ status: 200, body: { refunded: '0.00' } });
      expect(await wonCalls.close(wonRound)).toMatchObject({ body: { error: 'round.closed' } });
      expect(await walletFigures(gateway(), lost.member.id)).toEqual(lostFigures);
      // Nothing is left for a later sweep.
      expect(await sweepAbandonedRounds(gateway().deps)).toEqual({ rolledBack: 0, closed: 0, refunded: 0n });
    });
  },
  (kind) => ({ clock: clocks[kind] }),
);
