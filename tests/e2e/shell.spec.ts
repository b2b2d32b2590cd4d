/**
 * The shell in Chromium: the root screen in each system status, the banner
 * group per route, the side menu position per route, and the language
 * switch. One test per parameter combination.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { startStatusGateway } from './support/gateway';
import { defaultConfig } from '../../server/src/config';
import { calls } from '../../src/services/calls';
import { headers } from '../../src/services/headers';
import type { VendorLanes } from '../../src/services/schemas/games';
import { networkSettled } from './support/navigate';

interface BannerAnswer {
  value: { banners: { groupName: string }[] };
}

async function bannerCounts(request: APIRequestContext, baseURL: string): Promise<Map<string, number>> {
  const response = await request.get(`${baseURL}/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B`, { headers: { Merchant: 'XSP' } });
  const body = (await response.json()) as BannerAnswer;
  const counts = new Map<string, number>();
  for (const banner of body.value.banners) counts.set(banner.groupName, (counts.get(banner.groupName) ?? 0) + 1);
  return counts;
}

test.describe('root screen by system status', () => {
  test('status 0 shows the application', async ({ page, shot }) => {
    await page.goto('/');
    await expect(page.getByTestId('header')).toBeVisible();
    await expect(page.getByTestId('side-menu')).toHaveAttribute('data-state', 'open');
    await expect(page.getByTestId('banner')).toBeVisible();
    await expect(page.getByTestId('home')).toBeVisible();
    await expect(page.getByTestId('footer')).toBeVisible();
    await expect(page.getByTestId('invite-friends')).toBeVisible();
    await expect(page.getByTestId('right-bar')).toBeVisible();
    await expect(page.getByTestId('login')).toBeVisible();
    await networkSettled(page);
    await shot('home');
    // Lazy images load once a tenth of them is on screen: scroll through before the full-page shot.
    await page.locator('.promo-card').first().scrollIntoViewIfNeeded();
    await expect(page.locator('.promo-card img').first()).toHaveAttribute('data-state', /loading|fallback/);
    await page.getByTestId('footer').scrollIntoViewIfNeeded();
    await networkSettled(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot('home-full', true);
  });

  test('status 1 shows the maintenance page', async ({ page, context, shot }) => {
    const gateway = await startStatusGateway(1);
    try {
      await page.goto(`${gateway.url}/live`);
      await expect(page.getByTestId('maintenance-page')).toBeVisible();
      await expect(page.getByRole('heading', { name: "We'll be right back" })).toBeVisible();
      await expect(page.getByText('scheduled maintenance')).toBeVisible();
      await expect(page.getByTestId('maintain-time')).toBeVisible();
      await expect(page.getByTestId('header')).toHaveCount(0);
      await shot('maintenance');
      // Contact us opens the chat in the service popup; the customer-service dialog only shows while it opens.
      const popupOpened = context.waitForEvent('page');
      await page.getByTestId('contact-us').click();
      const popup = await popupOpened;
      await popup.waitForLoadState();
      expect(popup.url()).toMatch(/\/chat\/LIVECHAT$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    } finally {
      await gateway.close();
    }
  });

  test('status 2 shows the region-block page with the visitor IP', async ({ page, shot }) => {
    const gateway = await startStatusGateway(2);
    try {
      await page.goto(gateway.url);
      await expect(page.getByTestId('region-block-page')).toBeVisible();
      await expect(page.getByText('not available in your current location')).toBeVisible();
      await expect(page.getByTestId('visitor-ip')).toHaveText(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
      await expect(page.getByTestId('contact-us')).toBeVisible();
      await shot('region-block');
    } finally {
      await gateway.close();
    }
  });
});

const bannerRoutes: [path: string, group: string | null][] = [
  ['/', 'w_home'],
  ['/rng', 'w_rng'],
  ['/live', 'w_live'],
  ['/fish', 'w_fish'],
  ['/pvp', 'w_pvp'],
  ['/sports', 'w_sports'],
  ['/esports', 'w_esports'],
  ['/elott', 'w_lott'],
  ['/pointMall', 'w_shop'],
  ['/help', 'w_help'],
  ['/register', 'w_reg'],
  ['/inhouse', 'w_inhouse'],
  // No group for the path, or no banner area in the route's layout.
  ['/cockfight', null],
  ['/promotions', null],
  ['/down', null],
  ['/lottery', null],
];

test('the footer shows the catalogue\'s vendors as game providers', async ({ page, shot }) => {
  await page.goto('/');
  const answer = await page.request.get(`${calls.gameVendors.path}?platform=html5-desktop&merchantCode=${defaultConfig.merchant}`, {
    headers: { [headers.merchant]: defaultConfig.merchant },
  });
  const lanes = ((await answer.json()) as { value: VendorLanes }).value.data.lanes;
  const catalogue = [...new Set(lanes.flatMap((lane) => lane.cards.map((card) => card.vendorName)))];
  const providers = page.getByTestId('footer-providers');
  await page.getByTestId('footer').scrollIntoViewIfNeeded();
  await expect(providers.locator('img')).toHaveCount(catalogue.length);
  expect((await providers.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).sort()).toEqual([...catalogue].sort());
  await providers.scrollIntoViewIfNeeded();
  await networkSettled(page);
  await shot('footer-providers');
});

test.describe('banners per route', () => {
  for (const [path, group] of bannerRoutes) {
    test(`${path} shows ${group ?? 'no banner'}`, async ({ page, request, baseURL }) => {
      await page.goto(path);
      await expect(page.locator('.app-layout__page > *').first()).toBeVisible();
      if (!group) {
        await expect(page.getByTestId('banner')).toHaveCount(0);
        return;
      }
      const expected = (await bannerCounts(request, baseURL!)).get(group) ?? 0;
      expect(expected).toBeGreaterThan(0);
      const slides = page.getByTestId('banner-slide');
      await expect(slides).toHaveCount(expected);
      for (const slide of await slides.all()) await expect(slide).toHaveAttribute('data-group', group);
      // With more than one banner the dots are there; only the home page lets them be clicked.
      const dots = page.locator('.banner__dot');
      if (expected > 1) {
        await expect(dots).toHaveCount(expected);
        if (path === '/') await expect(dots.nth(1)).toBeEnabled();
        else await expect(dots.nth(1)).toBeDisabled();
      }
    });
  }

  test('home banners autoplay and answer the dots', async ({ page, shot }) => {
    await page.goto('/');
    const dots = page.locator('.banner__dot');
    await expect(dots.first()).toHaveAttribute('aria-selected', 'true');
    await expect(dots.nth(1)).toHaveAttribute('aria-selected', 'true', { timeout: 8_000 });
    await dots.nth(2).click();
    await expect(dots.nth(2)).toHaveAttribute('aria-selected', 'true');
    // Still playing after the visitor picked a slide.
    await expect(dots.nth(0)).toHaveAttribute('aria-selected', 'true', { timeout: 8_000 });
    await shot('home-banner');
  });
});

const menuRoutes: [path: string, position: 'open' | 'closed' | 'absent'][] = [
  ['/', 'open'],
  ['/live', 'open'],
  ['/pointMall', 'open'],
  ['/promotions', 'open'],
  ['/seamless', 'closed'],
  ['/vnLottery', 'closed'],
  ['/seaLottery', 'closed'],
  // Their layouts have no side menu at all.
  ['/lottery', 'absent'],
  ['/down', 'absent'],
];

test.describe('side menu per route', () => {
  for (const [path, position] of menuRoutes) {
    test(`${path} has the side menu ${position}`, async ({ page, shot }) => {
      await page.goto(path);
      await expect(page.locator('.app-layout__page > *').first()).toBeVisible();
      if (position === 'absent') await expect(page.getByTestId('side-menu')).toHaveCount(0);
      else await expect(page.getByTestId('side-menu')).toHaveAttribute('data-state', position);
      await shot(`route${path.replace(/\//g, '-')}`);
    });
  }

  test('the toggle folds and unfolds it, and a route change restores the route default', async ({ page, shot }) => {
    await page.goto('/');
    const menu = page.getByTestId('side-menu');
    await expect(menu).toHaveAttribute('data-state', 'open');
    await page.getByTestId('side-menu-toggle').click();
    await expect(menu).toHaveAttribute('data-state', 'closed');
    await shot('home-menu-closed');
    await page.getByTestId('side-menu-toggle').click();
    await expect(menu).toHaveAttribute('data-state', 'open');
    await page.goto('/seamless');
    await expect(menu).toHaveAttribute('data-state', 'closed');
    await page.getByTestId('side-menu-home').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toHaveAttribute('data-state', 'open');
  });

  test('a promotion in the menu leads to its place in the list', async ({ page }) => {
    await page.goto('/live');
    await page.locator('.side-menu__promo').first().click();
    await expect(page).toHaveURL(/\/promotions#\d+$/);
    await page.getByTestId('side-menu-more').click();
    await expect(page).toHaveURL(/\/promotions$/);
  });
});

test.describe('language', () => {
  test('switches EN → TY and back, and remembers the choice', async ({ page, shot }) => {
    await page.goto('/');
    const vip = page.getByTestId('side-menu-vip');
    await expect(vip).toHaveText('VIP bonus');
    await page.getByTestId('side-menu-language').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot('language-modal');
    await page.getByTestId('language-TY').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(vip).toHaveText('VIP na bonus');
    await expect(page.getByTestId('login')).toHaveText('Mag-log in');
    expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('TY');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tl');
    await shot('home-ty');

    await page.reload();
    await expect(vip).toHaveText('VIP na bonus');

    await page.getByTestId('side-menu-language').click();
    await page.getByTestId('language-EN').click();
    await expect(vip).toHaveText('VIP bonus');
    expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('EN');
  });
});
