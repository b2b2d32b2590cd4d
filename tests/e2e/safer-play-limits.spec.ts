/**
 * Safer play limits in Chromium against the real gateway. A new member is
 * offered limits on the deposit page, sets a 24-hour deposit limit of 300,
 * asks to raise it (reviewed, then waiting 24 hours with a Cancel), and a
 * deposit of 500 is refused with what remains. A loss limit of 0.50 then
 * refuses a slot spin and a lottery ticket inside the game, saying what the
 * limit leaves to stake.
 * Screenshots: .tmp/shots/safer-play-*.png (E2E_SHOTS=1).
 */
import type { Page } from '@playwright/test';
import { createMember } from '../../server/src/domain/members';
import { vendorSeeds } from '../../server/src/seed/games/vendors';
import { startPortalGateway, type TestGateway } from './support/gateway';
import { expect, test } from './support/record-coverage';
import { signIn } from './support/sign-in';
import { seriousFindings } from './support/axe';

test.describe.configure({ timeout: 180_000 });

const slotVendor = vendorSeeds.find((vendor) => vendor.category === 'RNG' && !vendor.maintenance && !vendor.isGame && vendor.code !== 'XSP')!;
let gateway: TestGateway;

test.beforeAll(async () => {
  gateway = await startPortalGateway();
});
test.afterAll(async () => gateway?.close());

/** Serious and critical WCAG 2.1 A/AA findings in the part of the tab `include` names. */
async function setLimit(page: Page, kind: string, window: string, amount: string): Promise<void> {
  await page.getByTestId('limit-kind').selectOption(kind);
  await page.getByTestId('limit-window').selectOption(window);
  await page.getByTestId('limit-amount').fill(amount);
  await page.getByTestId('limit-submit').click();
}

test('a deposit limit refuses a deposit over what remains, and a loss limit refuses a slot stake in the game', async ({ page, shot }) => {
  const account = `limits${process.pid % 10_000}`;
  await createMember(gateway.db, { account, password: 'Limits1234', openingBalance: '100', now: Date.now() });
  await signIn(page, { username: account, password: 'Limits1234' }, { origin: gateway.url });

  // The home page and the side menu lead to Safer play.
  await expect(page.getByTestId('home-safer-play')).toBeVisible();
  await expect(page.getByTestId('side-menu-saferPlay')).toBeVisible();

  // The deposit page offers limits before the first deposit.
  await page.getByTestId('header-deposit').click();
  await expect(page.getByTestId('limits-offer')).toBeVisible();
  await expect(page.getByTestId('deposit-safer-play')).toBeVisible();
  await shot('safer-play-offer');
  await page.getByTestId('limits-offer-open').click();
  await expect(page.getByTestId('mc-page-saferPlay')).toBeVisible();
  const panel = page.getByTestId('limits-panel');
  await expect(panel.getByTestId('limit-deposit-day-amount')).toHaveText('No limit');

  // A field error shows below its field; a first limit holds at once.
  await setLimit(page, 'deposit', 'day', '12.345');
  await expect(page.getByTestId('limit-amount-error')).toHaveText('This value is not valid.');
  await setLimit(page, 'deposit', 'day', '300');
  await expect(page.getByTestId('limit-outcome')).toHaveText('Your limit is in force now.');
  await expect(panel.getByTestId('limit-deposit-day-amount')).toHaveText('300.00');
  await expect(panel.getByTestId('limit-deposit-day-remaining')).toHaveText('300.00');

  // A raise is reviewed, then waits 24 hours; the current limit holds.
  await setLimit(page, 'deposit', 'day', '1000');
  await expect(page.getByTestId('limit-review')).toContainText('This waits 24 hours');
  expect(await seriousFindings(page, '[data-testid="limits-panel"]')).toEqual([]);
  await shot('safer-play-review');
  await page.getByTestId('limit-review-proceed').click();
  const pending = panel.getByTestId('limit-deposit-day-pending');
  await expect(pending).toContainText('Raise to 1,000.00 requested');
  await expect(pending).toContainText(/in 2[34] h \d+ min/);
  await expect(pending.getByTestId('limit-deposit-day-pending-confirm')).toHaveCount(0);
  await expect(panel.getByTestId('limit-deposit-day-amount')).toHaveText('300.00');
  expect(await seriousFindings(page, '[data-testid="limits-panel"]')).toEqual([]);
  await pending.scrollIntoViewIfNeeded();
  await shot('safer-play-pending');

  // A deposit over what remains is refused with the remaining amount.
  await page.getByTestId('mc-menu-depositv2').click();
  await expect(page.getByTestId('mc-page-depositv2')).toBeVisible();
  await expect(page.getByTestId('limits-offer')).toHaveCount(0);
  await page.getByTestId('deposit-channel-BANK').click();
  await page.getByTestId('deposit-amount').fill('500');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('request-notice')).toContainText('This deposit would pass a deposit limit you set.');
  await expect(page.getByTestId('request-notice-details')).toHaveText('Your limit is 300.00 and 0.00 counts against it: you can deposit up to 300.00 more now.');
  await shot('safer-play-deposit-refused');

  // A loss limit of 0.50: the slot's stake is refused in the game, with the translated reason.
  await page.getByTestId('mc-menu-saferPlay').click();
  await setLimit(page, 'loss', 'day', '0.50');
  await expect(panel.getByTestId('limit-loss-day-amount')).toHaveText('0.50');
  await page.goto(`${gateway.url}/rng?vassalage=${slotVendor.code}`);
  await page.getByTestId('game-card').filter({ hasNot: page.getByTestId('game-maintenance') }).first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/game$/);
  const frame = page.frameLocator('[data-testid="game-frame-iframe"]');
  const spin = frame.locator('.spin-button');
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  const answered = page.waitForResponse((response) => response.url().includes('/slot/spin') && response.request().method() === 'POST');
  await spin.click();
  expect((await answered).status()).toBe(403);
  // The refusal names the limit's window and what it leaves, not only that a limit exists.
  await expect(frame.locator('.toast')).toHaveText('Your 24-hour loss limit leaves 0.50 to stake.');
  await shot('safer-play-slot-refused');

  // The lottery ticket path: the provider's board refuses the ticket's stake (1.00) with the same words.
  await page.goto(`${gateway.url}/lottery?gameCode=LOTT_SWERTRES_3D`);
  const lotto = page.frameLocator('[data-testid="game-frame-iframe"]');
  const buy = lotto.locator('.buy-button');
  await expect(buy).toBeVisible({ timeout: 20_000 });
  await lotto.locator('.quick-pick').click();
  await expect(buy).toBeEnabled();
  await buy.click();
  await expect(lotto.locator('.toast')).toHaveText('Your 24-hour loss limit leaves 0.50 to stake.');
  await page.screenshot({ path: '/tmp/lottery-limit-refused.png' });
});
