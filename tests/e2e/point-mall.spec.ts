/**
 * /pointMall in Chromium against the real gateway: a guest sees the goods and
 * gets the login popup on redeem; a member earns points with a slot spin,
 * redeems goods with the withdrawal password (a wrong one refused below the
 * field, nothing typed lost), sees the operator's approval in the history,
 * and converts points to balance with the header chip following. A choice
 * beyond the member's points is refused before the password step.
 * Screenshots go to .tmp/shots/point-mall-*.png.
 */
import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { settings } from '../../server/src/db/schema';
import { setPaymentPassword } from '../../server/src/domain/funds/payment-password';
import { createMember } from '../../server/src/domain/members';
import { movePoints } from '../../server/src/domain/points';
import { defaultPointConfig, pointConfigKey } from '../../server/src/domain/points/mall';
import { vendorSeeds } from '../../server/src/seed/games/vendors';
import { seedPointsMall } from '../../server/src/seed/points';
import { signIn } from './support/sign-in';
import { spinAndSettle } from './support/slot-spin';
import { browserStorageText } from './support/browser-storage';
import { saveShot } from './support/fixtures';
import { startPortalGateway, type TestGateway } from './support/gateway';
import { expect, test } from './support/record-coverage';

test.describe.configure({ timeout: 180_000 });

const operatorKey = 'e2e-operator-key-0123456789';
const paymentPassword = '246810';
const slotVendor = vendorSeeds.find((vendor) => vendor.category === 'RNG' && !vendor.maintenance && !vendor.isGame && vendor.code !== 'XSP')!;

let gateway: TestGateway;

test.beforeAll(async () => {
  gateway = await startPortalGateway({ operatorKey });
  await seedPointsMall(gateway.db);
  // A generous slot rule, so one small spin earns points the page can show (the brand's rule needs 100.00 of turnover per point).
  const earning = defaultPointConfig.earning.map((rule) => (rule.pointType === 'rng' ? { ...rule, perAmount: '1.00', points: 50 } : rule));
  await gateway.db.update(settings).set({ value: { ...defaultPointConfig, earning } }).where(eq(settings.key, pointConfigKey));
});
test.afterAll(async () => gateway?.close());

const digits = async (page: Page, testId: string) => Number((await page.getByTestId(testId).innerText()).replace(/[^\d.]/g, ''));

async function newMember(suffix: string) {
  const account = `pm${process.pid % 10_000}${suffix}`;
  const now = Date.now();
  const member = await createMember(gateway.db, { account, password: 'Points123', openingBalance: '100.00', now });
  await setPaymentPassword(gateway.db, member, { newPassword: paymentPassword, confirmPassword: paymentPassword }, now);
  await movePoints(gateway.db, { memberId: member.id, amount: 1000, kind: 'adjustment', idempotencyKey: `e2e-points:${member.id}`, now });
  return { member, login: { username: account, password: 'Points123' } };
}

/** Spins a slot once in the provider's frame; answers when the spin is over. */
async function spinOnce(page: Page) {
  await page.goto(`${gateway.url}/rng?vassalage=${slotVendor.code}`);
  await page.getByTestId('game-card').filter({ hasNot: page.getByTestId('game-maintenance') }).first().getByRole('button').first().click();
  await expect(page.getByTestId('game-frame')).toHaveAttribute('data-status', 'playing');
  const spin = page.frameLocator('[data-testid="game-frame-iframe"]').locator('.spin-button');
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  await spinAndSettle(page, spin);
}

