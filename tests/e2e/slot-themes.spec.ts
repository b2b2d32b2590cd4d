/**
 * Games that differ: two slot games of different themes open with their own
 * name, badge, symbols and colours, and a pick-a-side table shows its own
 * name. Screenshots go to .tmp/shots/slot-theme-*.png and
 * duel-table-name.png.
 */
import type { Page } from '@playwright/test';
import { slotThemeFor } from '../../server/src/provider/slot/themes';
import { gameSeeds } from '../../server/src/seed/games/catalogue';
import { demo } from './access-support';
import { signIn } from './support/sign-in';
import { expect, test } from './support/record-coverage';

test.describe.configure({ timeout: 90_000 });

type Seed = (typeof gameSeeds)[number];
const themeOf = (game: Seed) => slotThemeFor({ code: game.code, names: game.names as Record<string, string>, category: game.gameType }).id;
const playableSlots = gameSeeds.filter(
  (game) => game.vendor === 'PG' && game.engine === 'slot' && game.gameClassify === 'SLOT' && !game.maintenance && game.parentNodeId === null,
);
const first = playableSlots[0];
const second = playableSlots.find((game) => themeOf(game) !== themeOf(first))!;

/** Opens a slot from its vendor's list and answers the provider's frame once its table is drawn. */
async function open(page: Page, game: Seed) {
  await page.goto(`/rng?vassalage=${game.vendor}`);
  await page.locator(`[data-testid="game-card"][data-node-id="${game.nodeId}"]`).getByRole('button').first().click();
  await expect(page).toHaveURL(/\/(game|seamless)$/);
  const frame = page.frameLocator('[data-testid="game-frame-iframe"]');
  await expect(frame.locator('.topbar h1')).toHaveText(game.names.EN!, { timeout: 20_000 });
  // The badge is the game's own picture, loaded.
  await expect(frame.getByTestId('game-badge')).toHaveClass(/has-icon/);
  return frame;
}

test('two slot games of different themes show their own names, symbols and colours', async ({ page, shot }) => {
  await signIn(page, demo);
  const seen: { theme: string; symbols: Set<string>; background: string }[] = [];
  for (const game of [first, second]) {
    const frame = await open(page, game);
    const theme = themeOf(game);
    await expect(frame.locator('svg.sprite')).toHaveAttribute('data-theme', theme);
    await expect(frame.locator('body')).toHaveClass(new RegExp(`theme-${theme}`));
    const symbols = new Set(await frame.locator('.cell').evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).dataset.symbol!)));
    // Every symbol on the reels is drawn by the theme's sprite.
    for (const symbol of symbols) await expect(frame.locator(`symbol#sym-${symbol}`)).toHaveCount(1);
    const background = await frame.locator('.cabinet').evaluate((element) => getComputedStyle(element).backgroundImage);
    seen.push({ theme, symbols, background });
    await frame.locator('.icon-button').click();
    await expect(frame.getByRole('dialog')).toBeVisible();
    await shot(`slot-theme-${theme}-paytable`);
    await frame.getByRole('dialog').getByRole('button').first().click();
    await shot(`slot-theme-${theme}`);
  }
  const [a, b] = seen;
  expect(a.theme).not.toBe(b.theme);
  expect([...a.symbols].filter((symbol) => b.symbols.has(symbol) && !['wild', 'jack', 'queen', 'king', 'ace'].includes(symbol))).toEqual([]);
  expect(a.background).not.toBe(b.background);
});

test('a pick-a-side table shows its own name: the PvP room it was opened in, or the game', async ({ page, shot }) => {
  await signIn(page, demo);
  await page.goto('/pvp');
  const card = page
    .getByTestId('game-card')
    .filter({ has: page.getByTestId('game-rooms') })
    .first();
  const game = (await card.getByRole('heading').textContent())!.trim();
  await card.getByTestId('game-rooms').click();
  const room = page.getByTestId('pvp-room').nth(2);
  const roomName = (await room.locator('strong').textContent())!.trim();
  await room.getByRole('button').click();
  await expect(page).toHaveURL(/\/(game|seamless)$/);
  const frame = page.frameLocator('[data-testid="game-frame-iframe"]');
  await expect(frame.locator('.topbar h1')).toHaveText(`${game} · ${roomName}`, { timeout: 20_000 });
  await expect(frame.getByTestId('table-name')).toHaveText(roomName);
  await expect(frame.getByTestId('game-badge')).toHaveClass(/has-icon/);
  await shot('duel-table-room');
  // A reload keeps the room's name: it stays in the page's address.
  await frame.locator('body').evaluate(() => location.reload());
  await expect(frame.getByTestId('table-name')).toHaveText(roomName, { timeout: 20_000 });

  await page.goto('/live');
  const live = gameSeeds.find((entry) => entry.gameType === 'LIVE' && entry.code.endsWith('_LOBBY') && !entry.maintenance)!;
  await page.getByTestId('vendor-lane').locator(`[data-vassalage="${live.vendor}"]`).click();
  await expect(frame.getByTestId('table-name')).toHaveText(live.names.EN!, { timeout: 20_000 });
  await shot('duel-table-live');
});
