/**
 * The game lobbies in Chromium against the seeded gateway: a visitor browses
 * the slot providers and hot games; the demo member pages, searches and
 * filters the full list, keeps a favourite across a reload, finds a launched
 * game under Recent; a visitor's heart opens the login popup and a trial
 * account's the in_need_true_account warning; every category page lists
 * real games; the home page shows its game sections. Screenshots go to
 * .tmp/shots/games-lobby-*.png.
 */
import type { Locator, Page } from '@playwright/test';
import { vendorSeeds } from '../../server/src/seed/games/vendors';
import { historyLotteries } from '../../server/src/seed/history/plan';
import { demo, trial } from './access-support';
import { signIn } from './support/sign-in';
import { startPortalGateway, type TestGateway } from './support/gateway';
import { winningSpins } from './support/winning-spins';
import { expect, test } from './support/record-coverage';

test.describe.configure({ timeout: 120_000 });

const slotVendors = vendorSeeds.filter((vendor) => vendor.category === 'RNG');
const hotSlotVendors = slotVendors.filter((vendor) => vendor.isHot === 1).map((vendor) => vendor.code);

const cards = (scope: Page | Locator) => scope.getByTestId('game-card');
const names = (scope: Page | Locator) => scope.locator('.game-card__name').allInnerTexts();
const nodeIds = (scope: Locator) => scope.getByTestId('game-card').evaluateAll((list) => list.map((card) => card.getAttribute('data-node-id')));
const playable = (scope: Page | Locator) => cards(scope).filter({ hasNot: scope.getByTestId('game-maintenance') });

/** Scrolls through the page so every lazy picture has loaded before a screenshot. */
async function showAllImages(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let top = 0; top < height; top += 500) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await page.waitForTimeout(60);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await everyImageLoaded(page);
}

/** Every image of the page has arrived. Not the network falling idle: a signed-in tab keeps its live channel open. */
async function everyImageLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

test('a visitor browses the slot providers, hot games first, and chooses a provider', async ({ page, shot }) => {
  await page.goto('/rng');
  const lane = page.getByTestId('vendor-lane');
  await expect(lane.getByTestId('vendor-card')).toHaveCount(slotVendors.length);
  const order = await lane.getByTestId('vendor-card').evaluateAll((list) => list.map((card) => card.getAttribute('data-vassalage')));
  expect(order.slice(0, hotSlotVendors.length).sort()).toEqual([...hotSlotVendors].sort());
  await expect(lane.locator('[data-vassalage="FC"]')).toContainText('Maintenance');
  await expect(page.getByTestId('login-call')).toBeVisible();
  await expect(page.getByTestId('lobby-toolbar')).toHaveCount(0);
  const hot = page.getByTestId('hot-grid');
  await expect(cards(hot).first()).toBeVisible();
  expect(await cards(hot).count()).toBeGreaterThan(10);
  for (const card of await cards(hot).all()) await expect(card.locator('.game-badge--hot')).toBeVisible();
  await showAllImages(page);
  await shot('games-lobby-rng-visitor', true);

  await lane.locator('[data-vassalage="PG"]').click();
  await expect(page).toHaveURL(/\/rng\?vassalage=PG$/);
  await expect(lane.locator('[data-vassalage="PG"]')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => [...new Set(await hot.locator('.game-card__vendor').allInnerTexts())]).toEqual(['PG Soft']);

  await page.getByTestId('login-call-login').click();
  await expect(page.getByTestId('login-view')).toBeVisible();
});

