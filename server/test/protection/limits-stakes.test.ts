/**
 * Loss and wager limits against stakes through the wallet API: two hundred
 * stakes at once never pass a loss limit, a wager limit counts stakes
 * whatever they won, refunds give their stake back to the limit, and the
 * demo slot answers the refusal with the portal's translated code.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { describeOnBothDatabases } from '../databases';
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
  });
});
