/** The full /register page links to login (spec §2: links to the help page and to login). */
import { shot } from './access-support';
import { expect, test } from './support/record-coverage';

test('the /register page links to the help page and to /login', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByTestId('register-page')).toBeVisible();
  await expect(page.getByTestId('register-help')).toBeVisible();
  const link = page.getByTestId('register-login-link');
  await expect(link).toHaveAttribute('href', '/login');
  await link.scrollIntoViewIfNeeded();
  await shot(page, 'register-page-login-link');
  await link.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-view')).toBeVisible();
});
