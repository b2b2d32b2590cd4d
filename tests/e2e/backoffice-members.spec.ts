/**
 * A member's whole picture in the back office: an admin finds the member by
 * username, credits them with a reason (the member's open portal tab follows),
 * asks for an adjustment above the limit that a second operator approves from
 * the adjustments queue, writes a note, locks the account (the portal session
 * ends) and finds the adjustment with its reason in the audit log. Every
 * screen is checked with axe, in English and in Tagalog.
 */
import { freshMember } from './support/fresh-member';
import { startPortalGateway, type TestGateway } from './support/gateway';
import { newOperatorIn } from './support/operator-sign-in';
import { expect, saveShot, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import { seriousFindings } from './support/axe';

const operatorKey = 'e2e-backoffice-members-key-0123456789';
let gateway: TestGateway;

test.beforeAll(async () => {
  gateway = await startPortalGateway({ operatorKey });
});
test.afterAll(async () => {
  await gateway?.close();
});

test('an admin finds a member, adjusts the balance with a reason, a second operator approves the large one, and the lock ends the member session', async ({ page, browser }) => {
  // Two operators enrol and sign in, and the member's tab follows three changes: longer than one screen's test.
  test.setTimeout(120_000);
  const { login } = await freshMember(gateway, 'pic', '100.00');
  await signIn(page, login, { origin: gateway.url });
  await expect(page.getByTestId('balance')).toContainText('100.00');

  const office = await page.context().newPage();
  await newOperatorIn(office, gateway, operatorKey, 'chief', 'admin');
  await office.getByRole('link', { name: 'Members' }).click();
  await office.getByLabel('Username, mobile, e-mail or reference').fill(login.username.slice(0, 5));
  await office.getByRole('button', { name: 'Search' }).click();
  await office.getByRole('button', { name: login.username }).click();
  await expect(office.getByRole('heading', { name: login.username })).toBeVisible();
  await expect(office.getByTestId('member-wallets')).toContainText('100.00');
  await expect(office.getByTestId('lock-state')).toHaveText('Active');
  expect(await seriousFindings(office)).toEqual([]);

  // Within the admin's limit: applied at once, on the ledger with the balance after it, and the member's tab follows.
  await office.getByLabel('Amount').fill('25.50');
  await office.getByRole('button', { name: 'Adjust', exact: true }).click();
  await expect(office.getByRole('alert')).toContainText('Please give a reason.');
  await office.getByRole('textbox', { name: 'Reason' }).first().fill('Goodwill after an outage');
  await office.getByRole('button', { name: 'Adjust', exact: true }).click();
  await expect(office.getByTestId('adjust-outcome')).toContainText('Applied: 25.50');
  await expect(page.getByTestId('balance')).toContainText('125.50', { timeout: 2_000 });
  await expect(office.getByTestId('ledger-table').getByRole('row').nth(1)).toContainText('Adjustment');
  await expect(office.getByTestId('ledger-table').getByRole('row').nth(1)).toContainText('125.50');

  // Above it: it waits for a second operator.
  await office.getByRole('button', { name: 'Another adjustment' }).click();
  await office.getByLabel('Amount').fill('20000');
  await office.getByRole('textbox', { name: 'Reason' }).first().fill('Jackpot paid by hand');
  await office.getByRole('button', { name: 'Adjust', exact: true }).click();
  await expect(office.getByTestId('adjust-outcome')).toContainText('20000.00 waits for a second operator');

  await office.getByRole('tab', { name: 'Notes' }).click();
  await office.getByLabel('New note').fill('Called about the outage; credited.');
  await office.getByRole('button', { name: 'Add note' }).click();
  await expect(office.getByText('Called about the outage; credited.')).toBeVisible();
  expect(await seriousFindings(office)).toEqual([]);
  await saveShot(office, 'backoffice-member', true);

  const second = await browser.newContext();
  const finance = await second.newPage();
  await newOperatorIn(finance, gateway, operatorKey, 'teller', 'finance');
  await finance.getByRole('link', { name: 'Adjustments' }).click();
  const row = finance.getByRole('row').filter({ hasText: 'Jackpot paid by hand' });
  await expect(row).toContainText('20000.00');
  expect(await seriousFindings(finance)).toEqual([]);
  await saveShot(finance, 'backoffice-adjustments');
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('balance')).toContainText(/20,?125\.50/, { timeout: 2_000 });
  await second.close();

  // The lock ends the member's session: the portal tab is signed out.
  await office.getByRole('textbox', { name: 'Reason' }).last().fill('Account shared with a friend');
  await office.getByRole('button', { name: 'Lock account' }).click();
  await expect(office.getByTestId('lock-state')).toHaveText('Locked by chief: Account shared with a friend');
  await expect(office.getByRole('button', { name: 'Unlock account' })).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveCount(0, { timeout: 5_000 });

  await office.getByRole('link', { name: 'Audit log' }).click();
  const audit = office.getByRole('table');
  await expect(audit.getByRole('row').filter({ hasText: 'Goodwill after an outage' })).toContainText(`member:${login.username}`);
  await expect(audit.getByRole('row').filter({ hasText: 'member.adjust.approve' })).toContainText('teller');
  await expect(audit.getByRole('row').filter({ hasText: 'member.lock' })).toContainText('Account shared with a friend');

  await office.getByRole('button', { name: 'TY' }).click();
  await office.getByRole('link', { name: 'Mga miyembro' }).click();
  await office.getByRole('textbox').first().fill(login.username);
  await office.getByRole('button', { name: 'Hanapin' }).click();
  await office.getByRole('button', { name: login.username }).click();
  await expect(office.getByTestId('lock-state')).toContainText('Ni-lock ni chief');
  expect(await seriousFindings(office)).toEqual([]);
  await saveShot(office, 'backoffice-member-ty', true);
});
