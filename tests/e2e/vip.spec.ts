/**
 * VIP from the side menu: the seeded member (rank 2) sees the rank badge,
 * turnover, the progress to the next rank and the ladder with its own rank
 * marked, in English and in Tagalog (after a failed load and a retry).
 * Screenshots go to .tmp/shots/vip-*.png.
 */
import { demo } from './access-support';
import { signIn } from './support/sign-in';
import { saveShot } from './support/fixtures';
import { startPortalGateway, type TestGateway } from './support/gateway';
import { expect, test } from './support/record-coverage';

test.describe.configure({ timeout: 120_000 });

let gateway: TestGateway;

test.beforeAll(async () => {
  gateway = await startPortalGateway();
});
test.afterAll(async () => gateway?.close());

test('a member opens VIP from the side menu and sees rank, turnover, progress and the ladder', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, demo, { origin: gateway.url });
  await page.getByTestId('side-menu-vip').click();
  await expect(page.getByTestId('vip')).toBeVisible();
  await expect(page.getByTestId('vip-rank-name')).toHaveText('Silver');
  await expect(page.getByTestId('vip-current')).toContainText('VIP rank 2');
  await expect(page.getByTestId('vip-total')).toContainText('Total turnover');
  await expect(page.getByTestId('vip-progress')).toContainText(/more turnover to reach Gold|highest rank/);
  await expect(page.getByTestId('vip-ladder').locator('[role=row][data-testid^=vip-rank-]')).toHaveCount(8);
  await expect(page.getByTestId('vip-rank-2')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('vip-rank-5')).toContainText('VIP customer service');
  await saveShot(page, 'vip-member');
});

test('the VIP page in Tagalog, after a failed load and a retry', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.addInitScript(() => localStorage.setItem('hisLang', 'TY'));
  await signIn(page, demo, { origin: gateway.url });
  await page.route('**/MCSFE_getPlayerRankInfo*', (route) => route.abort());
  await page.getByTestId('side-menu-vip').click();
  await expect(page.getByTestId('vip-failed')).toBeVisible();
  await saveShot(page, 'vip-failed-ty');
  await page.unroute('**/MCSFE_getPlayerRankInfo*');
  await page.getByTestId('vip-failed').getByTestId('mc-retry').click();
  await expect(page.getByTestId('vip-total')).toContainText('Kabuuang turnover');
  await expect(page.getByTestId('vip-monthly')).toContainText('Turnover ngayong buwan');
  await expect(page.getByTestId('vip-ladder')).toContainText('Mga pribilehiyo');
  await expect(page.getByTestId('vip-rank-2')).toContainText('Ikaw');
  await saveShot(page, 'vip-member-ty');
});
