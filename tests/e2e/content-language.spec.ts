/**
 * Content in the reader's language: after switching to Tagalog on the home
 * page, the notice bar, the announcements window, the home banners, the
 * promotion list and detail and the help centre show the Tagalog texts and
 * pictures the gateway seeds beside the English ones.
 */
import { expect, test } from './support/fixtures';
import { networkSettled } from './support/navigate';

test('switching to Tagalog turns notices, banners, promotions and help topics Tagalog', async ({ page, shot }) => {
  await page.goto('/');
  const noticeBar = page.getByTestId('notice-bar');
  await expect(noticeBar).toContainText('Scheduled maintenance of live casino tables');

  await page.getByTestId('side-menu-language').click();
  await page.getByTestId('language-TY').click();
  await expect(noticeBar).toContainText('Nakatakdang maintenance ng mga mesa ng live casino');
  await expect(noticeBar).not.toContainText('Scheduled maintenance of live casino tables');
  const firstBanner = page.getByTestId('banner-slide').first().locator('img');
  await expect(firstBanner).toHaveAttribute('src', /\/assets\/banners\/w_home-1\.ty\.svg$/);
  await networkSettled(page);
  await shot('content-language-home-ty');

  await noticeBar.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Nakatakdang maintenance ng mga mesa ng live casino');
  await expect(dialog).toContainText('Mahal naming miyembro');
  await shot('content-language-announcements-ty');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.goto('/promotions');
  const daily = page.locator('[id="3"]');
  await expect(daily).toContainText('Araw-araw na reload 10%');
  await expect(page.locator('[id="1"]')).toContainText('Welcome bonus: 100% hanggang 1,000,000 VND');
  await expect(daily.locator('img').first()).toHaveAttribute('src', /\/assets\/promotions\/3\.ty\.svg$/);
  await networkSettled(page);
  await shot('content-language-promotions-ty');

  await daily.getByTestId('promotion-details').click();
  await expect(page).toHaveURL(/\/promoDetail\?id=3$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Araw-araw na reload 10%' })).toBeVisible();
  await expect(page.getByText('Araw-araw, ang iyong unang deposito ay may 10% bonus hanggang 500,000 VND.')).toBeVisible();
  await networkSettled(page);
  await shot('content-language-promotion-detail-ty');

  await page.goto('/helpmc');
  const help = page.getByTestId('help-centre');
  await expect(help).toContainText('Paano ako magbubukas ng account?');
  await expect(help).not.toContainText('How do I open an account?');
  await shot('content-language-help-ty');
});

test('an English reader still gets the English texts and pictures', async ({ page }) => {
  await page.goto('/promotions');
  await expect(page.locator('[id="3"]')).toContainText('Daily reload 10%');
  await expect(page.locator('[id="3"]').locator('img').first()).toHaveAttribute('src', /\/assets\/promotions\/3\.svg$/);
});
