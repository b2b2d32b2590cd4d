/**
 * Real-time salary in Chromium: of the last half hour's 5-minute slots, a
 * contract whose team played in one lists that one alone (the others are
 * settled without a row), as its date and times with its contract, never
 * the period key; the payment in My income reads the same way.
 * Screenshots go to .tmp/shots/salary-periods-*.png.
 */
import { contracts } from '../../server/src/db/schema';
import { runDueSettlements } from '../../server/src/domain/contracts/settlement/run';
import { validTerms } from '../../server/src/domain/contracts/terms';
import { createMember } from '../../server/src/domain/members';
import { insertRound } from '../../server/test/rewards/support';
import { formatSettlementPeriod } from '../../src/components/member-centre/records/settlement-labels';
import { saveShot } from './support/fixtures';
import { startPortalGateway, type TestGateway } from './support/gateway';
import { signIn } from './support/sign-in';
import { expect, test } from './support/record-coverage';

test.describe.configure({ timeout: 120_000 });

const slot = 5 * 60_000;
let gateway: TestGateway;

test.beforeAll(async () => {
  gateway = await startPortalGateway();
});
test.afterAll(async () => gateway?.close());

test('real-time salary lists only the slot the team played in, as dates and times', async ({ page }) => {
  const now = Date.now();
  const t0 = Math.floor(now / slot) * slot - 6 * slot;
  const tag = `${process.pid % 10_000}${now % 100_000}`;
  const agent = await createMember(gateway.db, { account: `rt${tag}`, password: 'Agent123', type: 1, affiliateCode: `RT${tag}`, openingBalance: '100.00', now });
  const downline = await createMember(gateway.db, { account: `rd${tag}`, password: 'Player123', uplineId: agent.id, openingBalance: '100.00', now });
  const [contract] = await gateway.db
    .insert(contracts)
    .values({
      kind: 'realTimeSalary',
      uplineId: agent.id,
      downlineId: downline.id,
      status: 'active',
      terms: validTerms('realTimeSalary', { profitRate: '0.5', lossRate: '1.25', singleBetAmount: '2' }),
      createdAt: t0,
      acceptedAt: t0,
      nextSettleAt: t0 + slot,
    })
    .returning({ id: contracts.id });
  // Lost 40.00 in the third slot: 1.25 % of it is 0.50; the five other slots had no play.
  await insertRound(gateway, { memberId: downline.id, category: 'RNG', stake: '40.00', at: t0 + 2 * slot + 60_000 });
  await runDueSettlements(gateway.deps);

  await signIn(page, { username: `rt${tag}`, password: 'Agent123' }, { origin: gateway.url });
  await page.goto(`${gateway.url}/?ac=realTimeSalary`);
  const rows = page.getByTestId('settlement-rows-row');
  await expect(rows).toHaveCount(1);
  const period = formatSettlementPeriod(t0 + 2 * slot, t0 + 3 * slot, 'EN');
  await expect(rows.first()).toContainText(period);
  await expect(rows.first()).toContainText(`Contract ${contract.id}`);
  await expect(rows.first()).not.toContainText('R:');
  await expect(page.getByTestId('settlements-summary')).toContainText('1');
  await saveShot(page, 'salary-periods-realTimeSalary');

  await page.goto(`${gateway.url}/?ac=myIncome`);
  const income = page.getByTestId('income-rows-row');
  await expect(income).toHaveCount(1);
  await expect(income.first()).toContainText(`Contract ${contract.id} · ${period}`);
  await expect(income.first()).not.toContainText('R:');
  await saveShot(page, 'salary-periods-myIncome');
});
