/**
 * Bonus wagering through the gateway's calls: a claimed bonus owes the
 * turnover its terms give, settled stakes count towards it by category, and
 * until it is met the bonus money (the bonus and what bets won while it was
 * open, less the stakes it paid) cannot leave the wallet by a withdrawal or
 * a transfer out; a refusal says how far the turnover is. Forfeiting gives
 * the bonus money up once; a met requirement releases it as cash; a spent
 * bonus closes as lost. The operator lists a member's open requirements.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { bonusRequirements, ledgerEntries, members } from '../../src/db/schema';
import { toCents } from '../../src/domain/money';
import { send } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { cli } from '../funds/operator-cli';
import { balanceOf, operatorCall, operatorKey, walletsAgainstLedger, withdraw, withdrawingMember } from '../funds/support';
import { insertDeposit } from '../rewards/support';
import { claim, expectWageringRefusal, forfeit, forfeitAnswer, newRequestId, playRound, requirements, wageringPromotion } from './support';

/** Promotion 1 of the seed: "Welcome bonus", 100 % of deposits, "Turnover 15 times the bonus". */
const welcomeBonus = 1;

describeOnBothDatabases(
  'bonus wagering',
  (gateway) => {
    describe('the issue: deposit 500, welcome bonus 500, about 1,150 played, a withdrawal of 900', () => {
      it('refuses the withdrawal with the progress, lets the own money out, and after a forfeit lets the rest out', async () => {
        const member = await withdrawingMember(gateway(), '0');
        await insertDeposit(gateway(), member.id, '500.00', gateway().deps.clock.now());
        const claimed = await claim(gateway(), member.token, welcomeBonus);
        expect(claimed.claim.amount).toBe('500.00');

        const [opened] = (await requirements(gateway(), member.token)).list;
        expect(opened).toMatchObject({
          reference: claimed.claim.reference,
          bonus: '500.00',
          multiple: '15',
          base: 'bonus',
          required: '7500.00',
          wagered: '0.00',
          locked: '500.00',
          status: 'open',
        });

        // 1,150 staked, 1,200 won back: the stakes come out of the bonus money and the wins go back into it.
        await playRound(gateway(), member.id, { stake: '500.00', payout: '550.00' });
        await playRound(gateway(), member.id, { stake: '400.00', payout: '380.00' });
        await playRound(gateway(), member.id, { stake: '250.00', payout: '270.00' });
        const played = await requirements(gateway(), member.token);
        expect(played).toMatchObject({ balance: '1050.00', locked: '550.00', withdrawable: '500.00' });
        expect(played.list[0]).toMatchObject({ wagered: '1150.00', required: '7500.00', locked: '550.00', status: 'open' });

        const refused = await withdraw(gateway(), member, '900.00');
        expect(expectWageringRefusal(refused)).toEqual({ reference: claimed.claim.reference, wagered: '1150.00', required: '7500.00', locked: '550.00', withdrawable: '500.00' });
        expect(await balanceOf(gateway(), member.id)).toBe('1050.00');

        // The deposit was never staked: it may leave (400 and its 1.50 % charge).
        expect((await withdraw(gateway(), member, '400.00')).body.success).toBe(true);
        expect(await balanceOf(gateway(), member.id)).toBe('644.00');
        expectWageringRefusal(await withdraw(gateway(), member, '100.00'));

        const forfeited = await forfeit(gateway(), member.token, opened!.id);
        expect(forfeited.body.success, JSON.stringify(forfeited.body)).toBe(true);
        expect(forfeitAnswer(forfeited.body.value)).toMatchObject({
          forfeited: '550.00',
          balance: '94.00',
          requirement: { status: 'forfeited', closedAmount: '550.00', wagered: '1150.00', locked: '0.00' },
        });
        const after = await requirements(gateway(), member.token);
        expect(after).toMatchObject({ balance: '94.00', locked: '0.00', withdrawable: '94.00' });
        await insertDeposit(gateway(), member.id, '100.00', gateway().deps.clock.now());
        expect((await withdraw(gateway(), member, '150.00')).body.success).toBe(true);
        for (const wallet of await walletsAgainstLedger(gateway(), member.id)) expect(wallet.balance).toBe(wallet.ledger);
      });
    });

    it('counts stakes by the weights of the terms, on the bonus and its deposit', async () => {
      const promotionId = await wageringPromotion(gateway(), '100.00', { multiple: '2.5', base: 'bonus_plus_deposit', weights: { LIVE: 20, LOTT: 0 } });
      const member = await withdrawingMember(gateway(), '0');
      await insertDeposit(gateway(), member.id, '300.00', gateway().deps.clock.now());
      await claim(gateway(), member.token, promotionId);
      expect((await requirements(gateway(), member.token)).list[0]).toMatchObject({ bonus: '100.00', deposit: '300.00', required: '1000.00' });
      await playRound(gateway(), member.id, { category: 'LIVE', stake: '100.00', payout: '100.00' });
      await playRound(gateway(), member.id, { category: 'LOTT', stake: '10.00' });
      await playRound(gateway(), member.id, { category: 'RNG', stake: '30.00', payout: '60.00' });
      expect((await requirements(gateway(), member.token)).list[0]).toMatchObject({ wagered: '50.00', weights: { LIVE: 20, LOTT: 0 } });
    });

    it('releases the bonus money as cash once the turnover is met', async () => {
      const promotionId = await wageringPromotion(gateway(), '200.00', { multiple: '2', base: 'bonus', weights: {} });
      const member = await withdrawingMember(gateway(), '0');
      await claim(gateway(), member.token, promotionId);
      await playRound(gateway(), member.id, { stake: '200.00', payout: '300.00' });
      expectWageringRefusal(await withdraw(gateway(), member, '200.00'));
      await playRound(gateway(), member.id, { stake: '200.00', payout: '250.00' });
      const met = await requirements(gateway(), member.token);
      expect(met).toMatchObject({ balance: '350.00', locked: '0.00', withdrawable: '350.00' });
      // The stake that reached the turnover was already played with cash: 300 of bonus money became cash.
      expect(met.list[0]).toMatchObject({ status: 'met', wagered: '400.00', closedAmount: '300.00', locked: '0.00' });
      expect((await withdraw(gateway(), member, '300.00')).body.success).toBe(true);
      const [row] = await gateway().db.select().from(bonusRequirements).where(eq(bonusRequirements.memberId, member.id));
      expect(row).toMatchObject({ status: 'met', closedAmount: '300.00' });
    });

    it('closes a spent bonus as lost at the next stake, and later money leaves freely', async () => {
      const promotionId = await wageringPromotion(gateway(), '50.00', { multiple: '20', base: 'bonus', weights: {} });
      const member = await withdrawingMember(gateway(), '0');
      await claim(gateway(), member.token, promotionId);
      await playRound(gateway(), member.id, { stake: '50.00' });
      expect((await requirements(gateway(), member.token)).list[0]).toMatchObject({ status: 'open', locked: '0.00' });
      await insertDeposit(gateway(), member.id, '300.00', gateway().deps.clock.now());
      await playRound(gateway(), member.id, { stake: '10.00', payout: '40.00' });
      const lost = await requirements(gateway(), member.token);
      expect(lost.list[0]).toMatchObject({ status: 'lost', closedAmount: '0.00', wagered: '60.00' });
      expect(lost).toMatchObject({ balance: '330.00', withdrawable: '330.00' });
      expect((await withdraw(gateway(), member, '300.00')).body.success).toBe(true);
    });

    it('refuses transfers out of the main wallet that would touch bonus money; money comes back in freely', async () => {
      const promotionId = await wageringPromotion(gateway(), '300.00', { multiple: '10', base: 'bonus', weights: {} });
      const member = await withdrawingMember(gateway(), '200.00');
      await claim(gateway(), member.token, promotionId);
      const transfer = (from: number, to: number, amount: string) =>
        send(gateway(), 'walletTransfer', { token: member.token, data: { requestId: newRequestId(), fromAccountTypeId: from, toAccountTypeId: to, amount } });
      expect(expectWageringRefusal(await transfer(0, 1, '250.00'))).toMatchObject({ wagered: '0.00', required: '3000.00', withdrawable: '200.00' });
      expect((await transfer(0, 1, '200.00')).body.success).toBe(true);
      expect((await transfer(1, 0, '50.00')).body.success).toBe(true);
      expect(await requirements(gateway(), member.token)).toMatchObject({ balance: '350.00', locked: '300.00', withdrawable: '50.00' });
    });

    it("forfeits once: a retry answers the first answer; a closed, unknown or other member's requirement is refused", async () => {
      const promotionId = await wageringPromotion(gateway(), '120.00', { multiple: '5', base: 'bonus', weights: {} });
      const member = await withdrawingMember(gateway(), '80.00');
      const other = await withdrawingMember(gateway(), '0');
      await claim(gateway(), member.token, promotionId);
      const [requirement] = (await requirements(gateway(), member.token)).list;
      expect((await forfeit(gateway(), other.token, requirement!.id)).body.errorCode).toBe(errorCodes.bonusRequirementNotFound);
      const requestId = newRequestId();
      const first = await forfeit(gateway(), member.token, requirement!.id, requestId);
      const again = await forfeit(gateway(), member.token, requirement!.id, requestId);
      expect(again.body).toEqual(first.body);
      expect(forfeitAnswer(first.body.value)).toMatchObject({ forfeited: '120.00', balance: '80.00' });
      expect([(await forfeit(gateway(), member.token, requirement!.id)).status, (await forfeit(gateway(), member.token, requirement!.id)).body.errorCode]).toEqual([
        409,
        errorCodes.bonusRequirementClosed,
      ]);
      expect((await forfeit(gateway(), member.token, 99_999_999)).body.errorCode).toBe(errorCodes.bonusRequirementNotFound);
      const rows = await gateway()
        .db.select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.memberId, member.id), eq(ledgerEntries.kind, 'bonus_forfeit')));
      expect(rows.map((row) => row.amount)).toEqual(['-120.00']);
      const details = await send<{ list: { kind: string; amount: string }[]; sum: string }>(gateway(), 'bonusDetails', {
        token: member.token,
        data: { startTime: String(gateway().deps.clock.now() - 60_000), endTime: String(gateway().deps.clock.now() + 60_000) },
      });
      expect(details.body.value.list.map((row) => [row.kind, row.amount])).toEqual(
        expect.arrayContaining([
          ['bonus_forfeit', '-120.00'],
          ['bonus', '120.00'],
        ]),
      );
      expect(details.body.value.sum).toBe('0.00');
    });

    it('stakes draw on the oldest bonus first and wins go back to it', async () => {
      const first = await wageringPromotion(gateway(), '100.00', { multiple: '10', base: 'bonus', weights: {} });
      const second = await wageringPromotion(gateway(), '60.00', { multiple: '10', base: 'bonus', weights: {} });
      const member = await withdrawingMember(gateway(), '0');
      await claim(gateway(), member.token, first);
      await claim(gateway(), member.token, second);
      await playRound(gateway(), member.id, { stake: '130.00', payout: '20.00' });
      const both = await requirements(gateway(), member.token);
      expect(both.list.map((row) => [row.bonus, row.locked])).toEqual([
        ['100.00', '20.00'],
        ['60.00', '30.00'],
      ]);
      expect(both).toMatchObject({ balance: '50.00', locked: '50.00', withdrawable: '0.00' });
    });

    it("lists a member's open requirements to the operator by account name, over the API and in npm run operator", async () => {
      const promotionId = await wageringPromotion(gateway(), '75.00', { multiple: '4', base: 'bonus', weights: {} });
      const member = await withdrawingMember(gateway(), '0');
      await claim(gateway(), member.token, promotionId);
      const [row] = await gateway().db.select({ account: members.account }).from(members).where(eq(members.id, member.id));
      const listed = await operatorCall<{ account: string; required: string; locked: string; status: string }[]>(gateway(), 'GET', `/members/${row!.account}/bonus-requirements`);
      expect(listed.body.value).toEqual([expect.objectContaining({ account: row!.account, required: '300.00', locked: '75.00', status: 'open' })]);
      expect((await operatorCall(gateway(), 'GET', `/members/${row!.account}/bonus-requirements`, { key: 'wrong-key-0123456789' })).status).toBe(401);
      expect((await operatorCall(gateway(), 'GET', '/members/nobody-here/bonus-requirements')).body.errorCode).toBe(errorCodes.accountNotFound);
      expect(toCents(await balanceOf(gateway(), member.id))).toBe(7500n);

      const printed = await cli(['bonus-requirements', row!.account], { GATEWAY_URL: gateway().url, OPERATOR_KEY: operatorKey });
      expect(printed.code, printed.stderr).toBe(0);
      expect(printed.stdout).toMatch(/Wagered \/ required/);
      expect(printed.stdout).toContain('0.00 / 300.00');
      expect(printed.stdout).toContain('4x bonus');
      expect((await cli(['bonus-requirements'], { GATEWAY_URL: gateway().url, OPERATOR_KEY: operatorKey })).code).toBe(2);
    });
  },
  { config: { operatorKey } },
);
