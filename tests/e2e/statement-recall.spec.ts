/**
 * Statement and last-game recall in Chromium against the real gateway. A
 * member with a deposit opens Safer play and sees the last three months'
 * figures, downloads the CSV file (its lines checked), asks for a period in
 * the wrong order (told so); the balance shows on the money pages; two slot
 * rounds later the game page's "Last games" shows both with their reels, and
 * the betting record opens the same recall. Screenshots in /tmp.
 */
import { readFile } from 'node:fs/promises';
import { moveMoney } from '../../server/src/domain/ledger';
import { createMember } from '../../server/src/domain/members';
import { vendorSeeds } from '../../server/src/seed/games/vendors';
import { startPortalGateway, type TestGateway } from './support/gateway';
import { expect, test } from './support/record-coverage';
import { signIn } from './support/sign-in';
import { seriousFindings } from './support/axe';

test.describe.configure({ timeout: 240_000 });

const slotVendor = vendorSeeds.find((vendor) => vendor.category === 'RNG' && !vendor.maintenance && !vendor.isGame && vendor.code !== 'XSP')!;
let gateway: TestGateway;

test.beforeAll(async () => {
  gateway = await startPortalGateway();
});
test.afterAll(async () => gateway?.close());

test('the statement shows a period, downloads as CSV, and the game page recalls the last rounds with their reels', async ({ page }) => {
  const account = `stmt${process.pid % 10_000}`;
  const member = await createMember(gateway.db, { account, password: 'Statement1', openingBalance: '0', now: Date.now() - 60_000 });
  await moveMoney(gateway.db, { memberId: member.id, cents: 25_000n, kind: 'deposit', idempotencyKey: `e2e-deposit:${member.id}`, now: Date.now() - 30_000 });
  await signIn(page, { username: account, password: 'Statement1' }, { origin: gateway.url });

  // The statement: the last three months without asking.
  await page.getByTestId('side-menu-saferPlay').click();
  const panel = page.getByTestId('statement-panel');
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.getByTestId('statement-deposits')).toContainText('250.00');
  await expect(panel.getByTestId('statement-lifetimeNetDeposits')).toContainText('250.00');
  await expect(panel.getByTestId('statement-closingBalance')).toContainText('250.00');
  await expect(panel.getByTestId('statement-bonusStakes')).toContainText('0.00');
  expect(await seriousFindings(page, '[data-testid="statement-panel"]')).toEqual([]);
  await page.screenshot({ path: '/tmp/statement-panel.png' });

  // The CSV file of the period shown.
  const downloading = page.waitForEvent('download');
  await panel.getByTestId('statement-download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(lines[0]).toBe('Item,Value');
  expect(lines).toContain('Deposits,250.00');
  expect(lines).toContain('Balance at the end,250.00');
  expect(lines).toContain('Date,Type,Reference,Amount');
  expect(lines.at(-1)).toMatch(/^\d{4}-\d{2}-\d{2}T[^,]+,Deposit,,250\.00$/);

  // Dates in the wrong order are refused before asking.
  await panel.getByTestId('statement-from').fill('2030-01-02');
  await panel.getByTestId('statement-to').fill('2030-01-01');
  await panel.getByTestId('statement-show').click();
  await expect(panel.getByTestId('statement-period-error')).toHaveText('The start date must be on or before the end date.');

  // RTS 1A: the balance on the money pages.
  for (const menu of ['depositv2', 'withdraw', 'transferFund']) {
    const item = page.getByTestId(`mc-menu-${menu}`);
    if ((await item.count()) === 0) continue;
    await item.click();
    await expect(page.getByTestId(`mc-page-${menu}`)).toBeVisible();
    await expect(page.getByTestId('mc-balance')).toContainText('250.00');
  }

  // Two slot rounds, then the game page's recall.
  await page.goto(`${gateway.url}/rng?vassalage=${slotVendor.code}`);
  await page.getByTestId('game-card').filter({ hasNot: page.getByTestId('game-maintenance') }).first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.getByTestId('balance-value')).toBeVisible();
  const frame = page.frameLocator('[data-testid="game-frame-iframe"]');
  const spin = frame.locator('.spin-button');
  for (let round = 0; round < 2; round++) {
    await expect(spin).toBeEnabled({ timeout: 30_000 });
    const answered = page.waitForResponse((response) => response.url().includes('/slot/spin') && response.request().method() === 'POST');
    await spin.click();
    expect((await answered).status()).toBe(200);
  }
  await page.getByTestId('last-games').click();
  const recall = page.getByTestId('game-recall');
  await expect(recall.getByTestId('recall-round')).toHaveCount(2);
  await expect(recall.getByTestId('recall-slot')).toHaveCount(2);
  await expect(recall.locator('.recall-reels').first().locator('td')).toHaveCount(15);
  expect(await seriousFindings(page, '[data-testid="game-recall"]')).toEqual([]);
  await page.screenshot({ path: '/tmp/game-recall.png' });
  await page.keyboard.press('Escape');

  // The betting record opens the same recall.
  await page.goto(`${gateway.url}/?mc=personalHistoryCopy`);
  await page.getByTestId('last-games').click();
  await expect(page.getByTestId('game-recall').getByTestId('recall-round')).toHaveCount(2);
});
