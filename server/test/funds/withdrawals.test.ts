/**
 * Withdrawals over HTTP: bank accounts, the payment password, requests with
 * their checks and penalty charge, the operator's reject (reversal), and the
 * transfer to an upline. Time moves on an injected clock.
 */
import * as v from 'valibot';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { bankAccountsSchema, withdrawRecordsSchema, withdrawSettingsSchema, type TransferUpline } from '../../../src/services/schemas/funds';
import { ledgerEntries, members, messages } from '../../src/db/schema';
import { openSession } from '../../src/domain/sessions';
import { movableClocks, send } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { memberWithSession } from '../http';
import {
  balanceOf,
  fundedMember,
  giveBankAccount,
  givePaymentPassword,
  newRequestId,
  operatorCall,
  operatorKey,
  walletsAgainstLedger,
  withdraw,
  withdrawingMember,
} from './support';

const clocks = movableClocks();
const minute = 60_000;

describeOnBothDatabases(
  'withdrawals',
  (gateway, kind) => {
    const clock = clocks[kind];

    it('keeps up to five bank accounts per member, masked, at a listed bank, each number once', async () => {
      const { token } = await memberWithSession(gateway());
      const add = (accountNumber: string, bankName = 'Metrobank') => send(gateway(), 'bankAccountAdd', { token, data: { bankName, accountName: 'Maria Santos', accountNumber } });
      const first = await add('001234567890');
      expect(first.body.value).toMatchObject({ bankName: 'Metrobank', accountName: 'Maria Santos', accountNumberMasked: '•••• 7890' });
      expect(JSON.stringify(first.body)).not.toContain('001234567890');
      expect(await add('001234567890').then((answer) => [answer.status, answer.body.errorCode])).toEqual([409, errorCodes.bankAccountTaken]);
      expect((await add('99887766', 'Bank of Nowhere')).body.fields).toEqual({ bankName: errorCodes.fieldInvalid });
      for (const number of ['1000001', '1000002', '1000003', '1000004']) expect((await add(number)).body.success).toBe(true);
      expect(await add('1000005').then((answer) => [answer.status, answer.body.errorCode])).toEqual([409, errorCodes.bankAccountLimit]);
      const list = v.parse(bankAccountsSchema, (await send(gateway(), 'bankAccounts', { token })).body.value);
      expect(list.list).toHaveLength(5);
      expect(list.limit).toBe(5);
      expect(list.banks).toContain('Metrobank');
    });

    it('sets the payment password once; changing it needs the old one', async () => {
      const { token } = await memberWithSession(gateway());
      const setting = (data: Record<string, unknown>) => send(gateway(), 'paymentPassword', { token, data }).then((answer) => ({ status: answer.status, code: answer.body.errorCode, fields: answer.body.fields }));
      const settingsOf = async () => v.parse(withdrawSettingsSchema, (await send(gateway(), 'withdrawSettings', { token })).body.value);
      expect((await settingsOf()).hasPaymentPassword).toBe(false);
      expect(await setting({ newPassword: '111111', confirmPassword: '111112' })).toMatchObject({ status: 400, fields: { confirmPassword: errorCodes.passwordMismatch } });
      expect((await setting({ newPassword: '111111', confirmPassword: '111111' })).status).toBe(200);
      expect((await settingsOf()).hasPaymentPassword).toBe(true);
      expect(await setting({ newPassword: '222222', confirmPassword: '222222' })).toMatchObject({ status: 409, code: errorCodes.paymentPasswordExists });
      expect(await setting({ oldPassword: '999999', newPassword: '222222', confirmPassword: '222222' })).toMatchObject({ status: 400, code: errorCodes.paymentPasswordInvalid, fields: { oldPassword: errorCodes.paymentPasswordInvalid } });
      expect((await setting({ oldPassword: '111111', newPassword: '222222', confirmPassword: '222222' })).status).toBe(200);
    });

    it('shows the settings the withdraw page needs', async () => {
      const member = await withdrawingMember(gateway(), '777.70');
      const settings = v.parse(withdrawSettingsSchema, (await send(gateway(), 'withdrawSettings', { token: member.token })).body.value);
      expect(settings).toEqual({
        minAmount: '100.00',
        maxAmount: '500000.00',
        withdrawPenaltyCharge: '1.50',
        c2cEnabled: 'Y',
        confirmMinutes: 30,
        hasPaymentPassword: true,
        availableBalance: '777.70',
        dailyCount: 0,
        dailyCountLimit: 5,
      });
    });

    it('checks the payment password with the original codes, then holds amount + charge at once', async () => {
      const bare = await fundedMember(gateway(), '500.00');
      const bareBank = await giveBankAccount(gateway(), bare.token);
      const noPassword = await send(gateway(), 'withdraw', { token: bare.token, data: { requestId: newRequestId(), amount: '100.00', bankAccountId: bareBank, paymentPassword: '123456' } });
      expect([noPassword.status, noPassword.body.errorCode]).toEqual([400, errorCodes.paymentPasswordMissing]);

      const member = await withdrawingMember(gateway(), '5000.00');
      const wrong = await withdraw(gateway(), member, '100.00', { paymentPassword: '000000' });
      expect([wrong.status, wrong.body.errorCode, wrong.body.fields]).toEqual([400, errorCodes.paymentPasswordInvalid, { paymentPassword: errorCodes.paymentPasswordInvalid }]);
      expect((await withdraw(gateway(), member, '99.99')).body.errorCode).toBe(errorCodes.amountBelowMin);
      expect((await withdraw(gateway(), member, '500000.01')).body.errorCode).toBe(errorCodes.amountAboveMax);
      expect((await withdraw(gateway(), member, '100.00', { bankAccountId: bareBank })).body.fields).toEqual({ bankAccountId: errorCodes.bankAccountNotFound });
      expect((await withdraw(gateway(), member, '4950.00')).body.errorCode).toBe(errorCodes.insufficientBalance);

      const requestId = newRequestId();
      const asked = await withdraw(gateway(), member, '1000.00', { requestId });
      expect(asked.status).toBe(200);
      expect(asked.body.value).toMatchObject({ amount: '1000.00', charge: '15.00', status: 'pending', bankName: 'BDO Unibank', confirmStatus: null });
      expect(asked.body.value.reference).toMatch(/^W\d{10,}$/);
      expect((await withdraw(gateway(), member, '1000.00', { requestId })).body).toEqual(asked.body);
      expect(await balanceOf(gateway(), member.id)).toBe('3985.00');
      const held = await gateway().db.select().from(ledgerEntries).where(and(eq(ledgerEntries.memberId, member.id), eq(ledgerEntries.kind, 'withdraw')));
      expect(held.map((row) => [row.amount, row.reference])).toEqual([['-1015.00', asked.body.value.reference]]);
    });

    it('rounds the charge half up to the cent and allows five withdrawals a day (rejected ones do not count)', async () => {
      const member = await withdrawingMember(gateway(), '5000.00');
      expect((await withdraw(gateway(), member, '123.45')).body.value.charge).toBe('1.85');
      const answers = [];
      for (let i = 0; i < 5; i += 1) answers.push(await withdraw(gateway(), member, '100.00'));
      expect(answers.map((answer) => answer.body.errorCode)).toEqual([null, null, null, null, errorCodes.withdrawDailyLimit]);
      await operatorCall(gateway(), 'POST', `/withdrawals/${answers[0].body.value.reference}/reject`);
      expect((await withdraw(gateway(), member, '100.00')).body.success).toBe(true);
      const records = v.parse(withdrawRecordsSchema, (await send(gateway(), 'withdrawRecords', { token: member.token, data: { pageSize: 3 } })).body.value);
      expect({ total: records.total, totalPages: records.totalPages, first: records.list[0].status }).toEqual({ total: 6, totalPages: 2, first: 'pending' });
      expect(records.list[0].accountNumberMasked).toMatch(/^•••• \d{4}$/);
      clock.advance(24 * 60 * minute);
      // A new day, and a new session: the first one has expired by then.
      const nextDay = { ...member, token: await openSession(gateway().deps, member.id) };
      expect((await withdraw(gateway(), nextDay, '100.00')).body.success).toBe(true);
    });

    it('locks withdrawals after five wrong payment passwords', async () => {
      const member = await withdrawingMember(gateway(), '1000.00');
      for (let i = 0; i < 5; i += 1) expect((await withdraw(gateway(), member, '100.00', { paymentPassword: '000000' })).body.errorCode).toBe(errorCodes.paymentPasswordInvalid);
      const locked = await withdraw(gateway(), member, '100.00');
      expect([locked.status, locked.body.errorCode]).toEqual([429, errorCodes.accountLocked]);
      clock.advance(16 * minute);
      expect((await withdraw(gateway(), member, '100.00')).body.success).toBe(true);
    });

    it('gives amount and charge back when the operator rejects, once', async () => {
      const member = await withdrawingMember(gateway(), '1000.00');
      const asked = await withdraw(gateway(), member, '200.00');
      expect(await balanceOf(gateway(), member.id)).toBe('797.00');
      const rejections = await Promise.all([0, 1].map(() => operatorCall(gateway(), 'POST', `/withdrawals/${asked.body.value.reference}/reject`, { body: { remark: 'Account name does not match' } })));
      expect(rejections.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(await balanceOf(gateway(), member.id)).toBe('1000.00');
      const reversal = await gateway().db.select().from(ledgerEntries).where(and(eq(ledgerEntries.memberId, member.id), eq(ledgerEntries.kind, 'withdraw_reversal')));
      expect(reversal.map((row) => row.amount)).toEqual(['203.00']);
      expect((await operatorCall(gateway(), 'POST', `/withdrawals/${asked.body.value.reference}/pay`)).body.errorCode).toBe(errorCodes.requestNotPending);
      const [record] = v.parse(withdrawRecordsSchema, (await send(gateway(), 'withdrawRecords', { token: member.token })).body.value).list;
      expect(record).toMatchObject({ status: 'rejected', remark: 'Account name does not match' });
      for (const wallet of await walletsAgainstLedger(gateway(), member.id)) expect(wallet.balance).toBe(wallet.ledger);
    });

    it('transfers to the upline only when allowed, both legs and the upline’s message together', async () => {
      const upline = await fundedMember(gateway(), '10.00', { type: 1 });
      const [uplineRow] = await gateway().db.select().from(members).where(eq(members.id, upline.id));
      const loner = await fundedMember(gateway(), '100.00');
      const barred = await fundedMember(gateway(), '100.00', { uplineId: upline.id, toUpline: false });
      const allowed = await fundedMember(gateway(), '100.00', { uplineId: upline.id, toUpline: true });
      const [allowedRow] = await gateway().db.select().from(members).where(eq(members.id, allowed.id));
      const send100 = (token: string, requestId = newRequestId(), note = 'for the team') => send<TransferUpline>(gateway(), 'transferUpline', { token, data: { requestId, amount: '25.50', note } });
      expect((await send100(loner.token)).body.errorCode).toBe(errorCodes.noUpline);
      expect((await send100(barred.token)).body.errorCode).toBe(errorCodes.noUpline);
      const requestId = newRequestId();
      const sent = await send100(allowed.token, requestId);
      expect(sent.body.value).toMatchObject({ amount: '25.50', upline: uplineRow.account, balance: '74.50' });
      expect((await send100(allowed.token, requestId)).body).toEqual(sent.body);
      expect(await balanceOf(gateway(), upline.id)).toBe('35.50');
      const legs = await gateway().db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, sent.body.value.reference));
      expect(legs.map((leg) => [leg.memberId, leg.kind, leg.amount]).sort()).toEqual(
        [
          [allowed.id, 'transfer_out', '-25.50'],
          [upline.id, 'transfer_in', '25.50'],
        ].sort(),
      );
      const inbox = await gateway().db.select().from(messages).where(eq(messages.memberId, upline.id));
      expect(inbox.map((message) => message.content)).toEqual([`<p>${allowedRow.account} transferred 25.50 VND to ${uplineRow.account}. Note: for the team</p>`]);
      expect((await send(gateway(), 'transferUpline', { token: allowed.token, data: { requestId: newRequestId(), amount: '74.51' } })).body.errorCode).toBe(errorCodes.insufficientBalance);
    });

    it('keeps the payment password away from the member who set it: another member cannot use it', async () => {
      const owner = await withdrawingMember(gateway(), '500.00');
      const other = await fundedMember(gateway(), '500.00');
      await givePaymentPassword(gateway(), other.token, '135790');
      const answer = await send(gateway(), 'withdraw', { token: other.token, data: { requestId: newRequestId(), amount: '100.00', bankAccountId: owner.bankAccountId, paymentPassword: '135790' } });
      expect(answer.body.fields).toEqual({ bankAccountId: errorCodes.bankAccountNotFound });
      expect(await balanceOf(gateway(), owner.id)).toBe('500.00');
    });
  },
  (kind) => ({ clock: clocks[kind], config: { operatorKey } }),
);