test('a member pages, searches and filters the slot list', async ({ page, shot }) => {
  await signIn(page, demo);
  await page.goto('/rng');
  const grid = page.getByTestId('game-grid');
  await expect(cards(grid)).toHaveCount(42);
  const total = Number((await page.getByTestId('lobby-count').innerText()).replace(/\D/g, ''));
  const pages = Math.ceil(total / 42);
  expect(pages).toBeGreaterThan(2);
  await expect(page.getByTestId('pager-total')).toHaveText(`Page 1 of ${pages}`);
  const firstPage = await nodeIds(grid);
  await showAllImages(page);
  await shot('games-lobby-rng-member', true);

  await page.getByTestId('pager').getByRole('button', { name: '2', exact: true }).click();
  await expect(page.getByTestId('pager-total')).toHaveText(`Page 2 of ${pages}`);
  await expect.poll(async () => (await nodeIds(grid)).some((id) => firstPage.includes(id))).toBe(false);
  expect(await cards(grid).count()).toBe(42);

  await page.getByTestId('lobby-search').fill('Wild');
  // While the list loads the grid shows placeholders: an empty list must not pass for a match.
  await expect.poll(async () => {
    const listed = await names(grid);
    return listed.length > 0 && listed.every((name) => name.includes('Wild'));
  }).toBe(true);
  const found = Number((await page.getByTestId('lobby-count').innerText()).replace(/\D/g, ''));
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(total);
  // The search starts again from its first page.
  expect(await cards(grid).count()).toBe(Math.min(found, 42));
  await page.getByTestId('lobby-search').fill('Zzqx no such game');
  await expect(page.getByText('No games match')).toBeVisible();
  await page.getByTestId('lobby-clear').click();
  await expect(page.getByTestId('lobby-search')).toHaveValue('');
  await expect(cards(grid)).toHaveCount(42);

  await page.getByTestId('filter-vendor').selectOption('PG');
  await expect(page).toHaveURL(/\/rng\?vassalage=PG$/);
  await expect.poll(async () => [...new Set(await grid.locator('.game-card__vendor').allInnerTexts())]).toEqual(['PG Soft']);
  const types = page.getByTestId('filter-type');
  await expect(types).toBeEnabled();
  const jackpots = types.locator('option', { hasText: 'Jackpots' });
  const jackpotCount = Number(((await jackpots.innerText()).match(/\((\d+)\)/) ?? [])[1]);
  await types.selectOption({ label: await jackpots.innerText() });
  await expect(cards(grid)).toHaveCount(jackpotCount);
  await expect(page.getByTestId('lobby-count')).toHaveText(jackpotCount === 1 ? '1 game' : `${jackpotCount} games`);
  await types.selectOption('');
  await page.getByTestId('filter-min-bet').selectOption('0.2');
  await expect.poll(async () => {
    const bets = (await grid.locator('.game-card__bet').allInnerTexts()).map((text) => Number(text.replace(/[^\d.]/g, '')));
    return bets.length > 0 && bets.every((bet) => bet <= 0.2);
  }).toBe(true);
  await shot('games-lobby-rng-filtered');
});

test('a member keeps a favourite across a reload, and finds a launched game under Recent', async ({ page, shot }) => {
  await signIn(page, demo);
  await page.goto('/rng?vassalage=JILI');
  const grid = page.getByTestId('game-grid');
  const [first, second] = [playable(grid).nth(0), playable(grid).nth(1)];
  const name = await first.locator('.game-card__name').innerText();
  // The gateway's answer to the first heart is held, so the second click surely lands while it is on its way.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/wps/relay/MCSFE_addFavoriteGameV2**', async (route) => {
    await held;
    await route.continue();
  });
  await first.getByTestId('favourite-heart').click();
  await expect(first.getByTestId('favourite-heart')).toHaveAttribute('aria-pressed', 'true');
  await second.getByTestId('favourite-heart').click();
  await expect(page.getByTestId('favourite-notice')).toHaveText('You are changing favourites too quickly. Please wait a second.');
  await expect(second.getByTestId('favourite-heart')).toHaveAttribute('aria-pressed', 'false');
  // The held request is let go and answered before the route is removed, so the route is never handled twice.
  const answered = page.waitForResponse('**/wps/relay/MCSFE_addFavoriteGameV2**');
  release();
  await answered;
  await page.unroute('**/wps/relay/MCSFE_addFavoriteGameV2**');

  await page.getByTestId('lobby-tab-favourites').click();
  const favourites = page.getByTestId('favourite-grid');
  await expect(favourites.locator('.game-card__name')).toContainText([name]);
  await shot('games-lobby-favourites');

  await page.reload();
  await page.getByTestId('lobby-tab-favourites').click();
  const kept = page.getByTestId('favourite-grid').getByTestId('game-card').filter({ hasText: name });
  await expect(kept.getByTestId('favourite-heart')).toHaveAttribute('aria-pressed', 'true');
  await kept.getByTestId('favourite-heart').click();
  await expect(kept).toHaveCount(0);

  await page.getByTestId('lobby-tab-all').click();
  await playable(grid).filter({ hasText: name }).getByRole('button', { name: `Play ${name}` }).click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.getByTestId('game-frame-name')).toHaveText(name);
  await page.goto('/rng');
  await page.getByTestId('lobby-tab-recent').click();
  await expect(page.getByTestId('recent-grid').locator('.game-card__name').first()).toHaveText(name);
  await shot('games-lobby-recent');
});

