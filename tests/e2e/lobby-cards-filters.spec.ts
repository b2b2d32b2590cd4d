/**
 * The slot lobby's filters and cards in Chromium, as a member: the game-type
 * filter works without a provider (the category's types), the minimum-bet
 * choices say what they filter (games whose minimum bet is at most the
 * amount), and the whole card launches its game: the title as well as the
 * picture, and from the keyboard. Screenshots go to .tmp/shots/lobby-cards-*.png.
 */
import type { Page } from '@playwright/test';
import { demo } from './access-support';
import { signIn } from './support/sign-in';
import { expect, test } from './support/record-coverage';

test.describe.configure({ timeout: 120_000 });

const grid = (page: Page) => page.getByTestId('game-grid');
const playable = (page: Page) => grid(page).getByTestId('game-card').filter({ hasNot: page.getByTestId('game-maintenance') });
const countOf = async (page: Page) => Number((await page.getByTestId('lobby-count').innerText()).replace(/\D/g, ''));

test('the game type filter works before a provider is chosen', async ({ page, shot }) => {
  await signIn(page, demo);
  await page.goto('/rng');
  await expect(grid(page).getByTestId('game-card')).toHaveCount(42);
  const total = await countOf(page);
  await expect(page.getByTestId('filter-vendor')).toHaveValue('');
  const types = page.getByTestId('filter-type');
  await expect(types).toBeEnabled();
  await expect(types.locator('option').first()).toHaveText('All game types');
  const slots = types.locator('option', { hasText: 'Slots' });
  const slotCount = Number(((await slots.innerText()).match(/\((\d+)\)/) ?? [])[1]);
  expect(slotCount).toBeGreaterThan(0);
  expect(slotCount).toBeLessThan(total);
  await types.selectOption({ label: await slots.innerText() });
  await expect.poll(() => countOf(page)).toBe(slotCount);
  await page.getByTestId('lobby-toolbar').evaluate((toolbar) => toolbar.scrollIntoView({ block: 'center' }));
  await shot('lobby-cards-type-without-provider');

  // Choosing a provider then narrows the types to that provider's.
  await page.getByTestId('filter-vendor').selectOption('PG');
  await expect(types).toHaveValue('');
  await expect(types).toBeEnabled();
  await types.selectOption('');
  await expect(page.getByTestId('filter-vendor')).toHaveValue('PG');
});

test('the minimum bet choices name the games they list: a minimum bet at most the amount', async ({ page, shot }) => {
  await signIn(page, demo);
  await page.goto('/rng');
  const bets = page.getByTestId('filter-min-bet');
  await expect(bets.locator('option')).toHaveText(['Any minimum bet', 'Min. bet 0.2 or less', 'Min. bet 0.5 or less', 'Min. bet 1 or less', 'Min. bet 2 or less', 'Min. bet 5 or less']);
  await bets.selectOption('5');
  await expect.poll(async () => {
    const listed = (await grid(page).locator('.game-card__bet').allInnerTexts()).map((text) => Number(text.replace(/[^\d.]/g, '')));
    return listed.length > 0 && listed.every((bet) => bet <= 5);
  }).toBe(true);
  await page.getByTestId('lobby-toolbar').evaluate((toolbar) => toolbar.scrollIntoView({ block: 'center' }));
  await shot('lobby-cards-min-bet');

  await page.addInitScript(() => localStorage.setItem('hisLang', 'TY'));
  await page.reload();
  await expect(page.getByTestId('filter-min-bet').locator('option').last()).toHaveText('Min. na taya 5 pababa');
});

test('the whole card launches its game: a click on the title, or Enter from the keyboard', async ({ page, shot }) => {
  await signIn(page, demo);
  await page.goto('/rng');
  const card = playable(page).first();
  await expect(card).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shot('lobby-cards-grid');
  await card.locator('.game-card__name').click();
  await expect(page).toHaveURL(/\/game$/);

  await page.goto('/rng');
  const again = playable(page).first();
  await expect(again).toBeVisible();
  // The card's one stop in the tab order is its launch button; Enter on it launches.
  const launch = again.getByRole('button', { name: /^Play / });
  await launch.focus();
  await expect(launch).toBeFocused();
  await shot('lobby-cards-keyboard-focus');
  await expect(again).toHaveCSS('cursor', 'pointer');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/game$/);
});
