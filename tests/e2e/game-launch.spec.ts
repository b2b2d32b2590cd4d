/**
 * Launching games in Chromium against the real gateway: a visitor gets the
 * login popup, a trial account the in_need_true_account warning; the demo
 * member opens a slot in /game, spins inside the provider's frame and sees
 * the header balance follow; a VASSALAGE vendor lists its sub-games; a game
 * under maintenance offers popular games. The tests that move money get a
 * gateway (and a database) of their own. Screenshots go to
 * .tmp/shots/game-launch-*.png.
 */
import type { Page } from '@playwright/test';
import { defaultConfig } from '../../server/src/config';
import { vendorSeeds } from '../../server/src/seed/games/vendors';
import { calls } from '../../src/services/calls';
import { headers } from '../../src/services/headers';
import type { VendorLanes } from '../../src/services/schemas/games';
import { acceptHumanChecks, demo, solveHumanCheck, trial } from './access-support';
import { signIn } from './support/sign-in';
import { startPortalGateway, type TestGateway } from './support/gateway';
import { expect, test } from './support/record-coverage';
import { spinAndSettle } from './support/slot-spin';

test.describe.configure({ timeout: 120_000 });

const vassalageVendor = vendorSeeds.find((vendor) => vendor.isGame === 'VASSALAGE' && !vendor.maintenance)!;
const maintenanceVendor = vendorSeeds.find((vendor) => vendor.category === 'RNG' && vendor.maintenance)!;
const slotVendor = vendorSeeds.find((vendor) => vendor.category === 'RNG' && !vendor.maintenance && !vendor.isGame && vendor.code !== 'XSP')!;

/** The node id of the VASSALAGE vendor's container game, as the vendor lanes answer it. */
async function vassalageNodeId(page: Page, origin: string): Promise<number> {
  const merchant = defaultConfig.merchant;
  const answer = await page.request.get(`${origin}${calls.gameVendors.path}?platform=html5-desktop&merchantCode=${merchant}`, { headers: { [headers.merchant]: merchant } });
  const lanes = ((await answer.json()) as { value: VendorLanes }).value.data.lanes;
  const card = lanes.flatMap((lane) => lane.cards).find((entry) => entry.vassalage === vassalageVendor.code && entry.isGame === 'VASSALAGE');
  if (!card) throw new Error('no VASSALAGE card in the vendor lanes');
  return card.nodeId;
}

const firstPlayable = (page: Page) => page.getByTestId('game-card').filter({ hasNot: page.getByTestId('game-maintenance') }).first();

test('a visitor who clicks a game gets the login popup, and the game once logged in', async ({ page, shot }) => {
  await acceptHumanChecks(page);
  await page.goto(`/rng?vassalage=${slotVendor.code}`);
  await firstPlayable(page).getByRole('button').first().click();
  await expect(page.getByTestId('login-view')).toBeVisible();
  await expect(page).toHaveURL(/\/rng/);
  await shot('game-launch-visitor-login');
  await page.getByTestId('login-username').fill(demo.username);
  await page.getByTestId('login-password').fill(demo.password);
  await page.getByTestId('login-submit').click();
  await solveHumanCheck(page);
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.locator('iframe')).toBeVisible();
});

test('a visitor who closes the login popup is not sent to the game by a later login', async ({ page }) => {
  await acceptHumanChecks(page);
  await page.goto(`/rng?vassalage=${slotVendor.code}`);
  await firstPlayable(page).getByRole('button').first().click();
  await expect(page.getByTestId('login-view')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('login-view')).toBeHidden();
  await page.getByTestId('login').click();
  await page.getByTestId('login-username').fill(demo.username);
  await page.getByTestId('login-password').fill(demo.password);
  await page.getByTestId('login-submit').click();
  await solveHumanCheck(page);
  await expect(page.getByTestId('balance-value')).toBeVisible();
  await expect(page).not.toHaveURL(/\/game/);
});

test('a trial account gets the in_need_true_account warning', async ({ page, shot }) => {
  await signIn(page, trial);
  await page.goto(`/rng?vassalage=${slotVendor.code}`);
  await firstPlayable(page).getByRole('button').first().click();
  await expect(page.getByTestId('trial-warning')).toBeVisible();
  await shot('game-launch-trial-warning');
  await page.getByTestId('alert-confirm').click();
  await expect(page.getByTestId('trial-warning')).toBeHidden();
  await expect(page).toHaveURL(/\/rng/);
});

