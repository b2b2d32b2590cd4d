/**
 * Loss and wager limits against stakes through the wallet API: two hundred
 * stakes at once never pass a loss limit, a wager limit counts stakes
 * whatever they won, refunds give their stake back to the limit, the demo
 * slot answers the refusal with the portal's translated code and what the
 * limit leaves, and money sent to a game vendor's own wallet counts as
 * staked (and money coming back as returned).
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { send } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { balanceOf, fundedMember, newRequestId } from '../funds/support';
import { insertGame, playSession, spin } from '../provider/support';
import { callsFor, newProvider, playerWithToken, walletFigures } from '../wallet-api/support';
import { limitOf, limitsOf, setLimit } from './limits-support';

describeOnBothDatabases('loss and wager limits against stakes', (gateway) => {
  it('lets 200 simultaneous stakes lose exactly up to the loss limit and no further', async () => {
    const credentials = await newProvider(gateway());
    const player = await playerWithToken(gateway(), '500.00');
    await setLimit(gateway(), player.member.token, 'loss', 'day', '50');
    const calls = callsFor(gateway(), credentials, player);
    const answers = await Promise.all(Array.from({ length: 200 }, () => calls.bet(randomUUID(), '1.00')));
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(answers.length - refused.length).toBe(50);
    expect(refused.every((answer) => answer.status === 403 && answer.body.error === 'limit.reached' && answer.body.limit === 'loss')).toBe(true);
    expect(refused[0]?.body).toMatchObject({ window: 'day', remaining: '0.00' });
    const figures = await walletFigures(gateway(), player.member.id);
    expect([figures.balance, figures.ledger]).toEqual([45_000n, 45_000n]);
    expect(limitOf(await limitsOf(gateway(), player.member.token), 'loss', 'day')).toMatchObject({ used: '50.00', remaining: '0.00' });
  });

  it('counts payouts against the loss limit but not against the wager limit, and refunds against neither', async () => {
    const credentials = await newProvider(gateway());
    const player = await playerWithToken(gateway(), '500.00');
    await setLimit(gateway(), player.member.token, 'loss', 'week', '5');
    await setLimit(gateway(), player.member.token, 'wager', 'day', '10');
    const calls = callsFor(gateway(), credentials, player);
    for (let round = 0; round < 3; round++) {
      const id = randomUUID();
      expect((await calls.bet(id, '3.00')).status).toBe(200);
      expect((await calls.win(id, '3.00')).status).toBe(200);
    }
    const over = await calls.bet(randomUUID(), '3.00');
    expect([over.status, over.body.error, over.body.limit, over.body.remaining]).toEqual([403, 'limit.reached', 'wager', '1.00']);
    const refunded = randomUUID();
    expect((await calls.bet(refunded, '1.00')).status).toBe(200);
    expect((await calls.rollback(refunded)).status).toBe(200);
    const limits = await limitsOf(gateway(), player.member.token);
    expect(limitOf(limits, 'wager', 'day')).toMatchObject({ used: '9.00', remaining: '1.00' });
    expect(limitOf(limits, 'loss', 'week')).toMatchObject({ used: '0.00', remaining: '5.00' });
  });

  it('shows the refusal in the demo slot with the portal code its page translates', async () => {
    const player = await playerWithToken(gateway(), '100.00', await insertGame(gateway(), 'slot'));
    await setLimit(gateway(), player.member.token, 'loss', 'day', '0.50');
    const session = await playSession(gateway(), player.member, player.game);
    const answer = await spin(gateway(), session, '1.00');
    expect([answer.status, answer.body.errorCode]).toEqual([403, errorCodes.protectionLimitLoss]);
    // The page says what the limit leaves, in which window.
    expect(answer.body.value).toEqual({ window: 'day', remaining: '0.50' });
  });

  it('counts money moved into a game vendor wallet as staked and moved back as returned, refusing a transfer past what remains', async () => {
    const member = await fundedMember(gateway(), '500.00');
    await setLimit(gateway(), member.token, 'loss', 'day', '100');
    await setLimit(gateway(), member.token, 'wager', 'week', '150');
    const move = (from: number, to: number, amount: string) =>
      send(gateway(), 'walletTransfer', { token: member.token, data: { requestId: newRequestId(), fromAccountTypeId: from, toAccountTypeId: to, amount } });
    expect((await move(0, 2, '60.00')).status).toBe(200);
    let limits = await limitsOf(gateway(), member.token);
    expect(limitOf(limits, 'loss', 'day')).toMatchObject({ used: '60.00', remaining: '40.00' });
    expect(limitOf(limits, 'wager', 'week')).toMatchObject({ used: '60.00', remaining: '90.00' });

    const over = await move(0, 3, '50.00');
    expect([over.status, over.body.errorCode, over.body.value]).toEqual([403, errorCodes.protectionLimitLoss, { kind: 'loss', window: 'day', limit: '100.00', used: '60.00', remaining: '40.00' }]);
    // Refused inside the transfer's transaction: neither leg moved.
    expect([await balanceOf(gateway(), member.id, 0), await balanceOf(gateway(), member.id, 3)]).toEqual(['440.00', '0.00']);

    // Money coming back frees that part again; the rest of the day's limit can be sent, and not a cent more.
    expect((await move(2, 0, '30.00')).status).toBe(200);
    limits = await limitsOf(gateway(), member.token);
    expect(limitOf(limits, 'loss', 'day')).toMatchObject({ used: '30.00', remaining: '70.00' });
    expect(limitOf(limits, 'wager', 'week')).toMatchObject({ used: '30.00', remaining: '120.00' });
    expect((await move(0, 3, '70.00')).status).toBe(200);
    const spent = await move(0, 2, '0.01');
    expect([spent.status, spent.body.value]).toEqual([403, expect.objectContaining({ kind: 'loss', remaining: '0.00' })]);
  });
});
