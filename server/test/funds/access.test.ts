/**
 * Who may make each money call and what a malformed request gets: anonymous
 * callers 401, trial accounts 403 (the registry's noTrial), bad input 400
 * with a code per field. Plus the seed the calls stand on.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { calls, type CallName } from '../../../src/services/calls';
import { errorCodes } from '../../../src/services/error-codes';
import { depositChannels, gameVendors, gameWallets, settings } from '../../src/db/schema';
import { seedFunds } from '../../src/seed/funds';
import { send } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { memberWithSession } from '../http';
import { newRequestId } from './support';

/** Each money call with an input that passes validation. */
const validInputs: Partial<Record<CallName, Record<string, unknown>>> = {
  merchantWallet: {},
  walletTransfer: { requestId: newRequestId(), fromAccountTypeId: 0, toAccountTypeId: 1, amount: '1.00' },
  walletRecall: { requestId: newRequestId() },
  depositSettings: {},
  deposit: { requestId: newRequestId(), channelCode: 'BANK', amount: '100.00' },
  depositRecords: {},
  withdrawSettings: {},
  bankAccounts: {},
  bankAccountAdd: { bankName: 'BDO Unibank', accountName: 'Juan Dela Cruz', accountNumber: '1234567890' },
  paymentPassword: { newPassword: '123456', confirmPassword: '123456' },
  withdraw: { requestId: newRequestId(), amount: '100.00', bankAccountId: 1, paymentPassword: '123456' },
  withdrawRecords: {},
  transferUpline: { requestId: newRequestId(), amount: '1.00' },
  withdrawalConfirmations: {},
  withdrawalConfirm: { answer: 'all_received' },
};
const moneyCalls = Object.keys(validInputs) as CallName[];

/** Malformed inputs and the field codes they must produce. */
const badInputs: [CallName, Record<string, unknown>, Record<string, string>][] = [
  ['walletTransfer', { requestId: 'short', fromAccountTypeId: -1, toAccountTypeId: 1.5, amount: '1.234' }, { requestId: 'field.invalid', fromAccountTypeId: 'field.invalid', toAccountTypeId: 'field.invalid', amount: 'field.invalid' }],
  // A missing requestId is derived by the gateway (src/http/derived-request-id.ts): only the other fields are named.
  ['walletTransfer', { fromAccountTypeId: 0, toAccountTypeId: 1 }, { amount: 'field.required' }],
  ['deposit', { requestId: newRequestId(), channelCode: '', amount: '-5' }, { channelCode: 'field.invalid', amount: 'field.invalid' }],
  ['bankAccountAdd', { bankName: '', accountName: 'J', accountNumber: '12ab' }, { bankName: 'field.required', accountName: 'field.invalid', accountNumber: 'field.invalid' }],
  ['paymentPassword', { newPassword: '12345a', confirmPassword: '12345a' }, { newPassword: 'field.invalid' }],
  ['withdraw', { requestId: newRequestId(), amount: 'ten', bankAccountId: 0, paymentPassword: '12345' }, { amount: 'field.invalid', bankAccountId: 'field.invalid', paymentPassword: 'field.invalid' }],
  ['transferUpline', { requestId: newRequestId(), amount: '1.00', note: 'x'.repeat(101) }, { note: 'field.invalid' }],
  ['withdrawalConfirm', { answer: 'not_received', id: 1, proofImage: '' }, { proofImage: 'withdrawal.proof.required' }],
  ['withdrawalConfirm', { answer: 'partial', id: 1 }, { receivedAmount: 'field.required' }],
];

describeOnBothDatabases('money calls: access and input', (gateway) => {
  it('refuses every money call without a session (401)', async () => {
    for (const name of moneyCalls) {
      const answer = await send(gateway(), name, { data: validInputs[name] });
      expect({ name, status: answer.status, code: answer.body.errorCode }).toEqual({ name, status: 401, code: errorCodes.notLoggedIn });
    }
  });

  it('refuses trial accounts wherever the registry says noTrial (403), and only there', async () => {
    const trial = await memberWithSession(gateway(), { type: 4 });
    for (const name of moneyCalls) {
      const answer = await send(gateway(), name, { token: trial.token, data: validInputs[name] });
      if (calls[name].noTrial) expect({ name, status: answer.status, code: answer.body.errorCode }).toEqual({ name, status: 403, code: errorCodes.forbiddenAccountType });
      else expect({ name, status: answer.status }).toEqual({ name, status: 200 });
    }
    // Every money call is noTrial: a trial account has no member centre (spec §6).
    expect(moneyCalls.filter((name) => !calls[name].noTrial)).toEqual([]);
  });

  it('answers malformed input with 400 and a code per field', async () => {
    const { token } = await memberWithSession(gateway());
    for (const [name, data, fields] of badInputs) {
      const answer = await send(gateway(), name, { token, data });
      expect({ name, status: answer.status, code: answer.body.errorCode, fields: answer.body.fields }).toEqual({ name, status: 400, code: errorCodes.badRequest, fields });
    }
  });

  it('seeds channels, game wallets of catalogue vendors and settings, and seeding again changes nothing', async () => {
    const db = gateway().db;
    const before = { channels: await db.select().from(depositChannels), wallets: await db.select().from(gameWallets), settings: await db.select().from(settings) };
    await seedFunds(db);
    expect(await db.select().from(depositChannels)).toEqual(before.channels);
    expect(await db.select().from(gameWallets)).toEqual(before.wallets);
    expect(await db.select().from(settings)).toEqual(before.settings);
    expect(before.channels.map((channel) => channel.kind).sort()).toEqual(['bank', 'crypto', 'ewallet', 'qr']);
    for (const channel of before.channels) expect(channel.tutorial.length).toBeGreaterThanOrEqual(3);
    expect(before.wallets.map((wallet) => wallet.accountTypeId).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    for (const wallet of before.wallets) {
      const [vendor] = await db.select().from(gameVendors).where(eq(gameVendors.code, wallet.vendor));
      expect(vendor, wallet.vendor).toBeDefined();
    }
    expect(before.wallets.filter((wallet) => wallet.maintenance)).toHaveLength(1);
  });
});
