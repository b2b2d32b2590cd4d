/**
 * Registration opens on the username tab (spec: tabs register, then
 * registerMobile), in the modal and on the full page; the mobile tab is one
 * click away. Screenshots go to .tmp/shots/register-default-tab-*.png.
 */
import { openHome } from './access-support';
import { expect, test } from './support/record-coverage';

test('the register modal and page open on the username tab, the mobile tab second', async ({ page, shot }) => {
  await openHome(page);
  await page.getByTestId('register').click();
  const tabs = page.getByTestId('register-tabs').getByRole('tab');
  await expect(tabs).toHaveText(['Username', 'Mobile number']);
  await expect(page.getByTestId('tab-username')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('register-username')).toBeVisible();
  await shot('register-default-tab-modal');
  await page.getByTestId('tab-mobile').click();
  await expect(page.getByTestId('register-mobileNum')).toBeVisible();

  await page.goto('/register');
  await expect(page.getByTestId('tab-username')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('register-username')).toBeVisible();
});
