/**
 * The instant round (POST /wallet/v1/round): stake and payout in one call
 * settle the round with its bets row and ledger keys, a replay moves
 * nothing, the kept win answers a later /win as its replay, ids used for
 * something else conflict, and a refused stake keeps nothing, payout
 * included.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bets, ledgerEntries } from '../../src/db/schema';
import { describeOnBothDatabases } from '../databases';
import { callsFor, newProvider, playerWithToken, walletFigures } from './support';

describeOnBothDatabases('wallet API instant round', (gateway) => {
  it('stakes, pays and settles in one call, once, and keeps nothing of a refused stake', async () => {
    const credentials = await newProvider(gateway());
    const player = await playerWithToken(gateway(), '100.00');
    const calls = callsFor(gateway(), credentials, player);
    const memberId = player.member.id;
    const round = randomUUID();

    const requestId = randomUUID();
    const played = await calls.round(round, '2.50', '10.00', { requestId, detail: { engine: 'slot', stops: [1, 2, 3] } });
    expect(played).toMatchObject({ status: 200, replayed: false, body: { transactionId: `${round}:bet`, winTransactionId: `${round}:win`, roundId: round, win: '10.00', balance: '107.50' } });
    const [row] = await gateway().db.select().from(bets).where(eq(bets.roundId, round));
    expect(row).toMatchObject({ status: 'settled', stake: '2.50', payout: '10.00', nodeId: player.game.nodeId, detail: { engine: 'slot', stops: [1, 2, 3] } });
    const keys = (await gateway().db.select().from(ledgerEntries).where(and(eq(ledgerEntries.memberId, memberId), like(ledgerEntries.reference, `${round}:%`)))).map((entry) => [entry.idempotencyKey, entry.amount]);
    expect(keys.sort()).toEqual([[`bet:${round}`, '-2.50'], [`payout:${round}`, '10.00']]);

    // Replays, by request id and by transaction id, answer the first answer; a /win with the kept win's id is its replay.
    expect(await calls.round(round, '2.50', '10.00', { requestId })).toMatchObject({ status: 200, replayed: true, body: played.body });
    expect(await calls.round(round, '2.50', '10.00')).toMatchObject({ status: 200, replayed: true, body: played.body });
    expect(await calls.win(round, '10.00')).toMatchObject({ status: 200, replayed: true, body: { amount: '10.00', roundClosed: true, balance: '107.50' } });
    // The same ids for something else conflict; the round takes no other bet or win.
    expect((await calls.round(round, '2.50', '20.00')).body.error).toBe('transaction.conflict');
    expect((await calls.bet(round, '2.50')).body.error).toBe('transaction.conflict');
    expect((await calls.round(round, '2.50', '1.00', { transactionId: `${round}:again`, winTransactionId: `${round}:again-win` })).body.error).toBe('round.exists');
    const other = randomUUID();
    expect((await calls.round(other, '1.00', '0', { winTransactionId: `${round}:win` })).body.error).toBe('transaction.conflict');
    expect((await calls.round(other, '1.00', '0', { winTransactionId: `${other}:bet` })).body.error).toBe('transaction.conflict');

    // A round that paid nothing moves the stake only.
    expect((await calls.round(other, '1.00', '0')).body).toMatchObject({ win: '0.00', balance: '106.50' });
    expect(await gateway().db.select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, `payout:${other}`))).toEqual([]);

    // A stake the balance cannot cover: the balance in the refusal, no round, no payout, no kept call.
    const poor = randomUUID();
    expect(await calls.round(poor, '500.00', '5000.00')).toMatchObject({ status: 402, body: { error: 'insufficient.funds', balance: '106.50' } });
    expect(await gateway().db.select().from(bets).where(eq(bets.roundId, poor))).toEqual([]);
    expect((await calls.win(poor, '5000.00')).body.error).toBe('round.not.found');

    const figures = await walletFigures(gateway(), memberId);
    expect(figures.balance).toBe(10_650n);
    expect(figures.ledger).toBe(figures.balance);
  });
});
