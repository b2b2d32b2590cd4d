/**
 * The portal on another origin than its gateway: built with VITE_GATEWAY_URL
 * naming a gateway on one loopback port, served by a plain static host on
 * another (support/static-portal.ts) whose policy lets the page reach only
 * itself and that gateway, which lists the portal's origin in CORS_ORIGINS.
 * A visitor sees the home page with its pictures; signs in through the login
 * popup and its slide check; gets the live channel, which shows a deposit
 * with no click; browses the lobby with every game picture loaded from the
 * gateway; opens the member centre; and launches a slot in the gateway's
 * frame and spins once. Screenshots go to .tmp/shots/cross-origin-*.png.
 *
 * No request is routed except the slide's verify call (the puzzle's answer
 * is the gateway's secret): while a route is active Playwright answers CORS
 * preflights itself, so it is removed once signed in, and the pages are
 * loaded again with the browser talking to the gateway alone.
 */
import type { Locator, Page } from '@playwright/test';
import { createMember } from '../../server/src/domain/members';
import { moveMoney } from '../../server/src/domain/ledger';
import { vendorSeeds } from '../../server/src/seed/games/vendors';
import { calls } from '../../src/services/calls';
import { solveHumanCheck } from './access-support';
import { expect, test } from './support/fixtures';
import { startPortalGateway, type TestGateway } from './support/gateway';
import { spinAndSettle } from './support/slot-spin';
import { startStaticPortal, type StaticPortal } from './support/static-portal';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const slotVendor = vendorSeeds.find((vendor) => vendor.category === 'RNG' && !vendor.maintenance && !vendor.isGame && vendor.code !== 'XSP')!;
const password = 'Cross12345';

let portal: StaticPortal;
let gateway: TestGateway;

test.beforeAll(async () => {
  // The build takes a minute or two on a busy machine.
  test.setTimeout(600_000);
  portal = await startStaticPortal();
  // No staticDir: the portal comes from the other origin only.
  gateway = await startPortalGateway({ staticDir: undefined, corsOrigins: [portal.origin] });
  portal.buildFor(gateway.url);
});
test.afterAll(async () => {
  await gateway?.close();
  await portal?.close();
});

/** Every picture in `images` that is on screen came from the gateway and has pixels. */
async function expectLoadedFromGateway(images: Locator, atLeast: number): Promise<void> {
  await expect.poll(async () => images.count()).toBeGreaterThanOrEqual(atLeast);
  for (let index = 0; index < atLeast; index++) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('src', new RegExp(`^${gateway.url}/common/games/`));
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
  }
}

const balanceCents = async (page: Page): Promise<number> => Math.round(Number((await page.getByTestId('balance-value').innerText()).replace(/[^\d.]/g, '')) * 100);

test('the portal on its own origin talks to the gateway on another', async ({ page, shot }) => {
  const account = `xo${process.pid % 100_000}`;
  const { id: memberId } = await createMember(gateway.db, { account, password, openingBalance: '500.00', now: Date.now() });

  await test.step('a visitor sees the home page with the hot games’ pictures and the providers’ logos', async () => {
    await page.goto(`${portal.origin}/`);
    await expect(page.getByTestId('logo')).toBeVisible();
    await expectLoadedFromGateway(page.getByTestId('game-card').locator('img.game-card__image'), 4);
    await shot('cross-origin-home-visitor');
    await expectLoadedFromGateway(page.getByTestId('footer-providers').locator('img'), 3);
    await shot('cross-origin-home-footer');
  });

  await test.step('signs in through the login popup and the slide check', async () => {
    await page.getByTestId('login').click();
    await page.getByTestId('login-username').fill(account);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    // The puzzle's picture is the gateway's answer to a preflighted call: the browser's own CORS check passed.
    const puzzle = page.getByTestId('human-check');
    await expect(puzzle).toHaveAttribute('data-phase', 'dragging');
    await expect.poll(() => puzzle.locator('img').first().evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    await shot('cross-origin-human-check');
    await page.route(`${gateway.url}/wps/captcha/slide`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await route.fulfill({ json: { success: true, message: '', errorCode: null, value: { token: 'e2e-pass' } }, headers: { 'Access-Control-Allow-Origin': portal.origin } });
    });
    await solveHumanCheck(page);
    await expect(page.getByTestId('balance-value')).toBeVisible();
    await page.unrouteAll();
  });

  await test.step('gets the live channel, which shows a deposit without a click', async () => {
    const liveOpened = page.waitForResponse((response) => response.url() === `${gateway.url}${calls.liveUpdates.path}`);
    await page.goto(`${portal.origin}/`);
    const live = await liveOpened;
    expect(live.status()).toBe(200);
    expect(live.headers()['access-control-allow-origin']).toBe(portal.origin);
    await expect(page.getByTestId('balance-value')).toBeVisible();
    await expect.poll(() => balanceCents(page)).toBe(50_000);
    await moveMoney(gateway.db, { memberId, cents: 1_234n, kind: 'deposit', idempotencyKey: `cross-origin:${memberId}`, now: Date.now() });
    await expect.poll(() => balanceCents(page), { timeout: 5_000 }).toBe(51_234);
    await shot('cross-origin-home-member');
  });

  await test.step('browses the lobby with the vendors’ logos and the games’ pictures from the gateway', async () => {
    await page.goto(`${portal.origin}/rng?vassalage=${slotVendor.code}`);
    await expectLoadedFromGateway(page.getByTestId('vendor-card').locator('img'), 3);
    await expectLoadedFromGateway(page.getByTestId('game-card').locator('img.game-card__image'), 6);
    await shot('cross-origin-lobby');
  });

  await test.step('opens the member centre', async () => {
    await page.goto(`${portal.origin}/?mc=securityCenter`);
    await expect(page.getByTestId('member-centre')).toBeVisible();
    await expect(page.getByTestId('mc-page-securityCenter')).toBeVisible();
    // The page's profile and security answers have come in.
    await expect(page.getByTestId('security-paymentPassword-action')).toBeVisible();
    await shot('cross-origin-member-centre');
  });

  await test.step('launches a slot in the gateway’s frame and spins once', async () => {
    await page.goto(`${portal.origin}/rng?vassalage=${slotVendor.code}`);
    await page.getByTestId('game-card').filter({ hasNot: page.getByTestId('game-maintenance') }).first().getByRole('button').first().click();
    await expect(page).toHaveURL(`${portal.origin}/game`);
    await expect(page.getByTestId('game-frame-iframe')).toHaveAttribute('src', new RegExp(`^${gateway.url}/provider/demo/slot\\?`));
    await expect(page.getByTestId('game-frame')).toHaveAttribute('data-status', 'playing');
    const spin = page.frameLocator('[data-testid="game-frame-iframe"]').locator('.spin-button');
    await expect(spin).toBeEnabled({ timeout: 20_000 });
    await spinAndSettle(page, spin);
    await shot('cross-origin-slot');
  });
});
