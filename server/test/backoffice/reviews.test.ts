/**
 * The review queues: a redemption rejected with a reason (points and money
 * back), an activity application whose image the operator opens before
 * approving it (the bonus paid), an affiliate application approved (the
 * member becomes an agent). Each needs the claim, each decision is audited.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { errorCodes } from '../../../src/services/error-codes';
import { auditLog, affiliateApplications, members, pointRewards, promotionClaims, promotions } from '../../src/db/schema';
import { movePoints, pointBalanceOf } from '../../src/domain/points';
import { movableClocks, send } from '../access/support';
import { describeOnBothDatabases } from '../databases';
import { balanceOf, newRequestId, operatorKey, withdrawingMember } from '../funds/support';
import { dataUrl, pngBytes } from '../rewards/images';
import { call, newOperator, type OperatorBrowser } from './support';

const clocks = movableClocks();

interface Row {
  reference: string;
  account: string;
  status: string;
  images?: number;
  claim: { holder: string } | null;
}

describeOnBothDatabases(
  'back office review queues',
  (gateway, kind) => {
    const clock = clocks[kind];
    let fin: OperatorBrowser;
    let sue: OperatorBrowser;

    it('rejects a redemption with a reason, worked under a claim: points and money go back', async () => {
      fin = await newOperator(gateway(), clock, 'fin', 'finance');
      sue = await newOperator(gateway(), clock, 'sue', 'support');
      const member = await withdrawingMember(gateway(), '100.00');
      await movePoints(gateway().db, { memberId: member.id, amount: 500, kind: 'adjustment', idempotencyKey: `review-test:${member.id}`, now: clock.now() });
      const [reward] = await gateway()
        .db.insert(pointRewards)
        .values({ type: 'live', names: { EN: 'Pass' }, descriptions: { EN: 'A pass' }, units: { EN: 'pass' }, imageUrl: '/assets/point-mall/vip-pass.svg', points: 100, amount: '5.00', stock: 5 })
        .returning();
      const redeemed = await send<{ redemption: { reference: string } }>(gateway(), 'pointRedeem', {
        token: member.token,
        data: { requestId: newRequestId(), rewardId: reward!.id, quantity: 1, paymentPassword: member.paymentPassword },
      });
      const reference = redeemed.body.value.redemption.reference;
      expect(await balanceOf(gateway(), member.id)).toBe('95.00');

      const queue = await call<{ total: number; rows: (Row & { reward: string })[] }>(gateway(), sue, 'reviewQueue', { kind: 'redemption' }, undefined, { status: 'process' });
      expect(queue.body.value.rows).toEqual([expect.objectContaining({ reference, reward: 'Pass', amount: '5.00', claim: null })]);
      expect((await call(gateway(), sue, 'claimReview', { kind: 'redemption', reference })).body.errorCode).toBe(errorCodes.backofficeForbidden);
      expect((await call(gateway(), fin, 'decideReview', { kind: 'redemption', reference, verb: 'reject' }, { reason: 'Out of stock' })).body.errorCode).toBe(
        errorCodes.backofficeClaimRequired,
      );
      expect((await call(gateway(), fin, 'claimReview', { kind: 'redemption', reference })).body.success).toBe(true);
      expect((await call(gateway(), fin, 'decideReview', { kind: 'redemption', reference, verb: 'reject' }, { reason: '' })).body.errorCode).toBe(errorCodes.backofficeReasonRequired);
      const rejected = await call(gateway(), fin, 'decideReview', { kind: 'redemption', reference, verb: 'reject' }, { reason: 'Out of stock' });
      expect(rejected.body.value).toEqual({ reference, status: 'rejected' });
      expect(await balanceOf(gateway(), member.id)).toBe('100.00');
      expect(await pointBalanceOf(gateway().db, member.id)).toEqual({ pointBalance: 500 });
    });

    it('shows an activity application with its image and approves it: the bonus is paid', async () => {
      const member = await withdrawingMember(gateway(), '0');
      const [promotion] = await gateway().db.select({ id: promotions.id }).from(promotions).limit(1);
      const png = dataUrl('image/png', pngBytes());
      const reference = `R${kind === 'pglite' ? 1 : 2}${Date.now() % 1_000_000}`;
      await gateway()
        .db.insert(promotionClaims)
        .values({ memberId: member.id, promotionId: promotion!.id, periodKey: 'once', amount: '50.00', status: 'applying', reference, comment: 'Screenshot attached', images: [png], createdAt: clock.now() });
      const queue = await call<{ rows: Row[] }>(gateway(), fin, 'reviewQueue', { kind: 'activity' }, undefined, { status: 'applying' });
      expect(queue.body.value.rows).toEqual([expect.objectContaining({ reference, images: 1, comment: 'Screenshot attached' })]);
      const image = await call<{ image: string } | string>(gateway(), sue, 'reviewImage', { reference, position: '1' });
      expect(JSON.stringify(image.body.value)).toContain(png.slice(0, 40));
      expect((await call(gateway(), fin, 'claimReview', { kind: 'activity', reference })).body.success).toBe(true);
      const approved = await call(gateway(), fin, 'decideReview', { kind: 'activity', reference, verb: 'approve' });
      expect(approved.body.value).toEqual({ reference, status: 'issued' });
      expect(await balanceOf(gateway(), member.id)).toBe('50.00');
    });

    it('approves an affiliate application: the member becomes an agent; every decision is in the audit log', async () => {
      const member = await withdrawingMember(gateway(), '0');
      const [application] = await gateway().db.insert(affiliateApplications).values({ memberId: member.id, intro: 'I run a club', contact: 'line:club', createdAt: clock.now() }).returning();
      const reference = String(application!.id);
      const queue = await call<{ rows: Row[] }>(gateway(), fin, 'reviewQueue', { kind: 'affiliate' }, undefined, { status: 'pending' });
      expect(queue.body.value.rows).toEqual([expect.objectContaining({ reference, intro: 'I run a club' })]);
      expect((await call(gateway(), fin, 'claimReview', { kind: 'affiliate', reference })).body.success).toBe(true);
      expect((await call(gateway(), fin, 'decideReview', { kind: 'affiliate', reference, verb: 'approve' })).body.value).toMatchObject({ status: 'approved' });
      const [agent] = await gateway().db.select({ type: members.type }).from(members).where(eq(members.id, member.id));
      expect(agent!.type).not.toBe(0);
      expect((await call(gateway(), fin, 'reviewQueue', { kind: 'nothing' })).status).toBe(404);
      const trail = await gateway().db.select({ action: auditLog.action, actor: auditLog.actor }).from(auditLog);
      expect(trail.filter((row) => /^(redemption|activity|affiliate)\./.test(row.action))).toEqual([
        { action: 'redemption.reject', actor: 'fin' },
        { action: 'activity.approve', actor: 'fin' },
        { action: 'affiliate.approve', actor: 'fin' },
      ]);
    });
  },
  (kind) => ({ clock: clocks[kind], config: { operatorKey } }),
);
