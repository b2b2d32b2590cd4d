/**
 * Bet, win, rollback and round close: money moves once per transaction id
 * and once per request id, a rollback refunds once and voids a bet that has
 * not arrived, insufficient funds answers with the balance, and wins and
 * rollbacks land after the player's session ended while bets do not.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bets } from '../../src/db/schema';
import { moveMoney } from '../../src/domain/ledger';
import { callGateway } from '../http';
import { describeOnBothDatabases } from '../databases';
import { callsFor, newProvider, playerWithToken, walletFigures } from './support';

describeOnBothDatabases('wallet API money calls', (gateway) => {
  async function setUp(opening = '100.00') {
    const credentials = await newProvider(gateway());
    const player = await playerWithToken(gateway(), opening);
    return { ...player, credentials, calls: callsFor(gateway(), credentials, player) };
  }

  async function expectExact(memberId: number, expectedCents: bigint) {
    const figures = await walletFigures(gateway(), memberId);
    expect(figures.balance).toBe(expectedCents);
    expect(figures.ledger).toBe(figures.balance);
    expect(figures.refundsPerRound.every((count) => count === 1)).toBe(true);
  }

  it('stakes, pays and closes a round with its bets row, and reads the balance', async () => {
    const { member, game, calls } = await setUp();
    const round = randomUUID();
    const bet = await calls.bet(round, '2.50', { detail: { engine: 'slot' } });
    expect(bet).toMatchObject({ status: 200, replayed: false, body: { transactionId: `${round}:bet`, roundId: round, balance: '97.50' } });
    expect((await gateway().db.select().from(bets).where(eq(bets.roundId, round)))[0]).toMatchObject({ status: 'open', stake: '2.50', nodeId: game.nodeId });
    const win = await calls.win(round, '10.00', false);
    expect(win.body).toMatchObject({ amount: '10.00', roundClosed: false, balance: '107.50' });
    expect((await calls.close(round)).body).toMatchObject({ balance: '107.50' });
    expect((await gateway().db.select().from(bets).where(eq(bets.roundId, round)))[0]).toMatchObject({ status: 'settled', payout: '10.00' });
    expect((await calls.balance()).body).toMatchObject({ balance: '107.50', player: { id: String(member.id), wallet: 0 }, game: { code: game.code } });
    await expectExact(member.id, 10_750n);
  });

  it('answers a replay, by request id or by transaction id, with the first answer and moves nothing', async () => {
    const { member, game, token, calls } = await setUp();
    const round = randomUUID();
    const payload = { requestId: randomUUID(), transactionId: `${round}:bet`, token, roundId: round, gameCode: game.code, amount: '5.00' };
    const first = await calls.call('/bet', payload);
    const sameRequest = await calls.call('/bet', payload);
    const sameTransaction = await calls.call('/bet', { ...payload, requestId: randomUUID() });
    expect(first.replayed).toBe(false);
    for (const replay of [sameRequest, sameTransaction]) expect(replay).toMatchObject({ status: 200, replayed: true, body: first.body });
    // The same ids for something else are a conflict, never a replay.
    expect((await calls.call('/bet', { ...payload, requestId: randomUUID(), amount: '6.00' })).body.error).toBe('transaction.conflict');
    expect((await calls.call('/bet', { ...payload, transactionId: `${round}:other` })).body.error).toBe('transaction.conflict');
    expect((await calls.bet(round, '5.00', { transactionId: `${round}:second` })).body.error).toBe('round.exists');
    const win = await calls.win(round, '1.00');
    expect((await calls.win(round, '1.00')).body).toEqual(win.body);
    expect((await calls.call('/win', { transactionId: `${round}:win2`, roundId: round, amount: '1.00' })).body.error).toBe('round.closed');
    await expectExact(member.id, 10_000n - 500n + 100n);
  });

  it('refuses a stake the balance cannot cover with the balance, keeps nothing of it, and takes the same transaction once funded', async () => {
    const { member, calls } = await setUp('3.00');
    const round = randomUUID();
    const refused = await calls.bet(round, '5.00');
    expect(refused).toMatchObject({ status: 402, body: { error: 'insufficient.funds', balance: '3.00', currency: expect.any(String) } });
    expect(await gateway().db.select().from(bets).where(eq(bets.roundId, round))).toEqual([]);
    await moveMoney(gateway().db, { memberId: member.id, cents: 500n, kind: 'deposit', idempotencyKey: `top-up:${member.id}`, now: gateway().deps.clock.now() });
    expect((await calls.bet(round, '5.00')).body).toMatchObject({ balance: '3.00' });
    await expectExact(member.id, 300n);
  });

  it('refunds a rolled-back bet exactly once, and the round then takes no win', async () => {
    const { member, calls } = await setUp();
    const round = randomUUID();
    await calls.bet(round, '4.00');
    const rolled = await calls.rollback(round);
    expect(rolled.body).toMatchObject({ refunded: '4.00', balance: '100.00' });
    expect((await calls.rollback(round)).body).toEqual(rolled.body);
    expect((await calls.rollback(round, `${round}:again`)).body).toMatchObject({ refunded: '0.00', balance: null });
    expect((await calls.win(round, '8.00')).body.error).toBe('round.rolled.back');
    expect((await calls.close(round)).body.error).toBe('round.rolled.back');
    expect(await gateway().db.select().from(bets).where(eq(bets.roundId, round))).toEqual([]);
    await expectExact(member.id, 10_000n);
  });

  it('voids a bet rolled back before it arrives, and refuses a rollback of a round that paid', async () => {
    const { member, calls } = await setUp();
    const early = randomUUID();
    expect((await calls.rollback(early)).body).toMatchObject({ refunded: '0.00' });
    expect((await calls.bet(early, '4.00'))).toMatchObject({ status: 409, body: { error: 'bet.rolled.back' } });
    const paid = randomUUID();
    await calls.bet(paid, '1.00');
    await calls.win(paid, '0.00', false);
    expect((await calls.rollback(paid)).body.error).toBe('round.closed');
    expect((await calls.win(randomUUID(), '1.00')).body.error).toBe('round.not.found');
    await expectExact(member.id, 9_900n);
  });

  it('refuses bets and balance reads once the portal session ended, and still takes wins and rollbacks', async () => {
    const { member, calls } = await setUp();
    const [won, rolled] = [randomUUID(), randomUUID()];
    await calls.bet(won, '2.00');
    await calls.bet(rolled, '3.00');
    expect((await callGateway(gateway(), 'logout', { token: member.token })).body.success).toBe(true);
    expect((await calls.bet(randomUUID(), '1.00'))).toMatchObject({ status: 401, body: { error: 'token.ended' } });
    expect((await calls.balance()).body.error).toBe('token.ended');
    expect((await calls.win(won, '6.00')).body).toMatchObject({ balance: '101.00' });
    expect((await calls.rollback(rolled)).body).toMatchObject({ refunded: '3.00', balance: '104.00' });
    await expectExact(member.id, 10_400n);
  });

  it('refuses malformed calls with the fields at fault', async () => {
    const { calls } = await setUp();
    const answer = await calls.call('/bet', { transactionId: 'x', token: 'short', roundId: 'r 1', gameCode: 'G', amount: '0.00' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('request.invalid');
    expect(Object.keys(answer.body.fields).sort()).toEqual(['amount', 'roundId', 'token']);
  });
});
