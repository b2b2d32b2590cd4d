/**
 * The promotion list and detail in Chromium against the seeded gateway:
 * category tabs, the side menu's /promotions#<id> links scrolling to their
 * card (also when the announcements answer arrives after the page), the
 * detail with its sanitised content, and an unknown id.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { networkSettled } from './support/navigate';

const announcementsCall = '**/wps/relay/MCSFE_getListAnnouncements**';

interface AnnouncementsAnswer {
  value: { promotion: { id: number; content: string; announcementImages: { sequence: number; url: string }[] }[] };
}

/** Changes the promotions of the real answer before the portal sees it. */
async function editPromotions(page: Page, edit: (answer: AnnouncementsAnswer) => void, delayMs = 0): Promise<void> {
  await page.route(announcementsCall, async (route) => {
    const answer = (await (await route.fetch()).json()) as AnnouncementsAnswer;
    edit(answer);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fulfill({ json: answer });
  });
}

const cardIds = (page: Page) => page.getByTestId('promotion-card').evaluateAll((cards) => cards.map((card) => card.id));

test('the list shows the seeded promotions and the tabs filter them', async ({ page, shot }) => {
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(page.getByTestId('promotion-card')).toHaveCount(8);
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['All8', 'New players2', 'Deposit1', 'Rebate2', 'VIP1', 'Referral1', 'Events1']);
  await expect(page.locator('[id="1"]')).toContainText('Welcome bonus: 100% up to 1,000,000 VND');
  await expect(page.locator('[id="1"]').getByTestId('promotion-category')).toHaveText('New players');
  await networkSettled(page);
  await shot('promotions');

  await page.getByRole('tab', { name: /New players/ }).click();
  await expect(page.getByRole('tab', { name: /New players/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('promotion-card')).toHaveCount(2);
  expect(await cardIds(page)).toEqual(['1', '2']);
  await page.getByRole('tab', { name: /Rebate/ }).click();
  await expect(page.getByTestId('promotion-card')).toHaveCount(2);
  expect(await cardIds(page)).toEqual(['4', '7']);
  await page.getByRole('tab', { name: /All/ }).click();
  await expect(page.getByTestId('promotion-card')).toHaveCount(8);

  await page.locator('[id="3"]').getByTestId('promotion-details').click();
  await expect(page).toHaveURL(/\/promoDetail\?id=3$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Daily reload 10%' })).toBeVisible();
});

test('the side menu promotions scroll to their card on /promotions', async ({ page, shot }) => {
  await page.goto('/');
  const menuPromotions = page.getByTestId('side-menu').locator('.side-menu__promo');
  await expect(menuPromotions).toHaveCount(3);
  await menuPromotions.nth(1).click();
  await expect(page).toHaveURL(/\/promotions#2$/);
  const second = page.locator('[id="2"]');
  await expect(second).toBeInViewport();
  await expect(second).toHaveAttribute('data-highlighted', 'true');
  await shot('promotions-hash');

  // From the bottom of the list the sticky menu's link brings its card back into view.
  await page.getByTestId('footer').scrollIntoViewIfNeeded();
  const third = page.locator('[id="3"]');
  await expect(third).not.toBeInViewport();
  await menuPromotions.nth(2).click();
  await expect(page).toHaveURL(/\/promotions#3$/);
  await expect(third).toBeInViewport();
  await expect(third).toHaveAttribute('data-highlighted', 'true');
  await expect(second).not.toHaveAttribute('data-highlighted', 'true');
});

test('a direct visit to /promotions#<id> scrolls once the announcements arrive', async ({ page }) => {
  await editPromotions(page, () => undefined, 1200);
  await page.goto('/promotions#8');
  await expect(page.getByTestId('promotions-loading')).toBeVisible();
  const last = page.locator('[id="8"]');
  await expect(last).toBeInViewport();
  await expect(last).toHaveAttribute('data-highlighted', 'true');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
});

test.describe('hostile promotion content', () => {
  // Chromium reports the hostile handlers when DOMPurify parses them in its inert document (the promotions list
  // reads the same content for its excerpts); nothing runs, as the test checks.
  test.use({ policyReportsExpected: /^script-src-attr blocked inline/ });

  test('the detail page shows the promotion with its content sanitised', async ({ page, shot }) => {
    await editPromotions(page, (answer) => {
      const first = answer.value.promotion.find((promotion) => promotion.id === 1)!;
      first.content =
        '<p onclick="window.__pwned=1">Match bonus up to <strong>1,000,000 VND</strong>.</p><ul><li>Turnover 15 times</li><li>One bonus per person</li></ul>' +
        '<img src="x" onerror="window.__pwned=2"><a href="javascript:window.__pwned=3">terms</a><script>window.__pwned=4</script>';
      first.announcementImages = [
        { sequence: 2, url: '/assets/promotions/2.svg' },
        { sequence: 1, url: '/assets/promotions/1.svg' },
      ];
    });
    await page.goto('/promoDetail?id=1');
    const detail = page.getByTestId('promo-detail');
    await expect(detail.getByRole('heading', { level: 1, name: 'Welcome bonus: 100% up to 1,000,000 VND' })).toBeVisible();
    await expect(detail.getByTestId('promo-detail-category')).toHaveText('New players');
    const content = detail.getByTestId('promo-detail-content');
    await expect(content.locator('strong')).toHaveText('1,000,000 VND');
    await expect(content.locator('li')).toHaveCount(2);
    expect(await content.innerHTML()).not.toMatch(/onclick|onerror|javascript:|<script/);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(detail.locator('.promo-detail__cover img')).toHaveAttribute('src', '/assets/promotions/1.svg');
    await detail.getByTestId('promo-detail-images').scrollIntoViewIfNeeded();
    await expect(detail.getByTestId('promo-detail-images').locator('img')).toHaveCount(2);
    await expect(detail.getByTestId('promo-detail-images').locator('img').first()).toHaveAttribute('src', '/assets/promotions/1.svg');
    await expect(page.getByTestId('header')).toHaveCount(0);
    await expect(page.getByTestId('footer')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await networkSettled(page);
    await shot('promo-detail-sanitised');

    await page.getByTestId('promo-detail-back').click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(page.getByTestId('promotion-card')).toHaveCount(8);
  });
});

test('the seeded detail reads its own content', async ({ page, shot }) => {
  await page.goto('/promoDetail?id=3');
  await expect(page.getByRole('heading', { level: 1, name: 'Daily reload 10%' })).toBeVisible();
  await expect(page.getByTestId('promo-detail-category')).toHaveText('Deposit');
  await expect(page.getByTestId('promo-detail-content')).toContainText('Every day, your first deposit earns a 10% bonus');
  await expect(page.getByTestId('promo-detail-images')).toHaveCount(0);
  await networkSettled(page);
  await shot('promo-detail');
  await page.getByTestId('promo-detail-home').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('home')).toBeVisible();
});

test('an unknown id shows not found with a way back', async ({ page, shot }) => {
  await page.goto('/promoDetail?id=999');
  const notFound = page.getByTestId('promo-detail-not-found');
  await expect(notFound.getByText('Promotion not found')).toBeVisible();
  await shot('promo-detail-not-found');
  await notFound.getByRole('link', { name: 'See all promotions' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByTestId('promotion-card')).toHaveCount(8);
});
