/** The operator's side of the points mall and earning on approved deposits, over HTTP. */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { pointLedger, pointRewards } from '../../src/db/schema';
import { movePoints, pointBalanceOf } from '../../src/domain/points';
import { send } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { newRequestId, operatorCall, operatorKey, withdrawingMember } from '../funds/support';

describeOnBothDatabases('points mall operator', (gateway) => {
  it('lists redemptions, approves one, rejects another with a refund, once', async () => {
    const member = await withdrawingMember(gateway(), '20.00');
    await movePoints(gateway().db, { memberId: member.id, amount: 1000, kind: 'adjustment', idempotencyKey: `op-test:${member.id}`, now: gateway().deps.clock.now() });
    const [reward] = await gateway().db
      .insert(pointRewards)
      .values({ type: 'live', names: { EN: 'Pass' }, descriptions: { EN: 'A pass' }, units: { EN: 'pass' }, imageUrl: '/x.svg', points: 200, amount: '5.00', stock: 5 })
      .returning();
    const redeem = () => send<{ redemption: { reference: string } }>(gateway(), 'pointRedeem', { token: member.token, data: { requestId: newRequestId(), rewardId: reward!.id, quantity: 1, paymentPassword: member.paymentPassword } });
    const a = (await redeem()).body.value.redemption.reference;
    const b = (await redeem()).body.value.redemption.reference;
    const listed = await operatorCall<{ reference: string }[]>(gateway(), 'GET', '/redemptions?status=process');
    expect(listed.body.value.map((r) => r.reference)).toEqual(expect.arrayContaining([a, b]));
    expect((await operatorCall(gateway(), 'GET', '/redemptions', { key: null })).status).toBe(401);
    expect((await operatorCall(gateway(), 'POST', `/redemptions/${a}/approve`)).body.success).toBe(true);
    expect((await operatorCall(gateway(), 'POST', `/redemptions/${b}/reject`, { body: { remark: 'sold out' } })).body.success).toBe(true);
    expect((await operatorCall(gateway(), 'POST', `/redemptions/${b}/reject`, { body: { remark: 'again' } })).body.errorCode).toBe(errorCodes.redemptionNotPending);
    expect(await pointBalanceOf(gateway().db, member.id)).toEqual({ pointBalance: 800 });
    const wallet = await send<{ list: unknown[] }>(gateway(), 'pointRedeemHistory', { token: member.token, data: { startTime: 0, endTime: gateway().deps.clock.now() + 1 } });
    expect(wallet.body.value.list).toHaveLength(2);
  });

  it('credits deposit points once when the operator approves the deposit', async () => {
    const member = await withdrawingMember(gateway(), '0');
    const deposit = await send<{ reference: string }>(gateway(), 'deposit', { token: member.token, data: { requestId: newRequestId(), channelCode: 'BANK', amount: '150.00' } });
    expect((await operatorCall(gateway(), 'POST', `/deposits/${deposit.body.value.reference}/approve`)).body.success).toBe(true);
    await operatorCall(gateway(), 'POST', `/deposits/${deposit.body.value.reference}/approve`);
    const rows = await gateway().db.select().from(pointLedger).where(eq(pointLedger.memberId, member.id));
    expect(rows.map((r) => [r.kind, r.amount])).toEqual([['deposit', 2]]);
  });
}, { config: { operatorKey } });