test.describe('with a gateway of its own', () => {
  let gateway: TestGateway;
  test.beforeEach(async () => {
    gateway = await startPortalGateway();
  });
  test.afterEach(async () => {
    await gateway?.close();
  });

  test('a member launches a slot, spins in the frame and the header balance follows', async ({ page, shot }) => {
    await signIn(page, demo, { origin: gateway.url });
    const before = await page.getByTestId('balance-value').innerText();
    await page.goto(`${gateway.url}/rng?vassalage=${slotVendor.code}`);
    const card = firstPlayable(page);
    const name = await card.locator('.game-card__name').innerText();
    await card.getByRole('button').first().click();

    await expect(page).toHaveURL(/\/game$/);
    await expect(page.getByTestId('game-frame-name')).toHaveText(name);
    await expect(page.getByTestId('game-frame')).toHaveAttribute('data-status', 'playing');
    const slot = page.frameLocator('[data-testid="game-frame-iframe"]');
    const spin = slot.locator('.spin-button');
    await expect(spin).toBeEnabled({ timeout: 20_000 });
    await shot('game-launch-slot');

    // A spin either wins or loses; the header follows the provider's balance message after each one.
    let after = before;
    for (let round = 0; round < 6 && after === before; round++) {
      await spinAndSettle(page, spin);
      const inFrame = (await slot.getByTestId('balance').innerText()).replace(/[^\d.]/g, '');
      await expect.poll(async () => (await page.getByTestId('balance-value').innerText()).replace(/[^\d.]/g, '')).toBe(inFrame);
      after = await page.getByTestId('balance-value').innerText();
    }
    expect(after).not.toBe(before);
    await shot('game-launch-slot-spun');

    await page.getByTestId('game-frame-back').click();
    await expect(page).toHaveURL(/\/rng$/);
  });

  test('a failed launch says why and opens the game on retry', async ({ page, shot }) => {
    await signIn(page, demo, { origin: gateway.url });
    await page.goto(`${gateway.url}/rng?vassalage=${slotVendor.code}`);
    // The first launch call is lost on the way, like a dropped connection.
    await page.route(`**${calls.launchGame.path}**`, (route) => route.abort('internetdisconnected'), { times: 1 });
    const lost = page.waitForEvent('requestfailed', (request) => request.url().includes(calls.launchGame.path));
    await firstPlayable(page).getByRole('button').first().click();
    await lost;
    const failed = page.getByTestId('game-launch-failed');
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('Network link abnormal');
    await shot('game-launch-failed');
    await failed.getByTestId('alert-confirm').click();
    await expect(page).toHaveURL(/\/game$/);
    await expect(page.getByTestId('game-frame')).toHaveAttribute('data-status', 'playing');

    // A launch address opens once: reloading launches the game again, into a new address.
    const first = await page.getByTestId('game-frame-iframe').getAttribute('src');
    await page.getByTestId('game-frame-reload').click();
    await expect(page.getByTestId('game-frame-iframe')).not.toHaveAttribute('src', first ?? '');
    await expect(page.getByTestId('game-frame')).toHaveAttribute('data-status', 'playing');
  });

  test('a VASSALAGE vendor lists its sub-games and picking one opens it', async ({ page, shot }) => {
    await signIn(page, demo, { origin: gateway.url });
    const nodeId = await vassalageNodeId(page, gateway.url);
    await page.goto(`${gateway.url}/fish`);
    await page.locator(`[data-testid="game-card"][data-node-id="${nodeId}"]`).getByRole('button').first().click();
    const popup = page.getByTestId('vassalage-games');
    await expect(popup).toBeVisible();
    await expect(popup.getByTestId('vassalage-games-game').first()).toBeVisible();
    await shot('game-launch-vassalage');
    const name = await popup.getByTestId('vassalage-games-game').first().locator('.game-picker__name').innerText();
    await popup.getByTestId('vassalage-games-game').first().click();
    await expect(page).toHaveURL(/\/game$/);
    await expect(page.getByTestId('game-frame-name')).toHaveText(name);
    await expect(popup).toBeHidden();
  });
});

test('a game under maintenance offers popular games instead', async ({ page, shot }) => {
  await page.goto(`/rng?vassalage=${maintenanceVendor.code}`);
  await page.getByTestId('game-card').first().getByRole('button').first().click();
  const popup = page.getByTestId('game-maintenance-popup');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Game Under Maintenance');
  await expect(popup.getByTestId('game-maintenance-popup-game').first()).toBeVisible();
  await shot('game-launch-maintenance');
  // A visitor picking a popular game is asked to log in first.
  await popup.getByTestId('game-maintenance-popup-game').first().click();
  await expect(page.getByTestId('login-view')).toBeVisible();
});

test('closing the sub-game popup ends that launch', async ({ page }) => {
  await signIn(page, demo);
  const nodeId = await vassalageNodeId(page, '');
  await page.goto('/fish');
  await page.locator(`[data-testid="game-card"][data-node-id="${nodeId}"]`).getByRole('button').first().click();
  await expect(page.getByTestId('vassalage-games')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('vassalage-games')).toBeHidden();
  await expect(page).toHaveURL(/\/fish$/);
});

test('an in-house game opens in the seamless page, inside the layout', async ({ page, shot }) => {
  await signIn(page, demo);
  await page.goto('/inhouse');
  const card = firstPlayable(page);
  const name = await card.locator('.game-card__name').innerText();
  await card.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/seamless$/);
  await expect(page.getByTestId('game-frame')).toHaveClass(/game-frame--inline/);
  await expect(page.getByTestId('game-frame-name')).toHaveText(name);
  await expect(page.getByTestId('game-frame')).toHaveAttribute('data-status', 'playing');
  await expect(page.frameLocator('[data-testid="game-frame-iframe"]').locator('.loading')).toHaveCount(0, { timeout: 20_000 });
  await shot('game-launch-seamless');
});

test('a live table opened from its vendor card is named on the bar by the vendor, not by its lobby code', async ({ page, shot }) => {
  const live = vendorSeeds.find((vendor) => vendor.category === 'LIVE' && !vendor.maintenance && vendor.lobbyCode)!;
  await signIn(page, demo);
  await page.goto('/live');
  await page.getByTestId('vendor-lane').locator(`[data-vassalage="${live.code}"]`).click();
  await expect(page).toHaveURL(/\/(game|seamless)$/);
  await expect(page.getByTestId('game-frame-name')).toHaveText(live.name);
  await expect(page.getByTestId('game-frame-name')).not.toContainText(live.lobbyCode!);
  await shot('game-launch-live-table');
});

test('the game page with nothing launched offers a way back', async ({ page, shot }) => {
  await page.goto('/game');
  await expect(page.getByTestId('game-frame-empty')).toBeVisible();
  await shot('game-launch-empty');
  await page.getByTestId('game-frame-empty').getByRole('button').click();
  await expect(page).toHaveURL(/\/$/);
});