test('a visitor who clicks a heart gets the login popup', async ({ page }) => {
  await page.goto('/rng');
  await page.getByTestId('hot-grid').getByTestId('favourite-heart').first().click();
  await expect(page.getByTestId('login-view')).toBeVisible();
});

test('a trial account that clicks a heart gets the in_need_true_account warning', async ({ page, shot }) => {
  await signIn(page, trial);
  await page.goto('/rng');
  await page.getByTestId('game-grid').getByTestId('favourite-heart').first().click();
  await expect(page.getByTestId('trial-warning')).toBeVisible();
  await shot('games-lobby-trial-warning');
  await page.getByTestId('alert-confirm').click();
  await expect(page.getByTestId('trial-warning')).toBeHidden();
  await expect(page.getByTestId('game-grid').getByTestId('favourite-heart').first()).toHaveAttribute('aria-pressed', 'false');
});

const lanePages = [
  { path: '/live', vendors: vendorSeeds.filter((vendor) => vendor.category === 'LIVE' && !vendor.groupCode) },
  { path: '/sports', vendors: vendorSeeds.filter((vendor) => vendor.category === 'SPORTS' && !vendor.groupCode) },
  { path: '/esports', vendors: vendorSeeds.filter((vendor) => vendor.groupCode === 'ESPORTS') },
  { path: '/cockfight', vendors: vendorSeeds.filter((vendor) => vendor.groupCode === 'COCKFIGHT') },
];

for (const { path, vendors } of lanePages) {
  test(`${path} lists its providers, each opening its lobby`, async ({ page, shot }) => {
    await page.goto(path);
    const lane = page.getByTestId('vendor-lane');
    await expect(lane.getByTestId('vendor-card')).toHaveCount(vendors.length);
    for (const vendor of vendors) await expect(lane.locator(`[data-vassalage="${vendor.code}"]`)).toContainText(vendor.name);
    await expect(lane.getByText('Enter lobby').first()).toBeVisible();
    await showAllImages(page);
    await shot(`games-lobby${path.replace('/', '-')}`, true);
    // Opening a lobby is a launch: a visitor is asked to log in.
    await lane.getByTestId('vendor-card').first().click();
    await expect(page.getByTestId('login-view')).toBeVisible();
  });
}

for (const path of ['/fish', '/pvp', '/inhouse']) {
  test(`${path} shows its providers and real games`, async ({ page, shot }) => {
    await page.goto(path);
    await expect(page.getByTestId('vendor-lane').getByTestId('vendor-card').first()).toBeVisible();
    await expect(cards(page.getByTestId('hot-grid')).first()).toBeVisible();
    await signIn(page, demo);
    await page.goto(path);
    const grid = page.getByTestId('game-grid');
    await expect(cards(grid).first()).toBeVisible();
    const listed = await names(grid);
    expect(listed.length).toBeGreaterThan(path === '/inhouse' ? 8 : 10);
    if (path === '/inhouse') await expect.poll(async () => [...new Set(await grid.locator('.game-card__vendor').allInnerTexts())]).toEqual(['XSP Originals']);
    await showAllImages(page);
    await shot(`games-lobby${path.replace('/', '-')}`, true);
    if (path === '/pvp') {
      await cards(grid).first().getByTestId('game-rooms').click();
      const room = page.getByTestId('pvp-room').first();
      await expect(room).toBeVisible();
      // Joining a room launches its game with the room named in the launch request (spec §7: gameId or roomId).
      const launch = page.waitForRequest((request) => request.url().includes('/wps/game/launchGame'));
      await room.getByRole('button').click();
      expect(new URL((await launch).url()).searchParams.get('roomId')).toMatch(/^\d+$/);
      await expect(page).toHaveURL(/\/game$/);
    }
  });
}

