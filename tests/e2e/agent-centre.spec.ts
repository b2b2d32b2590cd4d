/**
 * The agent centre in Chromium against the real gateway: agent1 opens it
 * from the avatar menu and every page shows the team's real figures (no
 * failure state); a downline created in the register center appears in
 * downline management; a transfer to two downlines at once lowers the
 * agent's balance by their sum and raises each downline's by its amount;
 * the deep link, Escape, Back and the close button; a member who asks for
 * the centre reads "Non-agents cannot log in". Screenshots of every page go
 * to .tmp/shots/agent-centre-*.png.
 */
import type { Page } from '@playwright/test';
import { runDueSettlements } from '../../server/src/domain/contracts/settlement/run';
import { createMember } from '../../server/src/domain/members';
import { acceptHumanChecks, trial } from './access-support';
import { signIn } from './support/sign-in';
import { saveShot } from './support/fixtures';
import { startPortalGateway, type TestGateway } from './support/gateway';
import { expect, test } from './support/record-coverage';

test.describe.configure({ timeout: 180_000 });

const agent1 = { username: 'agent1', password: 'Agent123' };
let gateway: TestGateway;
let serial = 0;

test.beforeAll(async () => {
  gateway = await startPortalGateway();
});
test.afterAll(async () => gateway?.close());

const fresh = (prefix: string) => `${prefix}${process.pid % 10_000}x${++serial}`;
const cents = (text: string | null): number => Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);

/** A new agent with its own team, so tests that move money never share balances. */
async function newAgent(openingBalance: string) {
  const now = Date.now();
  const account = fresh('ag');
  const agent = await createMember(gateway.db, { account, password: 'Agent123', type: 1, affiliateCode: fresh('AF').toUpperCase(), openingBalance, now });
  const downlines = [];
  for (let index = 0; index < 2; index++) downlines.push(await createMember(gateway.db, { account: fresh('dl'), password: 'Player123', uplineId: agent.id, openingBalance: '100.00', now }));
  return { login: { username: account, password: 'Agent123' }, downlines };
}

async function openAgentCentre(page: Page): Promise<void> {
  await page.getByTestId('avatar').click();
  await page.getByRole('menuitem', { name: 'Agent', exact: true }).click();
  await expect(page.getByTestId('agent-centre')).toBeVisible();
}

