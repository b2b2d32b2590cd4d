/**
 * Bonus money under concurrent requests of one member. Two withdrawals at
 * once, each within what may leave but not both together: one passes, the
 * other is refused with the progress. Then withdrawals, transfers out and
 * settled rounds all at once while a requirement stays open: whatever the
 * order, no more leaves than the member's own money (wins while the bonus
 * is open are bonus money, and stakes spend bonus money first), the bonus
 * money never exceeds the balance, and the wallet equals its ledger.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { bonusRequirements } from '../../src/db/schema';
import { penaltyCents } from '../../src/domain/funds/withdrawals';
import { toCents } from '../../src/domain/money';
import { send } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { balanceOf, changeWithdrawConfig, walletsAgainstLedger, withdraw, withdrawingMember } from '../funds/support';
import { claim, playRound, requirements, wageringPromotion } from './support';

describeOnBothDatabases('bonus money under concurrent requests', (gateway) => {
  it('lets one of two withdrawals at once through when together they would touch the bonus money', async () => {
    await changeWithdrawConfig(gateway(), { dailyCountLimit: 1000 });
    const promotionId = await wageringPromotion(gateway(), '500.00', { multiple: '10', base: 'bonus', weights: {} });
    const member = await withdrawingMember(gateway(), '300.00');
    await claim(gateway(), member.token, promotionId);
    const answers = await Promise.all([withdraw(gateway(), member, '200.00'), withdraw(gateway(), member, '200.00')]);
    expect(answers.map((answer) => answer.body.errorCode).sort()).toEqual([errorCodes.bonusWageringOpen, null].sort());
    const refused = answers.find((answer) => !answer.body.success)!;
    expect(refused.body.value).toMatchObject({ wagered: '0.00', required: '5000.00', locked: '500.00', withdrawable: '97.00' });
    expect(await balanceOf(gateway(), member.id)).toBe('597.00');
    expect(await requirements(gateway(), member.token)).toMatchObject({ locked: '500.00', withdrawable: '97.00' });
  });

  it('never lets more than the own money out while withdrawals, transfers out and rounds race', async () => {
    await changeWithdrawConfig(gateway(), { dailyCountLimit: 1000 });
    const promotionId = await wageringPromotion(gateway(), '500.00', { multiple: '100', base: 'bonus', weights: {} });
    const member = await withdrawingMember(gateway(), '1000.00');
    await claim(gateway(), member.token, promotionId);
    const charge = (amount: string) => toCents(amount) + penaltyCents(toCents(amount), '1.50');
    const outs = Array.from({ length: 8 }, (_, index) =>
      index % 2 === 0
        ? withdraw(gateway(), member, '200.00').then((answer) => ({ answer, cents: charge('200.00') }))
        : send(gateway(), 'walletTransfer', { token: member.token, data: { requestId: randomUUID(), fromAccountTypeId: 0, toAccountTypeId: 1, amount: '150.00' } }).then(
            (answer) => ({ answer, cents: 15000n }),
          ),
    );
    // At most 400 staked: the bonus money (500) is never spent, so the requirement stays open throughout.
    const rounds = Array.from({ length: 8 }, (_, index) =>
      playRound(gateway(), member.id, { stake: '50.00', payout: index % 3 === 0 ? '125.00' : '0.00' }).then(
        () => true,
        (error: { code?: string }) => {
          expect(error.code).toBe(errorCodes.insufficientBalance);
          return false;
        },
      ),
    );
    const [left] = await Promise.all([Promise.all(outs), Promise.all(rounds)]);
    for (const { answer } of left) expect([null, errorCodes.bonusWageringOpen, errorCodes.insufficientBalance]).toContain(answer.body.errorCode);
    const out = left.filter(({ answer }) => answer.body.success).reduce((sum, { cents }) => sum + cents, 0n);
    expect(out).toBeGreaterThan(0n);
    expect(out).toBeLessThanOrEqual(100000n);
    const [row] = await gateway().db.select().from(bonusRequirements).where(eq(bonusRequirements.memberId, member.id));
    expect(row!.status).toBe('open');
    expect(toCents(row!.locked)).toBeLessThanOrEqual(toCents(await balanceOf(gateway(), member.id)));
    for (const wallet of await walletsAgainstLedger(gateway(), member.id)) expect(wallet.balance).toBe(wallet.ledger);
  });
});
