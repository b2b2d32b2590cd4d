/**
 * The record pages on real rows: ledger history, bets, personal profit and
 * bonus details add up to figures computed by hand from the rows inserted
 * here, other members' rows never appear, and bad periods are refused. Also
 * the access rule every member-centre call of this area shares.
 */
import { and, eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { calls, type CallName } from '../../../src/services/calls';
import { errorCodes } from '../../../src/services/error-codes';
import { trialType } from '../../../src/services/schemas/account';
import { bettingRecordsSchema, bonusDetailsSchema, claimableRebateSchema, personalProfitSchema, transactionHistorySchema } from '../../../src/services/schemas/records';
import { bets, gameWallets, members, wallets } from '../../src/db/schema';
import { ledgerSum } from '../../src/domain/ledger';
import { openSession } from '../../src/domain/sessions';
import { seedDatabase } from '../../src/seed';
import { describeOnBothDatabases } from '../databases';
import type { TestGateway } from '../harness';
import { callGateway, memberWithSession } from '../http';
import { seeded } from '../games/support';
import { answerOf, day, hour, insertBet, move, periodQuery, refusalOf } from './support';

const memberCentreCalls: CallName[] = [
  'transactionHistory',
  'bettingRecords',
  'personalProfit',
  'bonusDetails',
  'rebateSettings',
  'rebateClaimable',
  'rebateClaim',
  'securityConfig',
  'profileUpdate',
  'bindEmailCode',
  'bindEmail',
  'bindMobileCode',
  'bindMobile',
  'referralInfo',
  'inbox',
  'messageRead',
];

const t0 = Date.UTC(2025, 0, 10);
const gameWalletId = 9901;
const period = periodQuery(t0, t0 + day - 1);

/** Member A's ledger: one row before the period, eleven in it, one after; member B's rows in the same hours. */
async function ledgerWorld(gateway: TestGateway) {
  const a = await memberWithSession(gateway);
  const b = await memberWithSession(gateway);
  await gateway.db.insert(gameWallets).values({ accountTypeId: gameWalletId, vendor: 'TST', name: 'Records Test Wallet', sort: 99 }).onConflictDoNothing();
  const at = (hours: number) => t0 + hours * hour;
  const memberId = a.id;
  await move(gateway, { memberId, amount: '7.00', kind: 'deposit', at: t0 - 20 * day });
  await move(gateway, { memberId, amount: '1000.00', kind: 'deposit', at: at(1) });
  await move(gateway, { memberId, amount: '-50.00', kind: 'bet', at: at(2) });
  await move(gateway, { memberId, amount: '20.25', kind: 'payout', at: at(3) });
  await move(gateway, { memberId, amount: '10.00', kind: 'bonus', at: at(4) });
  await move(gateway, { memberId, amount: '2.50', kind: 'rebate', at: at(5) });
  await move(gateway, { memberId, amount: '-300.00', kind: 'withdraw', at: at(6) });
  await move(gateway, { memberId, amount: '300.00', kind: 'withdraw_reversal', at: at(7) });
  await move(gateway, { memberId, amount: '-100.00', kind: 'withdraw', at: at(8) });
  await move(gateway, { memberId, amount: '-200.00', kind: 'transfer_out', at: at(9) });
  await move(gateway, { memberId, amount: '200.00', kind: 'transfer_in', at: at(9), accountTypeId: gameWalletId });
  await move(gateway, { memberId, amount: '5.55', kind: 'salary', at: at(10) });
  await move(gateway, { memberId, amount: '1.00', kind: 'bonus', at: t0 + 40 * day });
  await move(gateway, { memberId: b.id, amount: '500.00', kind: 'deposit', at: at(1) });
  await move(gateway, { memberId: b.id, amount: '3.00', kind: 'bonus', at: at(2) });
  return { a, b, at };
}

/** Member A's bets: five in the period across four categories (one an open ticket), one before it; one of member B's. */
async function betWorld(gateway: TestGateway, world: { a: { id: number }; b: { id: number }; at: (hours: number) => number }) {
  const { a, b, at } = world;
  await insertBet(gateway, { memberId: a.id, code: 'PG_AZTEC_GOLD', stake: '999.00', payout: '0', createdAt: t0 - 2 * day });
  await insertBet(gateway, { memberId: a.id, code: 'PG_AZTEC_GOLD', stake: '10.10', payout: '0', createdAt: at(1) });
  await insertBet(gateway, { memberId: a.id, code: 'PG_AZTEC_GOLD', stake: '5.05', payout: '20.20', createdAt: at(2) });
  await insertBet(gateway, { memberId: a.id, code: 'EVO_LOBBY', stake: '100.00', payout: '150.50', createdAt: at(3) });
  await insertBet(gateway, { memberId: a.id, code: 'LOTT_LOTTO_645', stake: '3.00', createdAt: at(4), status: 'open' });
  await insertBet(gateway, { memberId: a.id, code: 'IMES_LOBBY', stake: '0.01', payout: '0', createdAt: at(5) });
  await insertBet(gateway, { memberId: b.id, code: 'PG_AZTEC_GOLD', stake: '50.00', payout: '0', createdAt: at(1) });
}

describeOnBothDatabases('member centre records', (gateway) => {
  it('refuses visitors (401) and trial accounts (403) on every call of the area', async () => {
    const trial = await memberWithSession(gateway(), { type: trialType });
    for (const name of memberCentreCalls) {
      const input = calls[name].method === 'GET' ? { query: period } : { body: {} };
      const anonymous = await callGateway(gateway(), name, input);
      expect([name, anonymous.status, anonymous.body.errorCode]).toEqual([name, 401, errorCodes.notLoggedIn]);
      const refused = await callGateway(gateway(), name, { ...input, token: trial.token });
      expect([name, refused.status, refused.body.errorCode]).toEqual([name, 403, errorCodes.forbiddenAccountType]);
    }
  });

  it('lists the ledger newest first with balances and wallet names, filtered and paged, never another member’s rows', async () => {
    const { a, b } = await ledgerWorld(gateway());
    const all = await answerOf(gateway(), 'transactionHistory', transactionHistorySchema, { token: a.token, query: period });
    expect(all).toMatchObject({ total: 11, totalPages: 2, pageNo: 1 });
    expect(all.list.map((row) => row.kind)).toEqual(['salary', 'transfer_in', 'transfer_out', 'withdraw', 'withdraw_reversal', 'withdraw', 'rebate', 'bonus', 'payout', 'bet']);
    expect(all.list[0]).toMatchObject({ amount: '5.55', balanceAfter: '695.30', accountTypeId: 0, walletName: 'Main Wallet', createdAt: t0 + 10 * hour });
    expect(all.list[1]).toMatchObject({ amount: '200.00', balanceAfter: '200.00', accountTypeId: gameWalletId, walletName: 'Records Test Wallet' });
    expect(all.list[2]).toMatchObject({ amount: '-200.00', balanceAfter: '689.75', walletName: 'Main Wallet' });

    const last = await answerOf(gateway(), 'transactionHistory', transactionHistorySchema, { token: a.token, query: { ...period, pageNo: '3', pageSize: '4' } });
    expect(last).toMatchObject({ pageNo: 3, totalPages: 3, total: 11 });
    expect(last.list.map((row) => [row.kind, row.amount, row.balanceAfter])).toEqual([
      ['payout', '20.25', '977.25'],
      ['bet', '-50.00', '957.00'],
      ['deposit', '1000.00', '1007.00'],
    ]);

    const withdrawals = await answerOf(gateway(), 'transactionHistory', transactionHistorySchema, { token: a.token, query: { ...period, kind: 'withdraw' } });
    expect(withdrawals.list.map((row) => row.amount)).toEqual(['-100.00', '-300.00']);

    const theirs = await answerOf(gateway(), 'transactionHistory', transactionHistorySchema, { token: b.token, query: period });
    expect(theirs.list.map((row) => [row.kind, row.amount])).toEqual([
      ['bonus', '3.00'],
      ['deposit', '500.00'],
    ]);
  });

  it('sums bonus details over the whole period, whatever the page', async () => {
    const { a } = await ledgerWorld(gateway());
    const page = await answerOf(gateway(), 'bonusDetails', bonusDetailsSchema, { token: a.token, query: { ...period, pageSize: '2' } });
    expect(page).toMatchObject({ total: 3, totalPages: 2, sum: '18.05' });
    expect(page.list.map((row) => [row.kind, row.amount])).toEqual([
      ['salary', '5.55'],
      ['rebate', '2.50'],
    ]);
  });

  it('lists bets with game names in the caller’s language, by category, with a summary of the whole filter', async () => {
    const world = await ledgerWorld(gateway());
    await betWorld(gateway(), world);
    const token = world.a.token;
    const all = await answerOf(gateway(), 'bettingRecords', bettingRecordsSchema, { token, query: period, headers: { Language: 'TY' } });
    expect(all.summary).toEqual({ count: 5, stake: '118.16', payout: '170.70', profit: '55.54' });
    expect(all.list.map((row) => [row.category, row.stake, row.payout, row.profit, row.status])).toEqual([
      ['ESPORTS', '0.01', '0.00', '-0.01', 'settled'],
      ['LOTT', '3.00', '0.00', '0.00', 'open'],
      ['LIVE', '100.00', '150.50', '50.50', 'settled'],
      ['RNG', '5.05', '20.20', '15.15', 'settled'],
      ['RNG', '10.10', '0.00', '-10.10', 'settled'],
    ]);
    expect(all.list[3]).toMatchObject({ gameName: seeded('PG_AZTEC_GOLD').names.TY, vendor: 'PG' });

    const slots = await answerOf(gateway(), 'bettingRecords', bettingRecordsSchema, { token, query: { ...period, category: 'RNG', pageSize: '1', pageNo: '2' } });
    expect(slots.summary).toEqual({ count: 2, stake: '15.15', payout: '20.20', profit: '5.05' });
    expect(slots).toMatchObject({ total: 2, totalPages: 2, pageNo: 2 });
    expect(slots.list.map((row) => row.stake)).toEqual(['10.10']);
    expect(slots.list[0].gameName).toBe(seeded('PG_AZTEC_GOLD').names.EN);

    const theirs = await answerOf(gateway(), 'bettingRecords', bettingRecordsSchema, { token: world.b.token, query: period });
    expect(theirs.summary).toEqual({ count: 1, stake: '50.00', payout: '0.00', profit: '-50.00' });
  });

  it('adds up personal profit per category and in total, with deposits, net withdrawals, bonus and rebate from the ledger', async () => {
    const world = await ledgerWorld(gateway());
    await betWorld(gateway(), world);
    const profit = await answerOf(gateway(), 'personalProfit', personalProfitSchema, { token: world.a.token, query: period });
    const byCategory = Object.fromEntries(profit.categories.map(({ category, ...totals }) => [category, totals]));
    expect(Object.keys(byCategory)).toEqual(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT']);
    expect(byCategory.RNG).toEqual({ count: 2, stake: '15.15', payout: '20.20', profit: '5.05' });
    expect(byCategory.LIVE).toEqual({ count: 1, stake: '100.00', payout: '150.50', profit: '50.50' });
    expect(byCategory.LOTT).toEqual({ count: 1, stake: '3.00', payout: '0.00', profit: '0.00' });
    expect(byCategory.ESPORTS).toEqual({ count: 1, stake: '0.01', payout: '0.00', profit: '-0.01' });
    expect(byCategory.FISH).toEqual({ count: 0, stake: '0.00', payout: '0.00', profit: '0.00' });
    expect(profit.total).toEqual({ count: 5, stake: '118.16', payout: '170.70', profit: '55.54' });
    expect(profit).toMatchObject({ deposits: '1000.00', withdrawals: '100.00', bonus: '10.00', rebate: '2.50' });

    const theirs = await answerOf(gateway(), 'personalProfit', personalProfitSchema, { token: world.b.token, query: period });
    expect(theirs.total).toEqual({ count: 1, stake: '50.00', payout: '0.00', profit: '-50.00' });
    expect(theirs).toMatchObject({ deposits: '500.00', withdrawals: '0.00', bonus: '3.00', rebate: '0.00' });
  });

  it('refuses reversed, too long and malformed periods and unknown filters with field codes', async () => {
    const { token } = await memberWithSession(gateway());
    for (const name of ['transactionHistory', 'bettingRecords', 'personalProfit', 'bonusDetails'] as const) {
      const reversed = await refusalOf(gateway(), name, { token, query: periodQuery(t0, t0 - 1) });
      expect([name, reversed.status, reversed.code, reversed.fields]).toEqual([name, 400, errorCodes.periodInvalid, { endTime: errorCodes.periodInvalid }]);
      const tooLong = await refusalOf(gateway(), name, { token, query: periodQuery(t0, t0 + 92 * day + 1) });
      expect([name, tooLong.code]).toEqual([name, errorCodes.periodInvalid]);
      const malformed = await refusalOf(gateway(), name, { token, query: { endTime: String(t0), startTime: 'yesterday' } });
      expect([name, malformed.status, malformed.code, Object.keys(malformed.fields)]).toEqual([name, 400, errorCodes.badRequest, ['startTime']]);
    }
    expect((await callGateway(gateway(), 'personalProfit', { token, query: periodQuery(t0, t0 + 92 * day) })).status).toBe(200);
    expect((await refusalOf(gateway(), 'transactionHistory', { token, query: { ...period, kind: 'jackpot' } })).fields).toEqual({ kind: errorCodes.fieldInvalid });
    expect((await refusalOf(gateway(), 'bettingRecords', { token, query: { ...period, category: 'CASINO' } })).fields).toEqual({ category: errorCodes.fieldInvalid });
    expect(Object.keys((await refusalOf(gateway(), 'bonusDetails', { token, query: { ...period, pageSize: 'all' } })).fields)).toEqual(['pageSize']);
  });
  it('seeds the demo and VIP rounds once, balances equal to their ledger, so their record pages show something', async () => {
    await seedDatabase(gateway().db);
    await seedDatabase(gateway().db);
    const seededRounds = await gateway().db.select().from(bets).where(like(bets.roundId, 'seed-%'));
    expect(seededRounds).toHaveLength(18);
    expect(seededRounds.every((round) => Number(round.payout) <= Number(round.stake))).toBe(true);
    for (const account of ['demo', 'vip']) {
      const [member] = await gateway().db.select().from(members).where(eq(members.account, account));
      const [wallet] = await gateway().db.select().from(wallets).where(and(eq(wallets.memberId, member.id), eq(wallets.accountTypeId, 0)));
      expect([account, wallet.balance]).toEqual([account, await ledgerSum(gateway().db, member.id)]);
    }
    const [demo] = await gateway().db.select().from(members).where(eq(members.account, 'demo'));
    const token = await openSession(gateway().deps, demo.id);
    const lastWeek = periodQuery(Date.now() - 8 * day, Date.now());
    const records = await answerOf(gateway(), 'bettingRecords', bettingRecordsSchema, { token, query: lastWeek });
    expect(records.summary).toEqual({ count: 11, stake: '1055.00', payout: '428.90', profit: '-626.10' });
    expect((await answerOf(gateway(), 'personalProfit', personalProfitSchema, { token, query: lastWeek })).total.profit).toBe('-626.10');
    // RNG 405.00 × 0.8 % and LIVE 200.00 × 0.6 %; the other types stay under the minimum claim.
    expect((await answerOf(gateway(), 'rebateClaimable', claimableRebateSchema, { token })).total).toBe('4.44');
  });
});
