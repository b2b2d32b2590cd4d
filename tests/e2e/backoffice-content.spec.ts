/**
 * Content in two languages from the back office: a content operator drafts a
 * home banner with an EN and a TY picture (a missing picture is refused below
 * its field), previews the home page's banners as players reading each
 * language will see them, publishes, and a player's home page shows the new
 * banner at once in EN and, after switching language, in TY. The publication
 * is in the audit log. A help topic's and a goods' TY texts are changed,
 * previewed beside EN and published the same way. Every screen is checked
 * with axe.
 */
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../server/src/db/schema';
import { startPortalGateway, type TestGateway } from './support/gateway';
import { newOperatorIn } from './support/operator-sign-in';
import { expect, saveShot, test } from './support/fixtures';
import { seriousFindings } from './support/axe';

const operatorKey = 'e2e-backoffice-content-key-0123456789';
const pictures = { EN: '/assets/banners/w_promotion-1.svg', TY: '/assets/banners/w_promotion-1.ty.svg' };
let gateway: TestGateway;

test.beforeAll(async () => {
  gateway = await startPortalGateway({ operatorKey });
});
test.afterAll(async () => {
  await gateway?.close();
});

test('a content operator previews a home banner in EN and TY, publishes it, and players see it at once in both languages', async ({ page }) => {
  test.setTimeout(180_000);
  await newOperatorIn(page, gateway, operatorKey, 'cleo', 'content');
  await expect(page.getByRole('heading', { name: 'Banners' })).toBeVisible();
  await expect(page.getByTestId('banner-published')).toContainText('w_home');
  expect(await seriousFindings(page)).toEqual([]);
  await saveShot(page, 'backoffice-content-list', true);

  await page.getByRole('button', { name: 'New banner' }).click();
  await page.getByLabel('Page (banner group)').selectOption('w_home');
  await page.getByLabel('Picture in EN (address)').fill(pictures.EN);
  await page.getByLabel('Order in the group').fill('9');
  await page.getByRole('button', { name: 'Save draft and preview' }).click();
  await expect(page.getByLabel('Picture in TY (address)')).toHaveAccessibleDescription('This value is not valid.');
  expect(await seriousFindings(page)).toEqual([]);
  await saveShot(page, 'backoffice-content-editor-error', true);
  await page.getByLabel('Picture in TY (address)').fill(pictures.TY);
  await page.getByRole('button', { name: 'Save draft and preview' }).click();

  const preview = page.getByTestId('banner-preview');
  await expect(preview).toBeVisible();
  for (const language of ['EN', 'TY'] as const) {
    const draftSlide = page.getByTestId(`preview-${language}`).locator('[data-draft] img');
    await expect(draftSlide).toHaveAttribute('src', pictures[language]);
  }
  await expect(page.getByTestId('preview-EN').locator('li')).toHaveCount(4);
  expect(await seriousFindings(page)).toEqual([]);
  await saveShot(page, 'backoffice-content-preview', true);

  // Nothing is public before publishing.
  const player = await page.context().newPage();
  await player.goto(gateway.url);
  await expect(player.getByTestId('banner-slide')).toHaveCount(3);

  await page.getByTestId('publish').click();
  await expect(page.getByRole('status')).toContainText('players see it now');
  await expect(page.getByTestId('banner-published').getByRole('row').filter({ hasText: 'w_home' }).locator(`img[src="${pictures.TY}"]`)).toHaveCount(1);

  await player.reload();
  await expect(player.getByTestId('banner-slide')).toHaveCount(4);
  await expect(player.getByTestId('banner-slide').last().locator('img')).toHaveAttribute('src', pictures.EN);
  await player.getByTestId('side-menu-language').click();
  await player.getByTestId('language-TY').click();
  await expect(player.getByTestId('banner-slide').last().locator('img')).toHaveAttribute('src', pictures.TY);
  await saveShot(player, 'backoffice-content-player-ty');

  const rows = await gateway.db.select().from(auditLog).where(and(eq(auditLog.action, 'content.banner.publish'), eq(auditLog.actor, 'cleo')));
  expect(rows).toHaveLength(1);
  expect(rows[0]!.after).toContain(pictures.TY);

  await page.getByRole('link', { name: 'Announcements' }).click();
  await page.getByRole('button', { name: 'New announcement' }).click();
  await page.getByLabel('Type').selectOption('PU');
  await page.getByLabel('Popup opens').selectOption('A');
  await page.getByLabel('Title in EN').fill('Weekend cashback');
  await page.getByLabel('Title in TY').fill('Cashback sa katapusan ng linggo');
  await page.getByLabel('Content in EN (HTML)').fill('<p>Ten percent back.</p>');
  await page.getByLabel('Content in TY (HTML)').fill('<p>Sampung porsiyento pabalik.</p>');
  await page.getByRole('button', { name: 'Save draft and preview' }).click();
  await expect(page.getByTestId('preview-TY').locator('[data-draft]')).toContainText('Cashback sa katapusan ng linggo');
  expect(await seriousFindings(page)).toEqual([]);
  await saveShot(page, 'backoffice-content-announcement-preview', true);

  // Help topics and goods: an existing item's TY text changed, previewed beside EN, published; the player (reading TY) sees it.
  const question = 'Paano ako magbubukas ng account ngayon?';
  await page.getByRole('link', { name: 'Help topics' }).click();
  await saveShot(page, 'backoffice-content-help-list', true);
  await page.getByTestId('helpTopic-published').getByRole('button', { name: 'Edit' }).first().click();
  await page.getByLabel('Question in TY').fill(question);
  await page.getByRole('button', { name: 'Save draft and preview' }).click();
  await expect(page.getByTestId('preview-TY').locator('[data-draft]')).toContainText(question);
  await expect(page.getByTestId('preview-EN').locator('[data-draft]')).toContainText('How do I open an account?');
  expect(await seriousFindings(page)).toEqual([]);
  await saveShot(page, 'backoffice-content-help-preview', true);
  await page.getByTestId('publish').click();
  await expect(page.getByRole('status')).toContainText('players see it now');
  await player.goto(`${gateway.url}/helpmc`);
  await expect(player.getByTestId('help-topic').first()).toContainText(question);

  await page.getByRole('link', { name: 'Points mall goods' }).click();
  await saveShot(page, 'backoffice-content-goods-list', true);
  await page.getByTestId('goods-published').getByRole('row').filter({ hasText: 'Branded mug' }).getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Name in TY').fill('Tasang may tatak');
  await page.getByLabel('Price in points').fill('0');
  await page.getByRole('button', { name: 'Save draft and preview' }).click();
  await expect(page.getByLabel('Price in points')).toHaveAccessibleDescription('This value is not valid.');
  expect(await seriousFindings(page)).toEqual([]);
  await saveShot(page, 'backoffice-content-goods-editor', true);
  await page.getByLabel('Price in points').fill('800');
  await page.getByRole('button', { name: 'Save draft and preview' }).click();
  await expect(page.getByTestId('preview-TY').locator('[data-draft]')).toContainText('Tasang may tatak');
  expect(await seriousFindings(page)).toEqual([]);
  await saveShot(page, 'backoffice-content-goods-preview', true);
  await page.getByTestId('publish').click();
  await expect(page.getByRole('status')).toContainText('players see it now');
  await player.goto(`${gateway.url}/pointMall`);
  await expect(player.getByTestId('point-goods-card').filter({ hasText: 'Tasang may tatak' })).toHaveCount(1);

  await page.getByRole('link', { name: 'Maintenance and switches' }).click();
  await expect(page.getByTestId('maintenance-state')).toContainText('The portal is open.');
  expect(await seriousFindings(page)).toEqual([]);
  await saveShot(page, 'backoffice-content-settings', true);
  await player.close();
});
