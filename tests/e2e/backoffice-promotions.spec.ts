/**
 * Promotions in two languages from the back office: a content operator edits
 * the daily reload's TY title and terms (an empty TY title is refused below
 * its field), previews the promotion page and the promotion's own page as
 * players reading EN and TY will see them, publishes, and a player reading
 * TY sees the new title and terms on the promotion page at once. The
 * publication is in the audit log; every screen is checked with axe.
 */
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../server/src/db/schema';
import { seriousFindings } from './support/axe';
import { expect, saveShot, test } from './support/fixtures';
import { startPortalGateway, type TestGateway } from './support/gateway';
import { newOperatorIn } from './support/operator-sign-in';

const operatorKey = 'e2e-backoffice-promotions-key-0123456789';
const titles = { EN: 'Daily reload 10%', TY: 'Reload tuwing umaga 10%' };
const terms = 'Bagong tuntunin: isang bonus bawat araw.';
let gateway: TestGateway;

test.beforeAll(async () => {
  gateway = await startPortalGateway({ operatorKey });
});
test.afterAll(async () => {
  await gateway?.close();
});

test("a content operator edits a promotion's TY title and terms, previews both languages, publishes, and players reading TY see it at once", async ({ page }) => {
  test.setTimeout(120_000);
  await newOperatorIn(page, gateway, operatorKey, 'pita', 'content');
  await page.getByRole('link', { name: 'Promotions' }).click();
  await expect(page.getByRole('heading', { name: 'Promotions' })).toBeVisible();
  const daily = page.getByTestId('promotion-published').getByRole('row').filter({ hasText: titles.EN });
  await expect(daily.getByRole('button', { name: 'End now' })).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await saveShot(page, 'backoffice-promotions-list', true);

  await daily.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('Title in EN')).toHaveValue(titles.EN);
  await page.getByLabel('Title in TY').fill('');
  await page.getByRole('button', { name: 'Save draft and preview' }).click();
  await expect(page.getByLabel('Title in TY')).toHaveAccessibleDescription('This value is not valid.');
  expect(await seriousFindings(page)).toEqual([]);
  await saveShot(page, 'backoffice-promotions-editor-error', true);

  await page.getByLabel('Title in TY').fill(titles.TY);
  await page.getByLabel('Terms in TY (HTML)').fill(`<p>${terms}</p><script>alert(1)</script>`);
  await page.getByRole('button', { name: 'Save draft and preview' }).click();
  await expect(page.getByTestId('promotion-preview')).toBeVisible();
  for (const language of ['EN', 'TY'] as const) {
    await expect(page.getByTestId(`preview-${language}`).locator('[data-draft]')).toContainText(titles[language]);
    await expect(page.getByTestId(`promotion-detail-${language}`).getByRole('heading')).toHaveText(titles[language]);
  }
  // The terms are drawn cleaned, as the portal draws them: the text stays, the script does not.
  const tyTerms = page.getByTestId('promotion-detail-TY').frameLocator('iframe');
  await expect(tyTerms.locator('body')).toContainText(terms);
  await expect(tyTerms.locator('script')).toHaveCount(0);
  expect(await seriousFindings(page)).toEqual([]);
  await saveShot(page, 'backoffice-promotions-preview', true);

  // Nothing is public before publishing.
  const player = await page.context().newPage();
  await player.goto(new URL('/promotions', gateway.url).toString());
  await player.getByTestId('side-menu-language').click();
  await player.getByTestId('language-TY').click();
  await expect(player.getByTestId('promotion-card').first()).toBeVisible();
  await expect(player.getByTestId('promotions-list')).not.toContainText(titles.TY);

  await page.getByTestId('publish').click();
  await expect(page.getByRole('status')).toContainText('players see it now');

  await player.reload();
  const card = player.getByTestId('promotion-card').filter({ hasText: titles.TY });
  await expect(card).toContainText(terms);
  await saveShot(player, 'backoffice-promotions-player-ty');

  const rows = await gateway.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'content.promotion.publish'), eq(auditLog.actor, 'pita')));
  expect(rows).toHaveLength(1);
  expect(rows[0]!.after).toContain(titles.TY);
  await player.close();
});
