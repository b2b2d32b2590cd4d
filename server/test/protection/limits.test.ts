/**
 * Limits over HTTP on an injected clock: a first or lower limit holds at
 * once; a raise or a removal waits 24 hours and then needs confirming, the
 * lower amount holding until then; deposit requests and deposit credits over
 * what remains are refused with the remaining amount.
 */
import * as v from 'valibot';
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { setLimitAnswerSchema } from '../../../src/services/schemas/limits';
import { movableClocks, send } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { memberWithSession } from '../http';
import { openSession } from '../../src/domain/sessions';
import { fundedMember, newRequestId, operatorCall, operatorKey } from '../funds/support';
import { cancelLimit, confirmLimit, limitOf, limitsOf, setLimit } from './limits-support';

const clocks = movableClocks();
const hour = 3_600_000;

describeOnBothDatabases(
  'player limits',
  (gateway, kind) => {
    const clock = clocks[kind];

    it('answers every kind and window, none set, for a new member', async () => {
      const { token } = await memberWithSession(gateway());
      const limits = await limitsOf(gateway(), token);
      expect(limits.limits).toHaveLength(9);
      expect(limits.limits.every((limit) => limit.amount === null && limit.remaining === null && limit.pending === null && limit.used === '0.00')).toBe(true);
    });

    it('offers limits until the member sets one or declines the offer, on every device', async () => {
      const first = await memberWithSession(gateway());
      expect((await limitsOf(gateway(), first.token)).offer).toBe(true);
      await setLimit(gateway(), first.token, 'deposit', 'month', '2000');
      expect((await limitsOf(gateway(), first.token)).offer).toBe(false);
      const second = await memberWithSession(gateway());
      const declined = await send(gateway(), 'playerLimitOfferDecline', { token: second.token });
      expect(declined.body.value).toMatchObject({ offer: false });
      expect((await limitsOf(gateway(), await openSession(gateway().deps, second.id))).offer).toBe(false);
    });

    it('applies a first limit and a decrease at once, and holds a raise 24 hours until confirmed', async () => {
      const member = await memberWithSession(gateway());
      let { token } = member;
      expect((await setLimit(gateway(), token, 'loss', 'week', '500')).outcome).toBe('applied');
      const lowered = await setLimit(gateway(), token, 'loss', 'week', '300.50');
      expect([lowered.outcome, limitOf(lowered, 'loss', 'week').amount]).toEqual(['applied', '300.50']);

      const raised = await setLimit(gateway(), token, 'loss', 'week', '800');
      const pending = limitOf(raised, 'loss', 'week');
      expect(raised.outcome).toBe('pending');
      expect(pending.amount).toBe('300.50');
      expect(pending.pending).toEqual({ amount: '800.00', requestedAt: clock.now(), effectiveAt: clock.now() + 24 * hour, due: false });

      clock.advance(23 * hour);
      // Sessions lapse over a day of idleness: the member signs in again to confirm.
      token = await openSession(gateway().deps, member.id);
      const early = await confirmLimit(gateway(), token, 'loss', 'week');
      expect([early.status, early.body.errorCode]).toEqual([409, errorCodes.protectionLimitNotDue]);
      clock.advance(hour);
      token = await openSession(gateway().deps, member.id);
      expect(limitOf(await limitsOf(gateway(), token), 'loss', 'week').pending?.due).toBe(true);
      const confirmed = await confirmLimit(gateway(), token, 'loss', 'week');
      const after = v.parse(setLimitAnswerSchema, confirmed.body.value);
      expect(limitOf(after, 'loss', 'week')).toMatchObject({ amount: '800.00', pending: null });
    });

    it('treats a removal as a raise, and lets a decrease or a cancel drop a waiting raise', async () => {
      const member = await memberWithSession(gateway());
      let { token } = member;
      await setLimit(gateway(), token, 'wager', 'day', '100');
      const removing = await setLimit(gateway(), token, 'wager', 'day', null);
      expect(removing.outcome).toBe('pending');
      expect(limitOf(removing, 'wager', 'day')).toMatchObject({ amount: '100.00', pending: { amount: null, due: false } });

      const cancelled = await cancelLimit(gateway(), token, 'wager', 'day');
      expect(limitOf(v.parse(setLimitAnswerSchema, cancelled.body.value), 'wager', 'day')).toMatchObject({ amount: '100.00', pending: null });
      expect((await cancelLimit(gateway(), token, 'wager', 'day')).body.errorCode).toBe(errorCodes.protectionLimitNothingPending);

      await setLimit(gateway(), token, 'wager', 'day', '150');
      const lowered = await setLimit(gateway(), token, 'wager', 'day', '90');
      expect(limitOf(lowered, 'wager', 'day')).toMatchObject({ amount: '90.00', pending: null });

      await setLimit(gateway(), token, 'wager', 'day', null);
      clock.advance(24 * hour);
      token = await openSession(gateway().deps, member.id);
      expect((await confirmLimit(gateway(), token, 'wager', 'day')).status).toBe(200);
      expect(limitOf(await limitsOf(gateway(), token), 'wager', 'day')).toMatchObject({ amount: null, remaining: null, pending: null });
    });

    it('refuses a bad kind, window or amount per field', async () => {
      const { token } = await memberWithSession(gateway());
      const answer = await send(gateway(), 'playerLimitSet', { token, data: { kind: 'fun', window: 'year', amount: '-5' } });
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toEqual({ kind: errorCodes.fieldInvalid, window: errorCodes.fieldInvalid, amount: errorCodes.fieldInvalid });
    });

    it('refuses a deposit request over what the limit leaves, counting waiting requests, with the remaining amount', async () => {
      const member = await fundedMember(gateway(), '0.00');
      await setLimit(gateway(), member.token, 'deposit', 'day', '1000');
      await setLimit(gateway(), member.token, 'deposit', 'month', '5000');
      const ask = (amount: string) => send(gateway(), 'deposit', { token: member.token, data: { requestId: newRequestId(), channelCode: 'GCASH', amount } });
      expect((await ask('600.00')).status).toBe(200);
      const over = await ask('500.00');
      expect([over.status, over.body.errorCode]).toEqual([403, errorCodes.protectionLimitDeposit]);
      expect(over.body.value).toEqual({ kind: 'deposit', window: 'day', limit: '1000.00', used: '600.00', remaining: '400.00' });
      expect((await ask('400.00')).status).toBe(200);
      expect(limitOf(await limitsOf(gateway(), member.token), 'deposit', 'day')).toMatchObject({ used: '1000.00', remaining: '0.00' });
      // A day later the day's window is free again; the month still counts both.
      clock.advance(24 * hour + 1);
      expect(limitOf(await limitsOf(gateway(), await openSession(gateway().deps, member.id)), 'deposit', 'month')).toMatchObject({ used: '1000.00', remaining: '4000.00' });
    });

    it('refuses to credit a deposit that a limit lowered since its request no longer allows', async () => {
      const member = await fundedMember(gateway(), '0.00');
      const asked = await send<{ reference: string }>(gateway(), 'deposit', { token: member.token, data: { requestId: newRequestId(), channelCode: 'GCASH', amount: '700.00' } });
      expect(asked.status).toBe(200);
      await setLimit(gateway(), member.token, 'deposit', 'week', '500');
      const approval = await operatorCall(gateway(), 'POST', `/deposits/${asked.body.value.reference}/approve`);
      expect(approval.body.errorCode).toBe(errorCodes.protectionLimitDeposit);
      expect(limitOf(await limitsOf(gateway(), member.token), 'deposit', 'week').used).toBe('700.00');
    });
  },
  (kind) => ({ clock: clocks[kind], config: { operatorKey } }),
);
