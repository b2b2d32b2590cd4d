/**
 * Real-time salary in Chromium: of the last half hour's 5-minute slots, a
 * contract whose team played in one lists that one alone (the others are
 * settled without a row), as its date and times with its contract, never
 * the period key; the payment in My income reads the same way.
 * Screenshots go to .tmp/shots/salary-periods-*.png.
 */
import { runDueSettlements } from '../../server/src/domain/contracts/settlement/run';
import { insertRound } from '../../server/test/rewards/support';
import { formatSettlementPeriod } from '../../src/components/member-centre/records/settlement-labels';
import { saveShot } from './support/fixtures';
import { startPortalGateway, type TestGateway } from './support/gateway';
import { agentOnRealTimeSalary, salarySlotMs } from './support/real-time-salary';
import { signIn } from './support/sign-in';
import { expect, test } from './support/record-coverage';

test.describe.configure({ timeout: 120_000 });

const slot = salarySlotMs;
let gateway: TestGateway;

test.beforeAll(async () => {
  gateway = await startPortalGateway();
});
test.afterAll(async () => gateway?.close());

test('real-time salary lists only the slot the team played in, as dates and times', async ({ page }) => {
  const { t0, login, downline, contractId } = await agentOnRealTimeSalary(gateway, 'r', 6);
  // Lost 40.00 in the third slot: 1.25 % of it is 0.50; the five other slots had no play.
  await insertRound(gateway, { memberId: downline.id, category: 'RNG', stake: '40.00', at: t0 + 2 * slot + 60_000 });
  await runDueSettlements(gateway.deps);

  await signIn(page, login, { origin: gateway.url });
  await page.goto(`${gateway.url}/?ac=realTimeSalary`);
  const rows = page.getByTestId('settlement-rows-row');
  await expect(rows).toHaveCount(1);
  const period = formatSettlementPeriod(t0 + 2 * slot, t0 + 3 * slot, 'EN');
  await expect(rows.first()).toContainText(period);
  await expect(rows.first()).toContainText(`Contract ${contractId}`);
  await expect(rows.first()).not.toContainText('R:');
  await expect(page.getByTestId('settlements-summary')).toContainText('1');
  await saveShot(page, 'salary-periods-realTimeSalary');

  await page.goto(`${gateway.url}/?ac=myIncome`);
  const income = page.getByTestId('income-rows-row');
  await expect(income).toHaveCount(1);
  await expect(income.first()).toContainText(`Contract ${contractId} · ${period}`);
  await expect(income.first()).not.toContainText('R:');
  await saveShot(page, 'salary-periods-myIncome');
});
