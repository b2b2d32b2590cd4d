/**
 * The lottery screens in Chromium against the real gateway: a member
 * launches a lottery game from the home page and lands on
 * /lottery?gameCode=… with the menus and the lotto frame, buys a ticket in
 * the frame and sees the header balance drop; the menu changes the query; a
 * visitor gets the login popup on a page that says why; the VN and SEA
 * screens show their menus. Screenshots go to .tmp/shots/lottery-*.png.
 */
import type { Page } from '@playwright/test';
import { defaultConfig } from '../../server/src/config';
import { calls } from '../../src/services/calls';
import { headers } from '../../src/services/headers';
import type { LotteryMenu } from '../../src/services/schemas/games';
import { demo } from './access-support';
import { signIn } from './support/sign-in';
import { startPortalGateway, type TestGateway } from './support/gateway';
import { expect, test } from './support/record-coverage';

test.describe.configure({ timeout: 120_000 });

/** Codes of the games the /lottery screen lists (the LOTT and ELOTT menus, without the VN games they may hold). */
async function lotteryCodes(page: Page, origin: string): Promise<string[]> {
  const merchant = defaultConfig.merchant;
  const codes: string[] = [];
  for (const prizeMode of ['LOTT', 'ELOTT']) {
    const answer = await page.request.get(`${origin}${calls.lotteryMenus.path}?prizeMode=${prizeMode}&language=EN`, { headers: { [headers.merchant]: merchant } });
    const menus = ((await answer.json()) as { value: LotteryMenu[] }).value;
    codes.push(...menus.flatMap((menu) => menu.gameMenus).filter((game) => game.accountTypeName === 'LOTT' || game.accountTypeName === 'ELOTT').map((game) => game.gameCode));
  }
  return codes;
}

/** The provider's page inside the frame has drawn its first screen. */
const providerReady = (page: Page) => expect(page.frameLocator('[data-testid="game-frame-iframe"]').locator('.loading')).toHaveCount(0, { timeout: 20_000 });

const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test.describe('with a gateway of its own', () => {
  let gateway: TestGateway;
  test.beforeEach(async () => {
    gateway = await startPortalGateway();
  });
  test.afterEach(async () => {
    await gateway?.close();
  });

  test('a member launches a lottery game, buys a ticket in the frame and the balance drops', async ({ page, shot }) => {
    await signIn(page, demo, { origin: gateway.url });
    const codes = await lotteryCodes(page, gateway.url);
    const card = page.getByTestId('home-lottery').getByTestId('lottery-card').filter({ has: page.locator('button') });
    await expect(card.first()).toBeVisible();
    const listed = await card.evaluateAll((cards) => cards.map((entry) => entry.getAttribute('data-game-code') ?? ''));
    const code = listed.find((entry) => codes.includes(entry));
    expect(code, 'the home page lists a LOTT or ELOTT game').toBeTruthy();
    await page.locator(`[data-testid="lottery-card"][data-game-code="${code}"] .lottery-card__main`).first().click();

    await expect(page).toHaveURL(new RegExp(`/lottery\\?gameCode=${code}`));
    await expect(page.getByTestId('lottery-menu')).toBeVisible();
    await expect(page.locator(`[data-testid="lottery-menu-game"][data-game-code="${code}"]`)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('game-frame')).toHaveAttribute('data-status', 'playing');

    const lotto = page.frameLocator('[data-testid="game-frame-iframe"]');
    const buy = lotto.locator('.buy-button');
    await expect(buy).toBeVisible({ timeout: 20_000 });
    const before = amountOf(await page.getByTestId('balance-value').innerText());
    await lotto.locator('.quick-pick').click();
    await expect(buy).toBeEnabled();
    await shot('lottery-betting');
    await buy.click();
    await expect(lotto.locator('.ticket').first()).toBeVisible({ timeout: 20_000 });
    await expect.poll(async () => amountOf(await page.getByTestId('balance-value').innerText())).toBeLessThan(before);
    await shot('lottery-ticket-bought');
  });
});

test('choosing another game in the menu changes the query and launches it', async ({ page, shot }) => {
  await signIn(page, demo);
  await page.goto('/lottery');
  await expect(page.getByTestId('lottery-menu')).toBeVisible();
  await expect(page.getByTestId('game-frame')).toHaveAttribute('data-status', 'playing');
  const first = page.getByTestId('lottery-menu-game').first();
  await expect(first).not.toHaveAttribute('aria-current', 'true');
  await providerReady(page);
  await shot('lottery-lobby');
  const second = page.getByTestId('lottery-menu-game').nth(1);
  const code = await second.getAttribute('data-game-code');
  const source = await page.getByTestId('game-frame-iframe').getAttribute('src');
  await second.click();
  await expect(page).toHaveURL(new RegExp(`gameCode=${code}`));
  await expect(second).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('game-frame-iframe')).not.toHaveAttribute('src', source ?? '');
  await expect(page.getByTestId('game-frame-iframe')).toHaveAttribute('src', new RegExp(`game=${code}`));
});

test('a visitor who opens the lottery gets the login popup and a page saying why', async ({ page, shot }) => {
  await page.goto('/lottery?gameCode=ANY');
  await expect(page.getByTestId('login-view')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('lottery-login-required')).toBeVisible();
  await expect(page.getByTestId('lottery-login-required')).toContainText('Log in to play the lottery');
  await shot('lottery-visitor');
  await page.getByTestId('lottery-login-required').getByRole('button').click();
  await expect(page.getByTestId('login-view')).toBeVisible();
});

test('the VN lottery shows the recent games, the latest opened numbers and the frame', async ({ page, shot }) => {
  await signIn(page, demo);
  await page.goto('/vnLottery');
  await expect(page.getByTestId('lottery-menu')).toBeVisible();
  await expect(page.getByTestId('lottery-recent')).toBeVisible();
  await expect(page.getByTestId('lottery-opened')).toBeVisible();
  await expect(page.getByTestId('game-frame')).toHaveAttribute('data-status', 'playing');
  await providerReady(page);
  await shot('lottery-vn');
});

test('the SEA lottery shows its menu and the frame', async ({ page, shot }) => {
  await signIn(page, demo);
  await page.goto('/seaLottery');
  await expect(page.getByTestId('lottery-menu')).toBeVisible();
  await expect(page.getByTestId('game-frame')).toHaveAttribute('data-status', 'playing');
  await providerReady(page);
  await shot('lottery-sea');
});
