/**
 * The winners list and the sports hot matches: /winners ranks settled wins
 * on a podium and a table, per category tab, real wins beside the seeded
 * history's; the sports pages show the
 * featured matches above their vendors, in Tagalog too; a visitor who picks
 * a match is asked to log in. Screenshots go to .tmp/shots/winners-*.png and
 * hot-matches-*.png.
 */
import { bets, hotMatches } from '../../server/src/db/schema';
import { createMember } from '../../server/src/domain/members';
import { gameSeeds } from '../../server/src/seed/games/catalogue';
import type { Page } from '@playwright/test';
import { saveShot } from './support/fixtures';
import { startPortalGateway, type TestGateway } from './support/gateway';
import { expect, test } from './support/record-coverage';
import { networkSettled } from './support/navigate';

let gateway: TestGateway;

const topLevel = (gameType: string) => gameSeeds.filter((game) => game.gameType === gameType && game.parentNodeId === null);
const slots = topLevel('RNG').slice(0, 5);
const [liveTable] = topLevel('LIVE');

/** Settled winning rounds, written as the provider writes them. */
async function win(memberId: number, game: (typeof gameSeeds)[number], stake: string, payout: string, at: number): Promise<void> {
  await gateway.db.insert(bets).values({
    roundId: `winners-spec-${process.pid}-${game.code}-${at}`,
    memberId,
    nodeId: game.nodeId,
    vendor: game.vendor,
    category: game.gameType,
    stake,
    payout,
    status: 'settled',
    createdAt: at,
    settledAt: at,
  });
}

test.beforeAll(async () => {
  gateway = await startPortalGateway();
  const now = Date.now();
  const players = await Promise.all(
    ['luckystar', 'maria88', 'jackpotjoe'].map((account) => createMember(gateway.db, { account, password: 'Winners123', openingBalance: '0.00', now })),
  );
  // Wins bigger than any of the seeded history's, which stays on the board beside them.
  for (const [index, game] of slots.entries()) await win(players[index % 3].id, game, '100.00', `${(5 - index) * 12500}.00`, now - index * 60_000);
  await win(players[1].id, liveTable, '2000.00', '34000.00', now - 10_000);
  await win(players[2].id, liveTable, '500.00', '9800.00', now - 20_000);
  // A match an operator featured that kicked off half an hour ago: live whatever the hour the spec runs.
  await gateway.db.insert(hotMatches).values({
    category: 'SPORTS',
    vendor: 'SABA',
    leagues: { EN: 'Philippines Football League', TY: 'Liga ng Football ng Pilipinas' },
    home: { EN: 'Kaya FC-Iloilo' },
    away: { EN: 'Manila Digger' },
    startsAt: now - 30 * 60_000,
    odds: { home: '2.40', draw: '3.10', away: '2.75' },
  });
});

/** Waits for the transitions of what just opened (a modal fading in) before a screenshot; endless ones (the LIVE pulse) are left running. */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
test.afterAll(async () => gateway?.close());

