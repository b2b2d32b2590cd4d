/** An operator made with the key API signs in to the back office in `page`, enrolling the second factor from the secret the screen shows. */
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { totpCode } from '../../../server/src/domain/backoffice/totp';
import { operatorCall } from '../../../server/test/funds/support';
import type { TestGateway } from './gateway';

export async function newOperatorIn(page: Page, gateway: TestGateway, key: string, username: string, role: string): Promise<void> {
  const password = `pw-${username}-long-enough`;
  const made = await operatorCall(gateway, 'POST', '/operators', { key, body: { username, role, password } });
  expect(made.body.success).toBe(true);
  await page.goto(new URL('/backoffice/sign-in', gateway.url).toString());
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('6-digit code').fill(totpCode(secret, Date.now()));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}
