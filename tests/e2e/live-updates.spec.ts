/**
 * Live updates in Chromium: what changes on the gateway shows in the open
 * portal with no click. An operator approves a deposit while the member
 * looks at the deposit page (the header, the centre's card and "Recent
 * deposits" follow within a second); a round played in a second tab moves
 * the first tab's header; a settlement pays an agent whose agent centre is
 * open; and a gateway that refuses the live channel still gets there by
 * polling. Each wait starts after the change is made and never clicks.
 * Screenshots go to .tmp/shots/live-updates-*.png.
 */
import type { Page } from '@playwright/test';
import { vendorSeeds } from '../../server/src/seed/games/vendors';
import { runDueSettlements } from '../../server/src/domain/contracts/settlement/run';
import { insertRound } from '../../server/test/rewards/support';
import { livePollMs } from '../../src/machines/live-channel/live-channel-rules';
import { calls } from '../../src/services/calls';
import { saveShot } from './support/fixtures';
import { freshMember } from './support/fresh-member';
import { startPortalGateway, type TestGateway } from './support/gateway';
import { agentOnRealTimeSalary } from './support/real-time-salary';
import { signIn } from './support/sign-in';
import { spinAndSettle } from './support/slot-spin';
import { expect, test } from './support/record-coverage';

test.describe.configure({ timeout: 120_000 });

const operatorKey = 'e2e-operator-key-live-0123456789';
/** The promise of the issue: on screen within a second of the change. */
const live = { timeout: 1_000 };
const slotVendor = vendorSeeds.find((vendor) => vendor.category === 'RNG' && !vendor.maintenance && !vendor.isGame && vendor.code !== 'XSP')!;

let gateway: TestGateway;

test.beforeAll(async () => {
  gateway = await startPortalGateway({ operatorKey });
});
test.afterAll(async () => gateway?.close());

const newMember = (openingBalance: string) => freshMember(gateway, 'lv', openingBalance, 'Live12345');

async function operator(path: string): Promise<void> {
  const answer = await fetch(`${gateway.url}/operator${path}`, { method: 'POST', headers: { Authorization: `Bearer ${operatorKey}` } });
  expect(answer.status).toBe(200);
}

const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/**
 * Counts, from now on, every spinning refresh icon, busy mark and skeleton that appears anywhere: a live
 * re-read must show none (the old figures stay until the new ones are in).
 */
async function watchBusyMarks(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    const busy = (node: Element) => node.matches('.is-spinning, [aria-busy="true"], .mc-skeleton, [data-testid="mc-skeleton"]');
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const nodes = record.type === 'attributes' ? [record.target] : [...record.addedNodes];
        for (const node of nodes) if (node instanceof Element && (busy(node) || node.querySelector('.is-spinning, [aria-busy="true"], .mc-skeleton'))) seen.push(node.outerHTML.slice(0, 120));
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class', 'aria-busy'] });
    (window as unknown as { busyMarks: () => string[] }).busyMarks = () => (observer.disconnect(), seen);
  });
  return () => page.evaluate(() => (window as unknown as { busyMarks: () => string[] }).busyMarks());
}

/** Asks for a deposit on the open deposit page and returns its reference. */
async function requestDeposit(page: Page, amount: string): Promise<string> {
  await page.getByTestId('deposit-channel-BANK').click();
  await page.getByTestId('deposit-amount').fill(amount);
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-receipt')).toBeVisible();
  const reference = ((await page.getByTestId('detail-reference').textContent()) ?? '').match(/D\d+/)?.[0];
  expect(reference).toBeTruthy();
  return reference!;
}

test('an operator approval shows in the header, the centre card and Recent deposits within a second, with no click', async ({ page }) => {
  const { login } = await newMember('2000.00');
  await signIn(page, login, { origin: gateway.url, path: '/?mc=depositv2' });
  await expect(page.getByTestId('mc-balance')).toContainText('2,000.00');
  const reference = await requestDeposit(page, '1000');
  const recent = page.getByTestId('deposit-records-row').filter({ hasText: reference });
  await expect(recent).toContainText('Pending approval');
  await saveShot(page, 'live-updates-deposit-pending');

  const busyMarks = await watchBusyMarks(page);
  await operator(`/deposits/${reference}/approve`);
  await expect(recent).toContainText('Approved', live);
  await expect(page.getByTestId('deposit-receipt')).toContainText('Approved', live);
  await expect(page.getByTestId('mc-balance')).toContainText('3,000.00', live);
  await expect(page.getByTestId('balance-value')).toContainText('3,000.00', live);
  await expect(page.getByTestId('deposit-pending')).toHaveCount(0, live);
  // A live re-read is quiet: no spinning refresh icon, no skeleton in place of the list, at any moment.
  expect(await busyMarks()).toEqual([]);
  await saveShot(page, 'live-updates-deposit-approved');
  // The watch does see a refresh the person asks for.
  const asked = await watchBusyMarks(page);
  await page.getByTestId('mc-balance-refresh').click();
  await expect(page.getByTestId('mc-balance-refresh')).toBeEnabled();
  expect((await asked()).length).toBeGreaterThan(0);
});

