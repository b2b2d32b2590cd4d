/**
 * Confirmation of receipt over HTTP (spec §4, api-facts §7.7): the waiting
 * list, each of the four answers with its checks, answering twice, another
 * member's id, the deadline and the forced receipt (claimed once however many
 * runs race), and payment without confirmation when c2c is off.
 */
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { withdrawalConfirmationsSchema, withdrawalConfirmResultSchema } from '../../../src/services/schemas/funds';
import { withdrawals } from '../../src/db/schema';
import { runForcedReceipts } from '../../src/domain/funds/forced-receipts';
import { movableClock, movableClocks, send } from '../access/support';
import { describeOnBothDatabases, startGatewayOn } from '../databases';
import { memberWithSession } from '../http';
import { balanceOf, changeWithdrawConfig, operatorCall, operatorKey, paidWithdrawal, withdraw, withdrawingMember } from './support';

const clocks = movableClocks();
const minute = 60_000;

const png = (bytes = 64) => {
  const data = Buffer.alloc(bytes);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(data);
  return data;
};
const dataUrl = (mime: string, data: Buffer) => `data:${mime};base64,${data.toString('base64')}`;
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60)]);
const gif = Buffer.from('GIF89a0000000000000000', 'latin1');


describeOnBothDatabases(
  'confirmation of receipt',
  (gateway, kind) => {
    const clock = clocks[kind];
    const confirm = (token: string, data: Record<string, unknown>) => send(gateway(), 'withdrawalConfirm', { token, data });

    it('asks for confirmation of a paid withdrawal within the configured minutes', async () => {
      const member = await withdrawingMember(gateway(), '1000.00');
      const paid = await paidWithdrawal(gateway(), member, '300.00');
      const list = v.parse(withdrawalConfirmationsSchema, (await send(gateway(), 'withdrawalConfirmations', { token: member.token })).body.value);
      expect(list.confirmMinutes).toBe(30);
      expect(list.list).toEqual([{ id: paid.id, reference: paid.reference, amount: '300.00', paidAt: clock.now(), deadline: clock.now() + 30 * minute }]);
      const other = await memberWithSession(gateway());
      expect((await send(gateway(), 'withdrawalConfirmations', { token: other.token })).body.value).toEqual({ confirmMinutes: 30, list: [] });
    });

    it('records "received", once', async () => {
      const member = await withdrawingMember(gateway(), '1000.00');
      const paid = await paidWithdrawal(gateway(), member, '300.00');
      const answer = await confirm(member.token, { answer: 'received', id: paid.id });
      expect(v.parse(withdrawalConfirmResultSchema, answer.body.value).confirmed).toEqual([{ id: paid.id, confirmStatus: 'received', receivedAmount: '300.00', remainder: '0.00' }]);
      const twice = await confirm(member.token, { answer: 'partial', id: paid.id, receivedAmount: '1.00' });
      expect([twice.status, twice.body.errorCode]).toEqual([409, errorCodes.confirmAnswered]);
    });

    it('records a partial receipt and answers the remainder; more than the amount is refused', async () => {
      const member = await withdrawingMember(gateway(), '1000.00');
      const paid = await paidWithdrawal(gateway(), member, '300.00');
      const tooMuch = await confirm(member.token, { answer: 'partial', id: paid.id, receivedAmount: '300.01' });
      expect([tooMuch.status, tooMuch.body.errorCode, tooMuch.body.fields]).toEqual([400, errorCodes.receivedExceeds, { receivedAmount: errorCodes.receivedExceeds }]);
      const answer = await confirm(member.token, { answer: 'partial', id: paid.id, receivedAmount: '120.55' });
      expect(answer.body.value).toEqual({ confirmed: [{ id: paid.id, confirmStatus: 'partial', receivedAmount: '120.55', remainder: '179.45' }] });
      expect((await confirm(member.token, { answer: 'received', id: paid.id })).body.errorCode).toBe(errorCodes.confirmAnswered);
    });

    it('records "not received" with a png or jpg proof checked by type and by its bytes, at most 5 MB', async () => {
      const member = await withdrawingMember(gateway(), '2000.00');
      const paid = await paidWithdrawal(gateway(), member, '300.00');
      const proof = (proofImage: string) => confirm(member.token, { answer: 'not_received', id: paid.id, proofImage }).then((answer) => [answer.status, answer.body.errorCode, answer.body.fields]);
      const typeRefusal = [400, errorCodes.proofType, { proofImage: errorCodes.proofType }];
      expect(await proof(dataUrl('image/gif', gif))).toEqual(typeRefusal);
      expect(await proof(dataUrl('image/png', gif))).toEqual(typeRefusal);
      expect(await proof(dataUrl('image/png', jpeg))).toEqual(typeRefusal);
      expect(await proof('not a data url')).toEqual(typeRefusal);
      expect(await proof(dataUrl('image/png', png(5 * 1024 * 1024 + 1)))).toEqual([400, errorCodes.proofSize, { proofImage: errorCodes.proofSize }]);
      const answer = await confirm(member.token, { answer: 'not_received', id: paid.id, proofImage: dataUrl('image/png', png(5 * 1024 * 1024)) });
      expect(answer.body.value).toEqual({ confirmed: [{ id: paid.id, confirmStatus: 'not_received', receivedAmount: '0.00', remainder: '300.00' }] });
      const [row] = await gateway().db.select().from(withdrawals).where(eq(withdrawals.id, paid.id));
      expect(row.proofImage?.startsWith('data:image/png;base64,iVBORw0KGgo')).toBe(true);

      const second = await paidWithdrawal(gateway(), member, '100.00');
      const jpg = await confirm(member.token, { answer: 'not_received', id: second.id, proofImage: dataUrl('image/jpeg', jpeg) });
      expect(jpg.body.success).toBe(true);
    });

    it('confirms every waiting withdrawal with "all received", and refuses another member’s id', async () => {
      const member = await withdrawingMember(gateway(), '3000.00');
      const first = await paidWithdrawal(gateway(), member, '100.00');
      const second = await paidWithdrawal(gateway(), member, '250.00');
      const stranger = await memberWithSession(gateway());
      const foreign = await confirm(stranger.token, { answer: 'received', id: first.id });
      expect([foreign.status, foreign.body.errorCode]).toEqual([404, errorCodes.notFound]);
      const all = await confirm(member.token, { answer: 'all_received' });
      expect(all.body.value).toEqual({
        confirmed: [
          { id: first.id, confirmStatus: 'received', receivedAmount: '100.00', remainder: '0.00' },
          { id: second.id, confirmStatus: 'received', receivedAmount: '250.00', remainder: '0.00' },
        ],
      });
      expect((await confirm(member.token, { answer: 'all_received' })).body.value).toEqual({ confirmed: [] });
    });

    it('counts an unanswered withdrawal as received after the deadline (forced, nothing refunded), once', async () => {
      const member = await withdrawingMember(gateway(), '1000.00');
      const paid = await paidWithdrawal(gateway(), member, '400.00');
      clock.advance(29 * minute);
      expect(await runForcedReceipts(gateway().deps)).toEqual([]);
      clock.advance(minute);
      const late = await confirm(member.token, { answer: 'received', id: paid.id });
      expect([late.status, late.body.errorCode]).toEqual([409, errorCodes.confirmExpired]);
      expect((await send(gateway(), 'withdrawalConfirmations', { token: member.token })).body.value).toMatchObject({ list: [] });
      const runs = await Promise.all([runForcedReceipts(gateway().deps), runForcedReceipts(gateway().deps), operatorCall<{ forced: string[] }>(gateway(), 'POST', '/forced-receipts/run').then((answer) => answer.body.value.forced)]);
      expect(runs.flat().filter((reference) => reference === paid.reference)).toHaveLength(1);
      const [row] = await gateway().db.select().from(withdrawals).where(eq(withdrawals.id, paid.id));
      expect(row.confirmStatus).toBe('forced');
      expect((await confirm(member.token, { answer: 'received', id: paid.id })).body.errorCode).toBe(errorCodes.confirmExpired);
      expect(await balanceOf(gateway(), member.id)).toBe('594.00');
    });

    it.runIf(kind === 'pglite')('forces overdue withdrawals on its own when the gateway runs the job', async () => {
      const jobClock = movableClock();
      const running = await startGatewayOn(kind, { clock: jobClock, config: { operatorKey }, forcedReceiptJob: { intervalMs: 20 } });
      try {
        const member = await withdrawingMember(running, '1000.00');
        const paid = await paidWithdrawal(running, member, '150.00');
        const statusNow = async () => (await running.db.select().from(withdrawals).where(eq(withdrawals.id, paid.id)))[0].confirmStatus;
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(await statusNow()).toBe('awaiting');
        jobClock.advance(30 * minute);
        await vi.waitFor(async () => expect(await statusNow()).toBe('forced'), { timeout: 5_000, interval: 20 });
      } finally {
        await running.close();
      }
    });

    it('pays without asking for confirmation when c2c is off', async () => {
      await changeWithdrawConfig(gateway(), { c2cEnabled: 'N' });
      try {
        const member = await withdrawingMember(gateway(), '1000.00');
        const asked = await withdraw(gateway(), member, '100.00');
        const paid = await operatorCall<{ confirmStatus: string | null }>(gateway(), 'POST', `/withdrawals/${asked.body.value.reference}/pay`);
        expect(paid.body.value.confirmStatus).toBeNull();
        expect((await send(gateway(), 'withdrawalConfirmations', { token: member.token })).body.value).toMatchObject({ list: [] });
      } finally {
        await changeWithdrawConfig(gateway(), { c2cEnabled: 'Y' });
      }
    });
  },
  (kind) => ({ clock: clocks[kind], config: { operatorKey } }),
);