test('a guest browses the goods and is asked to log in to redeem', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${gateway.url}/pointMall`);
  const goods = page.getByTestId('point-goods-card');
  await expect(goods.first()).toBeVisible();
  await expect(goods.first().locator('img')).toHaveAttribute('src', /^\/assets\/point-mall\/.+\.svg$/);
  await saveShot(page, 'point-mall-guest');
  await page.getByTestId('goods-type-gift').click();
  await expect(goods).toHaveCount(4);
  await goods.first().getByRole('button').click();
  await expect(page.getByTestId('login-view')).toBeVisible();
});

test('a member earns points with a spin, redeems with the withdrawal password and sees the approval', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { login } = await newMember('r');
  await signIn(page, login, { origin: gateway.url });
  await spinOnce(page);

  await page.goto(`${gateway.url}/pointMall`);
  await expect.poll(() => digits(page, 'point-balance-value')).toBeGreaterThan(1000);
  await expect(page.getByTestId('point-details-row').filter({ hasText: 'Slots' })).toHaveCount(1);
  await saveShot(page, 'point-mall-member', true);

  const card = page.getByTestId('point-goods-card').filter({ hasText: 'Free spins bundle' });
  await card.getByRole('button', { name: 'Redeem' }).click();
  const dialog = page.getByTestId('redeem-dialog');
  await dialog.getByTestId('redeem-quantity').fill('0');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByTestId('redeem-quantity-error')).toHaveText('This value is not valid.');
  // Nine bundles cost more than the points the header shows: refused at once, no password asked for.
  await expect(page.getByTestId('points')).toBeVisible();
  await dialog.getByTestId('redeem-quantity').fill('9');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByTestId('redeem-error')).toHaveText('You do not have enough points for this.');
  await expect(dialog).toHaveAttribute('data-step', 'choosing');
  await expect(dialog.getByTestId('redeem-password')).toHaveCount(0);
  await saveShot(page, 'point-mall-redeem-short');
  await dialog.getByTestId('redeem-quantity').fill('2');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByTestId('redeem-password').fill('135790');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toHaveAttribute('data-step', 'refused');
  await expect(dialog.getByTestId('redeem-password-error')).toHaveText('The withdrawal password is incorrect.');
  await saveShot(page, 'point-mall-redeem-refused');
  // Back keeps the choice: the quantity typed before is still there.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByTestId('redeem-quantity')).toHaveValue('2');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByTestId('redeem-password').fill(paymentPassword);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByTestId('redeem-done')).toBeVisible();
  await saveShot(page, 'point-mall-redeem-done');
  // The withdrawal password lived only in the redemption's machine: nothing in the browser keeps it.
  expect(await browserStorageText(page)).not.toContain(paymentPassword);
  await dialog.getByRole('button', { name: 'Close' }).click();

  const row = page.getByTestId('redeem-history-row').first();
  await expect(row).toContainText('In process');
  const reference = (await row.locator('td').nth(1).innerText()).trim();
  const approved = await page.request.post(`${gateway.url}/operator/redemptions/${reference}/approve`, { headers: { Authorization: `Bearer ${operatorKey}` } });
  expect(approved.ok()).toBe(true);

  await page.getByTestId('redeem-status-approved').click();
  await expect(page.getByTestId('redeem-history-row')).toHaveCount(1);
  await expect(page.getByTestId('redeem-history-row').first()).toContainText('Approved');
  await page.getByTestId('redeem-history-pane').scrollIntoViewIfNeeded();
  await saveShot(page, 'point-mall-history-approved');
});

test('a member converts points to balance and the header chip follows', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { login } = await newMember('c');
  await signIn(page, login, { origin: gateway.url });
  await page.goto(`${gateway.url}/pointMall`);
  await expect(page.getByTestId('point-balance-value')).toHaveText('1,000');
  const before = await digits(page, 'balance-value');

  const form = page.getByTestId('convert-form');
  await form.getByTestId('convert-points').fill('150');
  await form.getByRole('button', { name: 'Convert' }).click();
  await expect(form.getByTestId('convert-points-error')).toHaveText('Convert points in multiples of 100.');
  // More than the 1,000 points shown: refused below the field, twice in a row, before any password.
  for (let attempt = 0; attempt < 2; attempt++) {
    await form.getByTestId('convert-points').fill('2000');
    await form.getByRole('button', { name: 'Convert' }).click();
    await expect(form.getByTestId('convert-points-error')).toHaveText('You do not have enough points for this.');
    await expect(form).toHaveAttribute('data-step', 'choosing');
    await expect(form.getByTestId('convert-password')).toHaveCount(0);
  }
  await saveShot(page, 'point-mall-convert-short');
  await form.getByTestId('convert-points').fill('300');
  await form.getByRole('button', { name: 'Convert' }).click();
  await form.getByTestId('convert-password').fill(paymentPassword);
  await saveShot(page, 'point-mall-convert-password');
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('convert-done')).toContainText('300 points converted to 3.00');
  await expect(page.getByTestId('point-balance-value')).toHaveText('700');
  await expect.poll(() => digits(page, 'balance-value')).toBeCloseTo(before + 3, 2);
  await expect(page.getByTestId('point-details-row').filter({ hasText: 'Conversion' })).toHaveCount(1);
  await saveShot(page, 'point-mall-converted');
});