async function openPage(page: Page, name: string): Promise<void> {
  await page.getByTestId(`ac-menu-${name}`).click();
  await expect(page.getByTestId(`ac-page-${name}`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]ac=${name}`));
}

/** Loaded, and not failed: no skeleton left in the pane and no failure state anywhere in it. */
async function expectLoaded(page: Page, name: string): Promise<void> {
  const pane = page.getByTestId(`ac-page-${name}`);
  await expect(pane.getByTestId('mc-skeleton')).toHaveCount(0);
  await expect(pane.locator('[data-testid$="-failed"], [data-testid="mc-failed"]')).toHaveCount(0);
}

/**
 * A screenshot once the animations that end (a dialog rising in) have ended or been cancelled (an element
 * re-rendered); spinners and shimmers run forever.
 */
async function settledShot(page: Page, name: string): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await saveShot(page, name);
}

async function balanceCents(page: Page): Promise<number> {
  await page.getByTestId('ac-balance-refresh').click();
  await expect(page.getByTestId('ac-balance-refresh')).toBeEnabled();
  return cents(await page.getByTestId('ac-balance').textContent());
}

test('agent1 opens the centre and every page shows the team’s real figures', async ({ page }) => {
  await signIn(page, agent1, { origin: gateway.url });
  await openAgentCentre(page);
  await expect(page).toHaveURL(/[?&]ac=agentTeamOverview/);
  await expect(page.getByTestId('ac-title')).toHaveText('Team overview');

  // Team overview: agent1's seeded team (player11, player12, agent3 and player31) with a week of play.
  await expectLoaded(page, 'agentTeamOverview');
  await expect.poll(async () => Number(await page.getByTestId('overview-members').locator('.ac-count').textContent())).toBeGreaterThanOrEqual(4);
  await expect(page.getByTestId('overview-directMembers').locator('.ac-count')).not.toHaveText('0');
  await expect.poll(async () => cents(await page.getByTestId('overview-stake').textContent())).toBeGreaterThan(0);
  await saveShot(page, 'agent-centre-agentTeamOverview');

  // The four records pages show: agents have every settlement option on.
  for (const name of ['dividendRecord', 'dailyWages', 'hourlySalary', 'realTimeSalary']) await expect(page.getByTestId(`ac-menu-${name}`)).toBeVisible();

  await openPage(page, 'announcement');
  await expectLoaded(page, 'announcement');
  await expect(page.getByTestId('agent-notice').first()).toBeVisible();
  await expect(page.getByTestId('agent-notice-body')).toHaveCount(1);
  await saveShot(page, 'agent-centre-announcement');

  await openPage(page, 'registerCenter');
  await expectLoaded(page, 'registerCenter');
  await expect(page.getByTestId('affiliate-code')).toHaveText('AGT1001');
  await expect(page.getByTestId('affiliate-link')).toHaveText(`${gateway.url}/register?affiliateCode=AGT1001`);
  await expect(page.getByTestId('affiliate-qr').locator('svg')).toBeVisible();
  await expect(page.getByTestId('downline-rules')).toContainText('Must start with a letter');
  await saveShot(page, 'agent-centre-registerCenter');

  await openPage(page, 'downlineManagement');
  await expectLoaded(page, 'downlineManagement');
  for (const account of ['player11', 'player12', 'agent3']) await expect(page.getByTestId('downline-row-account').filter({ hasText: new RegExp(`^${account}$`) })).toBeVisible();
  await page.getByTestId('scope-all').click();
  await expect(page.getByTestId('downline-row-account').filter({ hasText: /^player31$/ })).toBeVisible();
  await saveShot(page, 'agent-centre-downlineManagement');

  // The contract screens sit in the list: a direct downline's contracts (agent1's seeded offer to player11), and the offer form.
  await page.getByTestId('downline-contracts-player11').click();
  await expect(page.getByTestId('contract-list').locator('[data-testid^="contract-"]').first()).toBeVisible();
  await settledShot(page, 'agent-centre-downline-contracts');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('contract-list')).toHaveCount(0);
  await page.getByTestId('downline-offer-player12').click();
  await expect(page.getByTestId('offer-form')).toBeVisible();
  await settledShot(page, 'agent-centre-offer-contract');
  // Escape belongs to the dialog: the centre stays open.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('offer-form')).toHaveCount(0);
  await expect(page.getByTestId('ac-page-downlineManagement')).toBeVisible();

  const reports: [string, string][] = [
    ['teamBetting', 'team-bets-row'],
    ['userLoss', 'user-loss-rows-row'],
    ['accountDetails', 'account-detail-rows-row'],
    ['creditReport', 'credit-days-row'],
  ];
  for (const [name, row] of reports) {
    await openPage(page, name);
    await expectLoaded(page, name);
    await expect(page.getByTestId(row).first()).toBeVisible();
    await saveShot(page, `agent-centre-${name}`);
  }
  await expect.poll(async () => cents(await page.getByTestId('credit-closing').textContent())).toBeGreaterThan(0);

  for (const name of ['myIncome', 'dividendRecord', 'dailyWages', 'hourlySalary', 'realTimeSalary']) {
    await openPage(page, name);
    await expectLoaded(page, name);
    await saveShot(page, `agent-centre-${name}`);
  }

  // Escape closes the centre and leaves the page underneath as it was.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('agent-centre')).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]ac=/);
});

test('the side menu’s refer and earn opens the register center; Back and the close button close the centre; a deep link opens its page', async ({ page }) => {
  await signIn(page, agent1, { origin: gateway.url });
  await page.getByTestId('side-menu-referral').click();
  await expect(page.getByTestId('ac-page-registerCenter')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('agent-centre')).toBeHidden();

  await page.goto(`${gateway.url}/promotions?ac=userLoss`);
  await expect(page.getByTestId('ac-page-userLoss')).toBeVisible();
  await page.getByTestId('ac-close').click();
  await expect(page.getByTestId('agent-centre')).toBeHidden();
  await expect(page).toHaveURL(/\/promotions$/);

  // A name the centre does not know shows its default page.
  await page.goto(`${gateway.url}/?ac=nope`);
  await expect(page.getByTestId('ac-page-agentTeamOverview')).toBeVisible();
  await expect(page).toHaveURL(/[?&]ac=agentTeamOverview/);
});

test('a downline created in the register center appears in downline management', async ({ page }) => {
  const { login } = await newAgent('500.00');
  await signIn(page, login, { origin: gateway.url });
  await openAgentCentre(page);
  await openPage(page, 'registerCenter');

  // Bad input is refused below each field before anything is sent.
  await page.getByTestId('downline-account').fill('1bad');
  await page.getByTestId('downline-password').fill('short');
  await page.getByTestId('downline-confirm').fill('other');
  await page.getByTestId('register-downline-submit').click();
  await expect(page.getByTestId('downline-account-error')).toContainText('Must start with a letter');
  await expect(page.getByTestId('downline-password-error')).not.toBeEmpty();
  await expect(page.getByTestId('downline-confirm-error')).toHaveText('The passwords do not match.');
  await saveShot(page, 'agent-centre-registerCenter-errors');

  const account = fresh('nd');
  await page.getByTestId('downline-type-agent').click();
  await page.getByTestId('downline-account').fill(account);
  await page.getByTestId('downline-password').fill('Downline123');
  await page.getByTestId('downline-confirm').fill('Downline123');
  await page.getByTestId('downline-nickname').fill('New friend');
  await page.getByTestId('register-downline-submit').click();
  await expect(page.getByTestId('register-downline-done')).toContainText(account);
  await expect(page.getByTestId('register-downline-done')).toContainText('affiliate code');
  await expect(page.getByTestId('affiliate-direct')).toHaveText('3 direct downlines');
  await saveShot(page, 'agent-centre-registerCenter-created');

  // The same account again: the gateway's refusal shows below the account field.
  await page.getByTestId('downline-account').fill(account);
  await page.getByTestId('downline-password').fill('Downline123');
  await page.getByTestId('downline-confirm').fill('Downline123');
  await page.getByTestId('register-downline-submit').click();
  await expect(page.getByTestId('downline-account-error')).toHaveText('This username is already taken.');

  await openPage(page, 'downlineManagement');
  await page.getByTestId('downline-search-input').fill(account);
  await page.getByTestId('downline-search-submit').click();
  await expect(page.getByTestId('downlines-row')).toHaveCount(1);
  await expect(page.getByTestId('downline-row-account')).toHaveText(account);
  await expect(page.getByTestId('downlines-row')).toContainText('Agent');
});

test('a transfer to two downlines at once lowers the balance by their sum', async ({ page }) => {
  const { login, downlines } = await newAgent('500.00');
  const [first, second] = downlines;
  await signIn(page, login, { origin: gateway.url });
  await openAgentCentre(page);
  await openPage(page, 'downlineManagement');
  expect(await balanceCents(page)).toBe(50_000);

  await page.getByTestId(`downline-pick-${first.account}`).check();
  await page.getByTestId(`downline-pick-${second.account}`).check();
  await expect(page.getByTestId(`transfer-leg-${first.account}`)).toBeVisible();

  // More than the main balance in total: refused below the sum, nothing sent.
  await page.getByTestId(`transfer-amount-${first.account}`).fill('300');
  await page.getByTestId(`transfer-amount-${second.account}`).fill('300');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByTestId('transfer-total-error')).toHaveText('Your balance is not enough for this.');
  await page.getByTestId(`transfer-amount-${second.account}`).fill('abc');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByTestId(`transfer-amount-${second.account}-error`)).toHaveText('This value is not valid.');

  await page.getByTestId(`transfer-amount-${first.account}`).fill('120.50');
  await page.getByTestId(`transfer-amount-${second.account}`).fill('79.25');
  await page.getByTestId('transfer-note').fill('Weekend bonus');
  await expect.poll(async () => cents(await page.getByTestId('transfer-total-value').textContent())).toBe(19_975);
  await saveShot(page, 'agent-centre-transfer-form');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByTestId('transfer-done')).toContainText('sent to 2 downlines');
  await saveShot(page, 'agent-centre-transfer-done');

  expect(await balanceCents(page)).toBe(50_000 - 19_975);
  await expect.poll(async () => cents(await page.getByTestId(`downline-balance-${first.account}`).textContent())).toBe(10_000 + 12_050);
  await expect.poll(async () => cents(await page.getByTestId(`downline-balance-${second.account}`).textContent())).toBe(10_000 + 7_925);

  // Both legs are in the team's ledger.
  await openPage(page, 'accountDetails');
  const transferIn = (account: string) => page.getByTestId('account-detail-rows-row').filter({ hasText: account }).filter({ hasText: 'Transfer in' });
  await expect(transferIn(first.account)).toContainText('+120.50');
  await expect(transferIn(second.account)).toContainText('+79.25');
});

test('daily wages list the settled days of agent3’s contract, paid to agent3 and seen by agent1 as the team’s', async ({ page }) => {
  // The settlement job of a running gateway, run here until it has caught up with the seeded contract's days.
  while ((await runDueSettlements(gateway.deps)).settled > 0);
  await signIn(page, { username: 'agent3', password: 'Agent123' }, { origin: gateway.url });
  await page.goto(`${gateway.url}/?ac=dailyWages`);
  await expectLoaded(page, 'dailyWages');
  await expect(page.getByTestId('settlement-rows-row').first()).toContainText('player31');
  await saveShot(page, 'agent-centre-dailyWages-agent3');

  await page.keyboard.press('Escape');
  await page.getByTestId('avatar').click();
  await page.getByTestId('sign-out').click();
  await page.getByTestId('alert-confirm').click();
  await expect(page.getByTestId('login')).toBeVisible();
  await signIn(page, agent1, { origin: gateway.url });
  await page.goto(`${gateway.url}/?ac=dailyWages`);
  await expect(page.getByTestId('settlement-rows-empty')).toBeVisible();
  await page.getByTestId('settlement-role-team').click();
  await expect(page.getByTestId('settlement-rows-row').first()).toContainText('Paid to agent3');
  await saveShot(page, 'agent-centre-dailyWages-team');
});

test('a member who asks for the agent centre reads "Non-agents cannot log in"', async ({ page }) => {
  await signIn(page, { username: 'demo', password: 'Demo1234' }, { origin: gateway.url });
  await page.goto(`${gateway.url}/?ac=agentTeamOverview`);
  await expect(page.getByTestId('notice')).toContainText('Non-agents cannot log in.');
  await expect(page.getByTestId('agent-centre')).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]ac=/);
  await settledShot(page, 'agent-centre-member-denied');
});

test('a guest who follows an agent-centre link gets the login popup, a trial account the true-account warning', async ({ page }) => {
  await acceptHumanChecks(page);
  await page.goto(`${gateway.url}/?ac=registerCenter`);
  await expect(page.getByTestId('login-view')).toBeVisible();
  await expect(page.getByTestId('agent-centre')).toHaveCount(0);
  await expect(page).not.toHaveURL(/[?&]ac=/);
  await page.keyboard.press('Escape');

  await signIn(page, trial, { origin: gateway.url });
  await page.goto(`${gateway.url}/?ac=registerCenter`);
  await expect(page.getByTestId('trial-warning')).toBeVisible();
  await expect(page.getByTestId('agent-centre')).toHaveCount(0);
});

test('a member applies to become an agent from the referral page', async ({ page }) => {
  const account = fresh('ap');
  await createMember(gateway.db, { account, password: 'Member123', openingBalance: '10.00', now: Date.now() });
  await signIn(page, { username: account, password: 'Member123' }, { origin: gateway.url });
  await page.goto(`${gateway.url}/?mc=referral`);
  await expect(page.getByTestId('affiliate-form')).toBeVisible();
  await page.getByTestId('affiliate-intro').fill('short');
  await page.getByTestId('affiliate-submit').click();
  await expect(page.getByTestId('affiliate-intro-error')).toHaveText('Write between 10 and 500 characters.');
  await expect(page.getByTestId('affiliate-contact-error')).toHaveText('This field is required.');
  await page.getByTestId('affiliate-intro').fill('I run a gaming community of 2,000 players on Telegram.');
  await page.getByTestId('affiliate-contact').fill('@community_lead');
  await page.getByTestId('affiliate-submit').click();
  await expect(page.getByTestId('affiliate-pending')).toBeVisible();
  await page.getByTestId('affiliate-application').scrollIntoViewIfNeeded();
  await saveShot(page, 'agent-centre-affiliate-pending');
});
