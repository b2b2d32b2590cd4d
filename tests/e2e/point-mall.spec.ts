/**
 * /pointMall in Chromium against the real gateway: a guest sees the goods and
 * gets the login popup on redeem; a member sees balance, history and details
 * by period. Redeem and convert end to end follow once the gateway's points
 * routes land. Screenshots go to .tmp/shots/point-mall-*.png.
 */
import { createMember } from '../../server/src/domain/members';
import { seedPointsMall } from '../../server/src/seed/points';
import { loginAt } from './access-support';
import { saveShot } from './support/fixtures';
import { startPortalGateway, type TestGateway } from './support/gateway';
import { expect, test } from './support/record-coverage';

test.describe.configure({ timeout: 120_000 });

let gateway: TestGateway;

test.beforeAll(async () => {
  gateway = await startPortalGateway({ operatorKey: 'e2e-operator-key-0123456789' });
  await seedPointsMall(gateway.db);
});
test.afterAll(async () => gateway?.close());

test('a guest browses the goods and is asked to log in to redeem', async ({ page }) => {
  await page.goto(`${gateway.url}/pointMall`);
  const goods = page.getByTestId('point-goods').locator('li');
  await expect(goods.first()).toBeVisible();
  await saveShot(page, 'point-mall-guest');
  await goods.first().getByRole('button').click();
  await expect(page.getByTestId('login-view')).toBeVisible();
});

test('a member sees balance, history and details', async ({ page }) => {
  const account = `pm${process.pid % 10_000}x1`;
  await createMember(gateway.db, { account, password: 'Points123', openingBalance: '100.00', now: Date.now() });
  await loginAt(page, gateway.url, { username: account, password: 'Points123' });
  await page.goto(`${gateway.url}/pointMall`);
  await expect(page.getByTestId('point-balance')).toBeVisible();
  await expect(page.getByTestId('date-range')).toBeVisible();
  await saveShot(page, 'point-mall-member', true);
  await page.getByTestId('point-goods').getByRole('button').first().click();
  await expect(page.getByTestId('redeem-dialog')).toBeVisible();
  await page.getByTestId('redeem-dialog').getByRole('button', { name: 'Next' }).click();
  await page.locator('#redeem-password').fill('Wrong123');
  await page.getByTestId('redeem-dialog').getByRole('button', { name: 'Confirm' }).click();
  // A new member has no withdrawal password and no points: the encrypted call is refused, the refusal shown translated.
  await expect(page.getByTestId('redeem-dialog')).toHaveAttribute('data-step', 'refused');
  await expect(page.getByTestId('redeem-dialog').locator('[role=alert]')).toBeVisible();
  await saveShot(page, 'point-mall-redeem-refused');
});
