/**
 * Calls racing each other on one player: two hundred bets at once take the
 * balance to exactly zero and no further, and a rollback racing its own bet
 * ends either with the bet refunded or with the bet refused, never with the
 * money gone.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeOnBothDatabases } from '../databases';
import { callsFor, newProvider, playerWithToken, walletFigures } from './support';

describeOnBothDatabases('wallet API under concurrent calls', (gateway) => {
  it('lets 200 simultaneous bets on one player take exactly what the balance holds', async () => {
    const credentials = await newProvider(gateway());
    const player = await playerWithToken(gateway(), '150.00');
    const calls = callsFor(gateway(), credentials, player);
    const answers = await Promise.all(Array.from({ length: 200 }, () => calls.bet(randomUUID(), '1.00')));
    const staked = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.body.error === 'insufficient.funds');
    expect([staked.length, refused.length]).toEqual([150, 50]);
    const figures = await walletFigures(gateway(), player.member.id);
    expect(figures.balance).toBe(0n);
    expect(figures.ledger).toBe(0n);
  });

  it('settles every race of a bet with its rollback one way or the other, refunding at most once', async () => {
    const credentials = await newProvider(gateway());
    const player = await playerWithToken(gateway(), '100.00');
    const calls = callsFor(gateway(), credentials, player);
    const rounds = Array.from({ length: 24 }, () => randomUUID());
    const races = await Promise.all(
      rounds.map(async (round, index) => {
        const [bet, rollback] = index % 2 === 0 ? await Promise.all([calls.bet(round, '2.00'), calls.rollback(round)]) : (await Promise.all([calls.rollback(round), calls.bet(round, '2.00')])).reverse();
        return { round, bet, rollback };
      }),
    );
    for (const { round, bet, rollback } of races) {
      expect(rollback.status).toBe(200);
      if (bet.status === 200) expect(rollback.body.refunded).toBe('2.00');
      else expect([bet.body.error, rollback.body.refunded]).toEqual(['bet.rolled.back', '0.00']);
      // Sent again, the bet answers as it did the first time: it cannot come back to life.
      const again = await calls.bet(round, '2.00');
      expect(again.status === 200 ? again.replayed : again.body.error).toBe(bet.status === 200 ? true : 'bet.rolled.back');
    }
    const figures = await walletFigures(gateway(), player.member.id);
    expect(figures.balance).toBe(10_000n);
    expect(figures.ledger).toBe(10_000n);
    expect(figures.refundsPerRound.every((count) => count === 1)).toBe(true);
  });
});