test('/elott lists the lottery games with their draws, and keeps lottery favourites per username', async ({ page, shot }) => {
  await page.goto('/elott');
  await expect(page.getByTestId('vendor-lane').getByTestId('vendor-card')).toHaveCount(2);
  const lottery = page.getByTestId('lottery-grid');
  await expect(lottery.getByTestId('lottery-card').first()).toBeVisible();
  await expect(lottery.getByTestId('lottery-countdown').first()).toHaveText(/^\d{2}:\d{2}$|^\d+:\d{2}:\d{2}$|Drawing now/);
  await lottery.getByTestId('lottery-heart').first().click();
  await expect(page.getByTestId('login-view')).toBeVisible();

  await signIn(page, demo);
  await page.goto('/elott');
  const first = page.getByTestId('lottery-grid').getByTestId('lottery-card').first();
  const code = await first.getAttribute('data-game-code');
  await first.getByTestId('lottery-heart').click();
  const group = page.getByRole('region', { name: 'My favourites' });
  await expect(group.locator(`[data-game-code="${code}"]`)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lotteryFavourites:demo'))).toBe(JSON.stringify([code]));
  await page.reload();
  await expect(page.getByRole('region', { name: 'My favourites' }).locator(`[data-game-code="${code}"]`)).toBeVisible();
  await showAllImages(page);
  await shot('games-lobby-elott', true);
});

test('the home page of a fresh install shows hot games, popular lottery with its countdowns, and the winners of the seeded week', async ({ page, shot }) => {
  await page.goto('/');
  await expect(cards(page.getByTestId('home-hot'))).toHaveCount(12);
  const popular = page.getByTestId('home-lottery').getByTestId('lottery-card');
  await expect(popular.first()).toBeVisible();
  expect(await popular.count()).toBeLessThanOrEqual(20);
  // A lottery the seeded players bought tickets for today leads.
  await expect(popular.first()).toHaveAttribute('data-game-code', new RegExp(`^(${historyLotteries.join('|')})$`));
  const board = page.getByTestId('winner-board');
  await expect(board.getByTestId('winner-podium')).toHaveCount(3);
  await expect(board.getByText('No winners yet')).toHaveCount(0);
  await board.scrollIntoViewIfNeeded();
  await showAllImages(page);
  await shot('games-lobby-home', true);
});

test.describe('on a gateway of its own', () => {
  let gateway: TestGateway;
  test.beforeEach(async () => {
    // Every slot spin wins: the winners board needs one winning round, not as many spins as chance asks for.
    // Five weeks after the install: the seeded history has left the board, real play has it to itself.
    gateway = await startPortalGateway({}, { random: winningSpins(), clock: { now: () => Date.now() + 35 * 24 * 60 * 60 * 1000 } });
  });
  test.afterEach(async () => {
    await gateway?.close();
  });

  test('a member who wins shows on the winners board', async ({ page, shot }) => {
    // Signed in through the login call: the slide check's timer runs on the browser's clock, five weeks behind this gateway's.
    await signIn(page, demo, { origin: gateway.url });
    await page.goto(`${gateway.url}/rng?vassalage=PG`);
    await playable(page.getByTestId('game-grid')).first().getByRole('button').first().click();
    await expect(page).toHaveURL(/\/game$/);
    const spin = page.frameLocator('[data-testid="game-frame-iframe"]').locator('.spin-button');
    await expect(spin).toBeEnabled({ timeout: 20_000 });
    const board = page.getByTestId('winner-board');
    await spin.click();
    await expect(spin).toBeEnabled({ timeout: 20_000 });
    const winners = async () => {
      const answer = await page.request.get(`${gateway.url}/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=EN&limitNum=20`, { headers: { Merchant: gateway.deps.config.merchant } });
      return ((await answer.json()) as { value: { list: unknown[] } }).value.list.length;
    };
    await expect.poll(winners).toBeGreaterThan(0);
    await page.goto(`${gateway.url}/`);
    await expect(board.getByTestId('winner-podium').first()).toContainText('de***o');
    await board.scrollIntoViewIfNeeded();
    await everyImageLoaded(page);
    await shot('games-lobby-winners');
  });
});
