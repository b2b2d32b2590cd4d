/**
 * Texts of the member centre that must read whole: the card's shortcut
 * buttons (Deposit, Withdrawal; the agent centre's New account, Transfer)
 * fit their labels in every language, and a salary payment in the
 * transaction history reads as its contract and period, never the ledger's
 * key. Screenshots go to .tmp/shots/member-centre-labels-*.png.
 */
import type { Locator, Page } from '@playwright/test';
import { runDueSettlements } from '../../server/src/domain/contracts/settlement/run';
import { insertRound } from '../../server/test/rewards/support';
import { formatSettlementPeriod } from '../../src/components/member-centre/records/settlement-labels';
import { demo } from './access-support';
import { saveShot } from './support/fixtures';
import { startPortalGateway, type TestGateway } from './support/gateway';
import { agentOnRealTimeSalary, salarySlotMs } from './support/real-time-salary';
import { signIn } from './support/sign-in';
import { expect, test } from './support/record-coverage';

test.describe.configure({ timeout: 120_000 });

/** Each button of the row with its text's width and the room it has. */
const widths = (row: Locator) =>
  row.locator('button').evaluateAll((buttons) => buttons.map((button) => ({ text: button.textContent, scrollWidth: button.scrollWidth, clientWidth: button.clientWidth })));

async function expectLabelsFit(page: Page, prefix: 'mc' | 'ac'): Promise<void> {
  const row = page.getByTestId(`${prefix}-member-card`).locator('.mc-card__actions');
  await expect(row.locator('button')).toHaveCount(2);
  for (const button of await widths(row)) expect(button.scrollWidth, `${button.text}`).toBeLessThanOrEqual(button.clientWidth);
}

for (const language of ['EN', 'TY'] as const) {
  test(`the centre card's shortcut labels fit their buttons in ${language}`, async ({ page }) => {
    await page.addInitScript((code) => localStorage.setItem('hisLang', code), language);
    await signIn(page, demo, { path: '/?mc=depositv2' });
    await expect(page.getByTestId('member-centre')).toBeVisible();
    await expectLabelsFit(page, 'mc');
    await saveShot(page, `member-centre-labels-shortcuts-${language}`);

    await signIn(page, { username: 'agent1', password: 'Agent123' }, { path: '/?ac=agentTeamOverview' });
    await expect(page.getByTestId('ac-member-card')).toBeVisible();
    await expectLabelsFit(page, 'ac');
    await saveShot(page, `member-centre-labels-agent-shortcuts-${language}`);
  });
}

test.describe('a salary payment in the transaction history', () => {
  let gateway: TestGateway;
  test.beforeAll(async () => {
    gateway = await startPortalGateway();
  });
  test.afterAll(async () => gateway?.close());

  test('reads as its contract and period, never the ledger key', async ({ page }) => {
    const { t0, login, downline, contractId } = await agentOnRealTimeSalary(gateway, 't', 3);
    await insertRound(gateway, { memberId: downline.id, category: 'RNG', stake: '40.00', at: t0 + 60_000 });
    await runDueSettlements(gateway.deps);

    await signIn(page, login, { origin: gateway.url, path: '/?mc=transactionHistory' });
    const salary = page.getByTestId('ledger-rows-row').filter({ has: page.getByTestId('ledger-kind').getByText('Salary', { exact: true }) });
    await expect(salary).toHaveCount(1);
    const period = formatSettlementPeriod(t0, t0 + salarySlotMs, 'EN');
    await expect(salary).toContainText(`Contract ${contractId} · ${period}`);
    await expect(salary).not.toContainText('R:');
    await saveShot(page, 'member-centre-labels-transaction-history');
  });
});