test('the winners list shows the podium and the ranked table, and each tab its own category', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${gateway.url}/`);
  await page.locator('a[href="/winners"]').click();
  await expect(page).toHaveURL(/\/winners$/);
  const podium = page.getByTestId('winner-podium');
  await expect(podium).toHaveCount(3);
  await expect(podium.first()).toContainText('62,500.00');
  await expect(podium.first()).toContainText('lu***r');
  // The board keeps twenty: three on the podium, the rest in the table, the seeded week's winners among them.
  await expect(page.getByTestId('winner-row')).toHaveCount(17);
  await expect(page.getByTestId('winners-tab-ALL')).toHaveAttribute('aria-selected', 'true');
  await networkSettled(page);
  await saveShot(page, 'winners-all', true);

  await page.getByTestId('winners-tab-LIVE').click();
  await expect(page).toHaveURL(/\/winners\?category=LIVE$/);
  await expect(podium).toHaveCount(3);
  await expect(podium.first()).toContainText('34,000.00');
  await expect(podium.first()).toContainText('ma***8');
  await expect(podium.nth(1)).toContainText('9,800.00');
  await saveShot(page, 'winners-live', true);

  // Nobody has won at esports yet.
  await page.getByTestId('winners-tab-ESPORTS').click();
  await expect(page.getByText('No winners yet')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/category=LIVE/);
  await expect(podium.first()).toContainText('34,000.00');
});

test('the winners list and the sports hot matches speak Tagalog', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('hisLang', 'TY'));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${gateway.url}/winners`);
  await expect(page.getByRole('heading', { name: 'Mga Nanalo' })).toBeVisible();
  await expect(page.getByTestId('winners-tab-ALL')).toHaveText('Lahat');
  await expect(page.getByTestId('winner-podium')).toHaveCount(3);
  await networkSettled(page);
  await saveShot(page, 'winners-all-ty');

  await page.goto(`${gateway.url}/sports`);
  const board = page.getByTestId('lobby-hot-matches');
  await expect(board.getByRole('heading', { name: 'Mga Maiinit na Laban' })).toBeVisible();
  await expect(board.getByTestId('hot-match')).toHaveCount(7);
  await expect(board).toContainText('Premier League ng Inglatera');
  // A name without a Tagalog text reads English.
  await expect(board.getByTestId('hot-match').filter({ hasText: 'Kaya FC-Iloilo' })).toHaveCount(1);
  await networkSettled(page);
  await saveShot(page, 'hot-matches-sports-ty');

  await page.goto(`${gateway.url}/cockfight`);
  await expect(page.getByTestId('hot-match')).toHaveCount(2);
  await expect(page.getByTestId('hot-match-odds-draw').first()).toContainText('Tabla');
  await networkSettled(page);
  await saveShot(page, 'hot-matches-cockfight-ty');
});

test('the sports pages show their hot matches above the vendors; a visitor who picks one is asked to log in', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${gateway.url}/sports`);
  const board = page.getByTestId('lobby-hot-matches');
  const matches = board.getByTestId('hot-match');
  await expect(matches).toHaveCount(7);
  await expect(matches.filter({ hasText: 'Arsenal' })).toContainText('Chelsea');
  // Matches under way come first, with their LIVE badge instead of a kickoff time (which ones depends on the hour: the schedule repeats daily).
  const live = await matches.evaluateAll((cards) => cards.map((card) => card.classList.contains('is-live')));
  expect(live).toEqual([...live].sort((a, b) => Number(b) - Number(a)));
  for (const [index, underWay] of live.entries()) await expect(matches.nth(index).getByTestId('hot-match-live')).toHaveCount(underWay ? 1 : 0);
  if (live[0]) await expect(matches.first().getByTestId('hot-match-live')).toHaveText('LIVE');
  expect(await matches.evaluateAll((cards) => cards.every((card) => card.getAttribute('data-category') === 'SPORTS'))).toBe(true);
  // The board stands above the vendor lane.
  const boardTop = (await board.boundingBox())?.y ?? Infinity;
  expect(boardTop).toBeLessThan((await page.getByTestId('lobby-lane').boundingBox())?.y ?? 0);
  await networkSettled(page);
  await saveShot(page, 'hot-matches-sports');

  await matches.filter({ hasText: 'Arsenal' }).getByTestId('hot-match-odds-draw').click();
  await expect(page.getByTestId('login-view')).toBeVisible();
  await expect(page).toHaveURL(/\/sports$/);
  await settled(page);
  await saveShot(page, 'hot-matches-visitor-login');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('login-view')).toBeHidden();

  await page.goto(`${gateway.url}/esports`);
  const esports = page.getByTestId('hot-match');
  await expect(esports).toHaveCount(4);
  await expect(page.getByTestId('lobby-hot-matches')).toContainText('Dota 2');
  await esports.first().getByRole('button').first().click();
  await expect(page.getByTestId('login-view')).toBeVisible();
});
