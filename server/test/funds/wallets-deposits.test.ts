/**
 * Wallets and deposits over HTTP: the wallet list, transfers both ways and
 * their refusals, recall-all, replays of a retried request, and a deposit's
 * whole life (request → operator approval → balance and ledger).
 */
import * as v from 'valibot';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { depositRecordsSchema, depositSettingsSchema, merchantWalletSchema, walletMoveSchema, type DepositRecord, type WalletMove } from '../../../src/services/schemas/funds';
import { deposits, ledgerEntries } from '../../src/db/schema';
import { send } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { memberWithSession } from '../http';
import { balanceOf, fundedMember, newRequestId, operatorCall, operatorKey, walletsAgainstLedger } from './support';

const transfer = (from: number, to: number, amount: string, requestId = newRequestId()) => ({ requestId, fromAccountTypeId: from, toAccountTypeId: to, amount });

describeOnBothDatabases(
  'wallets and deposits',
  (gateway) => {
    it('lists the main wallet and every game wallet with its balance', async () => {
      const { token } = await fundedMember(gateway(), '250.50');
      const answer = await send(gateway(), 'merchantWallet', { token });
      const wallet = v.parse(merchantWalletSchema, answer.body.value);
      expect(wallet.isSingle).toBe(0);
      expect(wallet.wallets[0]).toEqual({ accountTypeId: 0, vendor: '', name: 'Main Wallet', balance: '250.50', maintenance: false });
      expect(wallet.wallets.map((item) => item.accountTypeId)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(wallet.wallets.filter((item) => item.maintenance).map((item) => item.vendor)).toEqual(['FC']);
      expect(wallet.wallets.slice(1).every((item) => item.balance === '0.00')).toBe(true);
    });

    it('moves money main → game → main with exact cents, both legs in the ledger', async () => {
      const member = await fundedMember(gateway(), '100.00');
      const out = await send<WalletMove>(gateway(), 'walletTransfer', { token: member.token, data: transfer(0, 2, '33.33') });
      expect(out.status).toBe(200);
      const moved = v.parse(walletMoveSchema, out.body.value);
      expect(moved.moved).toBe('33.33');
      expect(moved.reference).toMatch(/^T\d{6}\d{4,}$/);
      expect(moved.wallets.find((item) => item.accountTypeId === 0)?.balance).toBe('66.67');
      expect(moved.wallets.find((item) => item.accountTypeId === 2)?.balance).toBe('33.33');
      const back = await send<WalletMove>(gateway(), 'walletTransfer', { token: member.token, data: transfer(2, 0, '0.33') });
      expect(back.body.value.wallets.find((item) => item.accountTypeId === 2)?.balance).toBe('33.00');
      const legs = await gateway().db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, moved.reference));
      expect(legs.map((leg) => [leg.kind, leg.accountTypeId, Number(leg.amount)]).sort()).toEqual([
        ['transfer_in', 2, 33.33],
        ['transfer_out', 0, -33.33],
      ]);
      for (const wallet of await walletsAgainstLedger(gateway(), member.id)) expect(wallet.balance).toBe(wallet.ledger);
    });

    it('refuses the same wallet, maintenance, an unknown wallet, too little money and nothing at all', async () => {
      const member = await fundedMember(gateway(), '10.00');
      const refusal = async (data: ReturnType<typeof transfer>) => {
        const answer = await send(gateway(), 'walletTransfer', { token: member.token, data });
        return { status: answer.status, code: answer.body.errorCode, fields: answer.body.fields };
      };
      expect(await refusal(transfer(1, 1, '1.00'))).toEqual({ status: 400, code: errorCodes.sameWallet, fields: { toAccountTypeId: errorCodes.sameWallet } });
      expect(await refusal(transfer(0, 6, '1.00'))).toEqual({ status: 400, code: errorCodes.walletMaintenance, fields: { toAccountTypeId: errorCodes.walletMaintenance } });
      expect(await refusal(transfer(0, 99, '1.00'))).toEqual({ status: 400, code: errorCodes.walletNotFound, fields: { toAccountTypeId: errorCodes.walletNotFound } });
      expect((await refusal(transfer(0, 1, '10.01'))).code).toBe(errorCodes.insufficientBalance);
      expect((await refusal(transfer(3, 0, '0.01'))).code).toBe(errorCodes.insufficientBalance);
      expect(await refusal(transfer(0, 1, '0.00'))).toEqual({ status: 400, code: errorCodes.amountBelowMin, fields: { amount: errorCodes.amountBelowMin } });
      expect(await balanceOf(gateway(), member.id)).toBe('10.00');
      expect(await gateway().db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, member.id))).toHaveLength(1);
    });

    it('replays a retried transfer, even fired concurrently, and moves the money once', async () => {
      const member = await fundedMember(gateway(), '50.00');
      const data = transfer(0, 1, '30.00');
      const answers = await Promise.all([0, 1, 2, 3].map(() => send<WalletMove>(gateway(), 'walletTransfer', { token: member.token, data })));
      for (const answer of answers) expect(answer.body).toEqual(answers[0].body);
      expect(answers[0].body.success).toBe(true);
      expect(await balanceOf(gateway(), member.id)).toBe('20.00');
      expect(await balanceOf(gateway(), member.id, 1)).toBe('30.00');
      const again = await send(gateway(), 'walletRecall', { token: member.token, data: { requestId: data.requestId } });
      expect({ status: again.status, code: again.body.errorCode }).toEqual({ status: 409, code: errorCodes.requestIdReused });
    });

    it('recalls every game wallet not under maintenance into the main wallet in one move', async () => {
      const member = await fundedMember(gateway(), '100.00');
      for (const [id, amount] of [[1, '10.10'], [3, '20.20'], [5, '30.30']] as const) {
        await send(gateway(), 'walletTransfer', { token: member.token, data: transfer(0, id, amount) });
      }
      const requestId = newRequestId();
      const recall = await send<WalletMove>(gateway(), 'walletRecall', { token: member.token, data: { requestId } });
      expect(recall.body.value.moved).toBe('60.60');
      expect(recall.body.value.reference).toMatch(/^R/);
      expect(recall.body.value.wallets.map((item) => item.balance)).toEqual(['100.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00']);
      const replay = await send<WalletMove>(gateway(), 'walletRecall', { token: member.token, data: { requestId } });
      expect(replay.body).toEqual(recall.body);
      const empty = await send<WalletMove>(gateway(), 'walletRecall', { token: member.token, data: { requestId: newRequestId() } });
      expect(empty.body.value).toMatchObject({ moved: '0.00', reference: '' });
      for (const wallet of await walletsAgainstLedger(gateway(), member.id)) expect(wallet.balance).toBe(wallet.ledger);
    });

    it('offers the channels with limits and tutorials, and counts pending requests', async () => {
      const { token } = await memberWithSession(gateway());
      const answer = v.parse(depositSettingsSchema, (await send(gateway(), 'depositSettings', { token })).body.value);
      expect(answer.channels.map((channel) => channel.code)).toEqual(['BANK', 'GCASH', 'QRPH', 'USDT']);
      expect(answer.channels[0]).toMatchObject({ minAmount: '100.00', maxAmount: '500000.00', payee: { bankName: 'BDO Unibank' } });
      expect(answer.channels[0].tutorial[0]).toBe('memberCentre.depositChannels.BANK.step1');
      expect(answer.pendingCount).toBe(0);
    });

    it('takes a deposit request, the operator approves it once, and the balance and ledger show it', async () => {
      const member = await fundedMember(gateway(), '0');
      const requestId = newRequestId();
      const asked = await send<DepositRecord>(gateway(), 'deposit', { token: member.token, data: { requestId, channelCode: 'GCASH', amount: '1234.56' } });
      expect(asked.status).toBe(200);
      expect(asked.body.value).toMatchObject({ channelCode: 'GCASH', channelName: 'GCash', amount: '1234.56', status: 'pending', decidedAt: null });
      expect(asked.body.value.reference).toMatch(/^D\d{10,}$/);
      const replay = await send<DepositRecord>(gateway(), 'deposit', { token: member.token, data: { requestId, channelCode: 'GCASH', amount: '1234.56' } });
      expect(replay.body).toEqual(asked.body);
      expect(await gateway().db.select().from(deposits).where(eq(deposits.memberId, member.id))).toHaveLength(1);
      expect(await balanceOf(gateway(), member.id)).toBe('0.00');

      const approvals = await Promise.all([0, 1, 2].map(() => operatorCall(gateway(), 'POST', `/deposits/${asked.body.value.reference}/approve`)));
      expect(approvals.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
      expect(approvals.find((answer) => answer.status === 409)?.body.errorCode).toBe(errorCodes.requestNotPending);
      expect(await balanceOf(gateway(), member.id)).toBe('1234.56');
      const credits = await gateway().db.select().from(ledgerEntries).where(and(eq(ledgerEntries.memberId, member.id), eq(ledgerEntries.kind, 'deposit')));
      expect(credits.map((row) => [row.reference, row.amount])).toEqual([[asked.body.value.reference, '1234.56']]);
      const records = v.parse(depositRecordsSchema, (await send(gateway(), 'depositRecords', { token: member.token })).body.value);
      expect(records.list[0]).toMatchObject({ reference: asked.body.value.reference, status: 'approved' });
    });

    it('refuses amounts outside the channel limits, unknown channels, and a fourth pending request', async () => {
      const { token } = await memberWithSession(gateway());
      const ask = (channelCode: string, amount: string) => send(gateway(), 'deposit', { token, data: { requestId: newRequestId(), channelCode, amount } });
      const low = await ask('QRPH', '199.99');
      expect({ code: low.body.errorCode, fields: low.body.fields, value: low.body.value }).toEqual({
        code: errorCodes.amountBelowMin,
        fields: { amount: errorCodes.amountBelowMin },
        value: { minAmount: '200.00', maxAmount: '100000.00' },
      });
      expect((await ask('GCASH', '50000.01')).body.errorCode).toBe(errorCodes.amountAboveMax);
      expect((await ask('PAYPAL', '500.00')).body.fields).toEqual({ channelCode: errorCodes.depositChannelNotFound });
      const answers = await Promise.all([0, 1, 2, 3, 4].map(() => ask('BANK', '100.00')));
      expect(answers.filter((answer) => answer.body.success)).toHaveLength(3);
      expect(answers.filter((answer) => !answer.body.success).map((answer) => [answer.status, answer.body.errorCode])).toEqual([
        [409, errorCodes.depositPendingLimit],
        [409, errorCodes.depositPendingLimit],
      ]);
      const rejected = answers.find((answer) => answer.body.success)!.body.value as DepositRecord;
      expect((await operatorCall(gateway(), 'POST', `/deposits/${rejected.reference}/reject`, { body: { remark: 'No payment arrived' } })).status).toBe(200);
      expect((await ask('BANK', '100.00')).body.success).toBe(true);
    });

    it('pages deposit records newest first and shows nobody else’s', async () => {
      const first = await memberWithSession(gateway());
      const second = await memberWithSession(gateway());
      const references: string[] = [];
      for (const amount of ['100.00', '200.00', '300.00']) {
        const answer = await send<DepositRecord>(gateway(), 'deposit', { token: first.token, data: { requestId: newRequestId(), channelCode: 'BANK', amount } });
        references.push(answer.body.value.reference);
      }
      const page = (token: string, pageNo: number) => send(gateway(), 'depositRecords', { token, data: { pageNo, pageSize: 2 } }).then((answer) => v.parse(depositRecordsSchema, answer.body.value));
      const one = await page(first.token, 1);
      const two = await page(first.token, 2);
      expect({ total: one.total, totalPages: one.totalPages }).toEqual({ total: 3, totalPages: 2 });
      expect([...one.list, ...two.list].map((row) => row.reference)).toEqual([...references].reverse());
      expect((await page(second.token, 1)).list).toEqual([]);
    });
  },
  { config: { operatorKey } },
);