test('a round played in another tab moves this tab’s header balance', async ({ page }) => {
  const { login } = await newMember('500.00');
  await signIn(page, login, { origin: gateway.url });
  const balance = page.getByTestId('balance-value');
  await expect(balance).toContainText('500.00');

  const other = await page.context().newPage();
  try {
    await signIn(other, login, { origin: gateway.url, path: `/rng?vassalage=${slotVendor.code}` });
    await other.getByTestId('game-card').filter({ hasNot: other.getByTestId('game-maintenance') }).first().getByRole('button').first().click();
    await expect(other).toHaveURL(/\/game$/);
    const spin = other.frameLocator('[data-testid="game-frame-iframe"]').locator('.spin-button');
    await expect(spin).toBeEnabled({ timeout: 20_000 });
    // A round can win back its stake exactly: spin until the balance has moved.
    let after = 500;
    for (let round = 0; round < 6 && after === 500; round++) {
      await spinAndSettle(other, spin);
      const answer = await other.request.get(`${gateway.url}${calls.balance.path}`, {
        headers: { Merchant: 'XSP', Authorization: (await other.evaluate(() => sessionStorage.getItem('token'))) ?? '' },
      });
      after = (await answer.json()).value.sumBalance;
    }
    expect(after).not.toBe(500);
    await expect.poll(async () => amountOf(await balance.textContent()), live).toBe(after);
    await saveShot(page, 'live-updates-other-tab');
  } finally {
    await other.close();
  }
});

test('a settlement shows in an agent’s centre card and header within a second', async ({ page }) => {
  const { t0, login, downline } = await agentOnRealTimeSalary(gateway, 'l', 2);
  // The team lost 40.00 in the first slot: 1.25 % of it, 0.50, is the agent's.
  await insertRound(gateway, { memberId: downline.id, category: 'RNG', stake: '40.00', at: t0 + 60_000 });

  await signIn(page, login, { origin: gateway.url, path: '/?ac=agentTeamOverview' });
  await expect(page.getByTestId('ac-balance')).toContainText('100.00');
  await runDueSettlements(gateway.deps);
  await expect(page.getByTestId('ac-balance')).toContainText('100.50', live);
  await expect(page.getByTestId('balance-value')).toContainText('100.50', live);
  await saveShot(page, 'live-updates-settlement');
});

test('an operator’s decision on an affiliate application shows on the referral page within a second', async ({ page }) => {
  const { login } = await newMember('0.00');
  await signIn(page, login, { origin: gateway.url, path: '/?mc=referral' });
  await page.locator('#affiliate-intro').fill('I run a football fan page with 4,000 followers.');
  await page.locator('#affiliate-contact').fill('telegram @fanpage');
  await page.getByTestId('affiliate-submit').click();
  await expect(page.getByTestId('affiliate-pending')).toBeVisible();

  const listed = await fetch(`${gateway.url}/operator/affiliate-applications?status=pending`, { headers: { Authorization: `Bearer ${operatorKey}` } });
  const mine = ((await listed.json()).value as { id: number; account: string }[]).find((row) => row.account === login.username);
  expect(mine).toBeTruthy();
  await operator(`/affiliate-applications/${mine!.id}/reject`);
  await expect(page.getByTestId('affiliate-rejected')).toBeVisible(live);
});

test('a gateway that refuses the live channel is polled: the approval shows within the polling interval', async ({ page }) => {
  await page.route(`**${calls.liveUpdates.path}`, (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'not found', errorCode: 'not.found', value: null }) }),
  );
  const { login } = await newMember('2000.00');
  await signIn(page, login, { origin: gateway.url, path: '/?mc=depositv2' });
  const reference = await requestDeposit(page, '500');
  const recent = page.getByTestId('deposit-records-row').filter({ hasText: reference });
  await expect(recent).toContainText('Pending approval');

  await operator(`/deposits/${reference}/approve`);
  await expect(page.getByTestId('balance-value')).toContainText('2,500.00', { timeout: livePollMs + 2_000 });
  await expect(recent).toContainText('Approved', { timeout: livePollMs + 2_000 });
});
