/**
 * The review queues in the browser: a finance operator approves a points-mall
 * redemption and an activity application after looking at its image, on the
 * shared queue screen with the member's context beside each item.
 */
import { pointRewards, promotionClaims, promotions } from '../../server/src/db/schema';
import { movePoints } from '../../server/src/domain/points';
import { send } from '../../server/test/access/support';
import { newRequestId, withdrawingMember } from '../../server/test/funds/support';
import { dataUrl, pngBytes } from '../../server/test/rewards/images';
import { startPortalGateway, type TestGateway } from './support/gateway';
import { newOperatorIn } from './support/operator-sign-in';
import { expect, saveShot, test } from './support/fixtures';
import { seriousFindings } from './support/axe';

const operatorKey = 'e2e-backoffice-reviews-key-0123456789';
let gateway: TestGateway;

test.beforeAll(async () => {
  gateway = await startPortalGateway({ operatorKey });
});
test.afterAll(async () => {
  await gateway?.close();
});

test('a finance operator approves a redemption and an activity application with its image', async ({ page }) => {
  test.setTimeout(120_000);
  const member = await withdrawingMember(gateway, '100.00');
  const now = gateway.deps.clock.now();
  await movePoints(gateway.db, { memberId: member.id, amount: 500, kind: 'adjustment', idempotencyKey: `e2e-review:${member.id}`, now });
  const [reward] = await gateway.db
    .insert(pointRewards)
    .values({ type: 'live', names: { EN: 'Gold pass' }, descriptions: { EN: 'A pass' }, units: { EN: 'pass' }, imageUrl: '/assets/point-mall/vip-pass.svg', points: 100, amount: '0', stock: 5 })
    .returning();
  const redeemed = await send<{ redemption: { reference: string } }>(gateway, 'pointRedeem', {
    token: member.token,
    data: { requestId: newRequestId(), rewardId: reward!.id, quantity: 1, paymentPassword: member.paymentPassword },
  });
  const redemption = redeemed.body.value.redemption.reference;
  const [promotion] = await gateway.db.select({ id: promotions.id }).from(promotions).limit(1);
  await gateway.db.insert(promotionClaims).values({
    memberId: member.id,
    promotionId: promotion!.id,
    periodKey: 'once',
    amount: '40.00',
    status: 'applying',
    reference: 'R-E2E-0001',
    comment: 'My winning screen',
    images: [dataUrl('image/png', pngBytes({ width: 64, height: 64, rgb: [240, 180, 40] }))],
    createdAt: now,
  });

  await newOperatorIn(page, gateway, operatorKey, 'teller', 'finance');
  await page.getByRole('link', { name: 'Redemptions' }).click();
  await page.getByRole('button', { name: `Open ${redemption}` }).click();
  await expect(page.getByTestId('member-balance')).toHaveText('100.00');
  await page.getByRole('button', { name: 'Claim to work' }).click();
  expect(await seriousFindings(page)).toEqual([]);
  await saveShot(page, 'backoffice-redemptions');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status')).toContainText(`${redemption} is now Approved`);

  await page.getByRole('link', { name: 'Activity applications' }).click();
  await page.getByRole('button', { name: 'Open R-E2E-0001' }).click();
  await expect(page.getByRole('img', { name: 'Image 1 of R-E2E-0001' })).toBeVisible();
  await expect(page.getByText('My winning screen')).toBeVisible();
  await page.getByRole('button', { name: 'Claim to work' }).click();
  expect(await seriousFindings(page)).toEqual([]);
  await saveShot(page, 'backoffice-activities');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status')).toContainText('R-E2E-0001 is now Issued');
  await expect(page.getByTestId('member-balance')).toHaveText('140.00');

  await page.getByRole('link', { name: 'Affiliate applications' }).click();
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
});
