/**
 * The back office as an operator meets it: an admin made by the CLI signs in
 * and enrols a second factor (the test computes the codes from the secret
 * the enrolment screen shows), approves a deposit while the member's portal
 * tab is open (its balance follows within a second), pays a withdrawal and
 * finds both in the verified audit log. Every screen is checked with axe.
 */
import type { DepositRecord, WithdrawRecord } from '../../src/services/schemas/funds';
import { totpCode } from '../../server/src/domain/backoffice/totp';
import { send } from '../../server/test/access/support';
import { cli } from '../../server/test/funds/operator-cli';
import { newRequestId, withdraw, withdrawingMember } from '../../server/test/funds/support';
import { freshMember } from './support/fresh-member';
import { startPortalGateway, type TestGateway } from './support/gateway';
import { expect, saveShot, test } from './support/fixtures';
import { sessionToken, signIn } from './support/sign-in';
import { seriousFindings } from './support/axe';

const operatorKey = 'e2e-backoffice-key-0123456789';
let gateway: TestGateway;

test.beforeAll(async () => {
  gateway = await startPortalGateway({ operatorKey });
});
test.afterAll(async () => {
  await gateway?.close();
});

test('a new admin signs in with TOTP, approves a deposit the member sees at once, pays a withdrawal and finds both in the audit log', async ({ page }) => {
  const made = await cli(['create-admin', 'boss'], { GATEWAY_URL: gateway.url, OPERATOR_KEY: operatorKey });
  expect(made.code).toBe(0);
  const password = /One-time password, shown this once:\s+(\S+)/.exec(made.stdout)?.[1];
  expect(password).toBeTruthy();

  const { login } = await freshMember(gateway, 'bo', '100.00');
  await signIn(page, login, { origin: gateway.url });
  await expect(page.getByTestId('balance')).toContainText('100.00');
  const token = await sessionToken(gateway.url, login);
  const deposit = await send<DepositRecord>(gateway, 'deposit', { token, data: { requestId: newRequestId(), channelCode: 'GCASH', amount: '250.00' } });
  const depositReference = deposit.body.value.reference;
  const payee = await withdrawingMember(gateway, '800.00');
  const withdrawalReference = (await withdraw(gateway, payee, '300.00')).body.value as WithdrawRecord;

  const office = await page.context().newPage();
  await office.goto(new URL('/backoffice', gateway.url).toString());
  await expect(office).toHaveURL(/\/backoffice\/sign-in$/);
  await expect(office.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
  expect(await seriousFindings(office)).toEqual([]);
  await saveShot(office, 'backoffice-sign-in');
  await office.getByLabel('Username').fill('boss');
  await office.getByLabel('Password').fill(password!);
  await office.getByRole('button', { name: 'Continue' }).click();
  const secret = (await office.getByTestId('totp-secret').textContent())!.trim();
  expect(await seriousFindings(office)).toEqual([]);
  await saveShot(office, 'backoffice-enrol');
  await office.getByLabel('6-digit code').fill('000000' === totpCode(secret, Date.now()) ? '111111' : '000000');
  await office.getByRole('button', { name: 'Sign in' }).click();
  await expect(office.getByRole('alert')).toContainText('That code is wrong');
  await office.getByLabel('6-digit code').fill(totpCode(secret, Date.now()));
  await office.getByRole('button', { name: 'Sign in' }).click();

  await expect(office).toHaveURL(/\/backoffice\/deposits$/);
  await office.getByRole('button', { name: `Open ${depositReference}` }).click();
  await expect(office.getByTestId('member-balance')).toHaveText('100.00');
  await office.getByRole('button', { name: 'Claim to work' }).click();
  await expect(office.getByRole('button', { name: 'Approve deposit' })).toBeVisible();
  expect(await seriousFindings(office)).toEqual([]);
  await saveShot(office, 'backoffice-deposits');
  await office.getByRole('button', { name: 'Approve deposit' }).click();
  await expect(office.getByRole('status')).toContainText(`${depositReference} is now Approved`);
  // The member's open tab follows within a second, through the live channel.
  await expect(page.getByTestId('balance')).toContainText('350.00', { timeout: 1_000 });

  await office.getByRole('link', { name: 'Withdrawals', exact: true }).click();
  await office.getByRole('button', { name: `Open ${withdrawalReference.reference}` }).click();
  await office.getByRole('button', { name: 'Claim to work' }).click();
  await office.getByRole('button', { name: 'Reject' }).click();
  await expect(office.getByText('Please give a reason.')).toBeVisible();
  expect(await seriousFindings(office)).toEqual([]);
  await saveShot(office, 'backoffice-withdrawals');
  await office.getByRole('button', { name: 'Mark paid' }).click();
  await expect(office.getByRole('status')).toContainText(`${withdrawalReference.reference} is now Paid`);

  await office.getByRole('link', { name: 'Audit log' }).click();
  await expect(office.getByTestId('audit-chain')).toContainText('Chain verified');
  const table = office.getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: 'deposit.approve' })).toContainText(`deposit:${depositReference}`);
  await expect(table.getByRole('row').filter({ hasText: 'withdrawal.pay' })).toContainText(`withdrawal:${withdrawalReference.reference}`);
  await office.getByLabel('Action').fill('withdrawal.pay');
  await office.getByRole('button', { name: 'Search' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  expect(await seriousFindings(office)).toEqual([]);
  await saveShot(office, 'backoffice-audit', true);

  // In Tagalog too.
  await office.getByRole('button', { name: 'TY' }).click();
  await expect(office.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await expect(office.getByTestId('audit-chain')).toContainText('Beripikado ang chain');
  await saveShot(office, 'backoffice-audit-ty');
  await office.close();
});
