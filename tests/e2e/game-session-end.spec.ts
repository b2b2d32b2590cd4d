/**
 * A game ends with the portal session that launched it: the member opens a
 * slot in /game and spins, the session signs out behind the tab's back (the
 * gateway's own logout call, as another tab or device would send it), and
 * the next spin shows why the game cannot go on, in the member's language,
 * with a way back to the lobby. One test per language. The tab's live
 * channel is cut, as for a game window that has not heard the news yet: with
 * it open, the portal itself signs the member out before the next spin (the
 * last test). Screenshots go to .tmp/shots/game-session-ended-*.png.
 */
import { vendorSeeds } from '../../server/src/seed/games/vendors';
import en from '../../locales/en.json' with { type: 'json' };
import ty from '../../locales/ty.json' with { type: 'json' };
import { calls } from '../../src/services/calls';
import { demo } from './access-support';
import { startPortalGateway, type TestGateway } from './support/gateway';
import { expect, test } from './support/record-coverage';
import { signIn } from './support/sign-in';
import { signOutBehindTheTab } from './support/sign-out-behind';
import { spinAndSettle } from './support/slot-spin';

test.describe.configure({ timeout: 120_000 });

const slotVendor = vendorSeeds.find((vendor) => vendor.category === 'RNG' && !vendor.maintenance && !vendor.isGame && vendor.code !== 'XSP')!;

const languages = [
  { code: 'EN', ended: en.errors['game.session.ended'], back: 'Back to the lobby' },
  { code: 'TY', ended: ty.errors['game.session.ended'], back: 'Bumalik sa lobby' },
] as const;

let gateway: TestGateway;
test.beforeEach(async () => {
  gateway = await startPortalGateway();
});
test.afterEach(async () => {
  await gateway?.close();
});

for (const language of languages) {
  test(`a spin after the portal session signed out shows the game has ended, in ${language.code}, and leads back to the lobby`, async ({ page, shot }) => {
    await page.addInitScript((code) => localStorage.setItem('hisLang', code), language.code);
    await page.route(`**${calls.liveUpdates.path}`, (route) => route.abort('internetdisconnected'));
    await signIn(page, demo, { origin: gateway.url });
    await page.goto(`${gateway.url}/rng?vassalage=${slotVendor.code}`);
    await page.getByTestId('game-card').filter({ hasNot: page.getByTestId('game-maintenance') }).first().getByRole('button').first().click();
    await expect(page).toHaveURL(/\/game$/);
    const slot = page.frameLocator('[data-testid="game-frame-iframe"]');
    const spin = slot.locator('.spin-button');
    await expect(spin).toBeEnabled({ timeout: 20_000 });
    await spinAndSettle(page, spin);

    expect(await signOutBehindTheTab(page, gateway.url)).toBe(true);
    // From here the portal hears nothing of the gateway (a re-read of the balance would find the session gone and
    // take the tab to the login first): the game alone has to say it cannot go on.
    await page.route('**/wps/**', (route) => route.abort('internetdisconnected'));

    await spin.click();
    const ended = slot.locator('main.fatal');
    await expect(ended.getByRole('alert')).toContainText(language.ended);
    const back = ended.getByTestId('back-to-lobby');
    await expect(back).toHaveText(language.back);
    await shot(`game-session-ended-${language.code.toLowerCase()}`);
    await back.click();
    await expect(page).toHaveURL(/\/rng/);
  });
}

test('with the live channel open, a sign-out elsewhere takes the tab out of the game to the login at once', async ({ page }) => {
  await signIn(page, demo, { origin: gateway.url });
  await page.goto(`${gateway.url}/rng?vassalage=${slotVendor.code}`);
  await page.getByTestId('game-card').filter({ hasNot: page.getByTestId('game-maintenance') }).first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.frameLocator('[data-testid="game-frame-iframe"]').locator('.spin-button')).toBeEnabled({ timeout: 20_000 });

  await signOutBehindTheTab(page, gateway.url);
  await expect(page.getByTestId('login-view')).toBeVisible();
  await expect(page).not.toHaveURL(/\/game$/);
});
