/**
 * What a break closes and what it leaves open: stakes through the wallet API
 * (also on a second gateway instance on the same PostgreSQL database, where
 * the break was not taken), the demo slot, game launches, deposit requests
 * and transfers into a game wallet are refused with until when; withdrawals
 * and the records stay open, and play opens again when a time-out ends.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { movableClocks, send } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { startTestGateway, type TestGateway } from '../harness';
import { openSession } from '../../src/domain/sessions';
import { newRequestId, withdraw, withdrawingMember } from '../funds/support';
import { gameLaunchQuery, insertGame, launch, playSession, spin } from '../provider/support';
import { callsFor, newProvider, playerWithToken } from '../wallet-api/support';
import { givePassword, takeBreak, withPassword } from './breaks-support';

const clocks = movableClocks();
const day = 24 * 3_600_000;
const others: TestGateway[] = [];
afterAll(async () => {
  await Promise.all(others.map((other) => other.close()));
});

describeOnBothDatabases(
  'what a break refuses and allows',
  (gateway, kind) => {
    const clock = clocks[kind];

    it('refuses stakes on every instance with until when, and takes them again when the time-out ends', async () => {
      // PostgreSQL: a second gateway on the same database answers the provider; PGlite has one instance.
      const url = gateway().databaseUrl;
      const second = url ? await startTestGateway({ databaseUrl: url, databaseSeeded: true, clock }) : gateway();
      if (second !== gateway()) others.push(second);
      const credentials = await newProvider(gateway());
      const player = await playerWithToken(gateway(), '100.00');
      const calls = callsFor(second, credentials, player);
      expect((await calls.bet(randomUUID(), '1.00')).status).toBe(200);

      await givePassword(gateway(), player.member.id);
      await takeBreak(gateway(), player.member.token, '24h');
      const refused = await calls.bet(randomUUID(), '1.00');
      expect([refused.status, refused.body.error, refused.body.until]).toEqual([403, 'player.on.break', new Date(clock.now() + day).toISOString()]);
      expect((await calls.balance()).body.balance).toBe('99.00');

      clock.advance(day);
      const token = await openSession(gateway().deps, player.member.id);
      const session = await playSession(gateway(), { id: player.member.id, token }, player.game);
      expect((await callsFor(second, credentials, { token: session, game: player.game }).bet(randomUUID(), '1.00')).status).toBe(200);
    });

    it('stops a slot already open at its next spin, in the page\'s translated code, and refuses a new launch', async () => {
      const player = await playerWithToken(gateway(), '50.00', await insertGame(gateway(), 'slot'));
      const session = await playSession(gateway(), player.member, player.game);
      expect((await spin(gateway(), session, '1.00')).status).toBe(200);
      await givePassword(gateway(), player.member.id);
      await takeBreak(gateway(), player.member.token, '7d');
      const spun = await spin(gateway(), session, '1.00');
      expect([spun.status, spun.body.errorCode, spun.body.value]).toEqual([403, errorCodes.protectionBreakActive, { until: clock.now() + 7 * day }]);
      const launched = await launch(gateway(), player.member.token, gameLaunchQuery(player.game));
      expect([launched.status, launched.body.errorCode, launched.body.value]).toEqual([403, errorCodes.protectionBreakActive, { kind: 'timeout', until: clock.now() + 7 * day }]);
    });

    it('refuses deposit requests and transfers into a game wallet, and lets the member withdraw and read records', async () => {
      const member = await withdrawingMember(gateway(), '500.00', await withPassword());
      await takeBreak(gateway(), member.token, '6m');
      const deposit = await send(gateway(), 'deposit', { token: member.token, data: { requestId: newRequestId(), channelCode: 'BANK', amount: '150.00' } });
      expect([deposit.status, deposit.body.errorCode, deposit.body.value]).toEqual([403, errorCodes.protectionBreakActive, { kind: 'exclusion', until: null }]);
      const transfer = await send(gateway(), 'walletTransfer', { token: member.token, data: { requestId: newRequestId(), fromAccountTypeId: 0, toAccountTypeId: 1, amount: '10.00' } });
      expect(transfer.body.errorCode).toBe(errorCodes.protectionBreakActive);

      const withdrawal = await withdraw(gateway(), member, '100.00');
      expect(withdrawal.body.success, JSON.stringify(withdrawal.body)).toBe(true);
      const records = await send(gateway(), 'withdrawRecords', { token: member.token, data: { pageNo: 1, pageSize: 10 } });
      expect(records.body.success, JSON.stringify(records.body)).toBe(true);
    });
  },
  (kind) => ({ clock: clocks[kind] }),
);
