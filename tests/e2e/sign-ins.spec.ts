/**
 * Sign-ins in Chromium, on a gateway of the spec's own (signing out
 * everywhere else must not end sessions other specs hold): the account menu
 * names the sign-in before this one, the security centre lists the member's
 * own sign-ins with address and browser (never another member's), and "sign
 * out everywhere else" ends the other sessions, whose tokens then get 401.
 * Screenshots: .tmp/shots/sign-ins-menu.png, sign-ins-list.png, sign-ins-confirm.png, sign-ins-signed-out.png.
 */
import { send, signInFrom } from '../../server/test/access/support';
import { expect, test } from './support/record-coverage';
import { loginAt } from './access-support';
import { startPortalGateway } from './support/gateway';

test.describe.configure({ timeout: 120_000 });

const vip = { username: 'vip', password: 'Vip12345' };
const chromeOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const safariOnIphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const firefoxOnLinux = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';


test('the last sign-in in the account menu, the list of sign-ins, and signing out everywhere else', async ({ page, shot }) => {
  const gateway = await startPortalGateway();
  try {
    const laptop = await signInFrom(gateway, 'vip', vip.password, '203.0.113.5', chromeOnWindows);
    const phone = await signInFrom(gateway, 'vip', vip.password, '198.51.100.7', safariOnIphone);
    const someoneElse = await signInFrom(gateway, 'demo', 'Demo1234', '192.0.2.77', firefoxOnLinux);

    await loginAt(page, gateway.url, vip);
    await page.getByTestId('avatar').click();
    const last = page.getByTestId('last-sign-in');
    await expect(last).toContainText('Last sign-in');
    await expect(last).toContainText('198.51.100.7 · Safari on iOS');
    await shot('sign-ins-menu');

    await page.getByRole('menuitem', { name: 'My account' }).click();
    const table = page.getByTestId('sign-ins-table');
    await expect(page.getByTestId('sign-ins-table-row')).toHaveCount(3);
    const rows = page.getByTestId('sign-ins-table-row');
    await expect(rows.nth(0)).toContainText('This session');
    await expect(rows.nth(1)).toContainText('198.51.100.7');
    await expect(rows.nth(1)).toContainText('Safari on iOS');
    await expect(rows.nth(1)).toContainText('Signed in');
    await expect(rows.nth(2)).toContainText('203.0.113.5');
    await expect(rows.nth(2)).toContainText('Chrome on Windows');
    await expect(table).not.toContainText('192.0.2.77');
    await page.getByTestId('sign-ins').scrollIntoViewIfNeeded();
    await shot('sign-ins-list');

    await page.getByTestId('sign-out-others').click();
    await expect(page.getByTestId('sign-out-others-confirm')).toBeVisible();
    await shot('sign-ins-confirm');
    await page.getByTestId('sign-out-others-confirm').getByTestId('alert-confirm').click();
    await expect(page.getByTestId('sign-out-others-done')).toBeVisible();
    await expect(rows.nth(1)).toContainText('Signed out');
    await expect(rows.nth(2)).toContainText('Signed out');
    await expect(rows.nth(0)).toContainText('This session');
    await expect(page.getByTestId('sign-out-others')).toBeDisabled();
    await shot('sign-ins-signed-out');

    for (const ended of [laptop, phone]) expect((await send(gateway, 'memberInfo', { token: ended })).status).toBe(401);
    expect((await send(gateway, 'memberInfo', { token: someoneElse })).status).toBe(200);
    // This tab's session goes on.
    await page.reload();
    await expect(page.getByTestId('balance')).toBeVisible();
    await expect(page.getByTestId('sign-ins-table-row')).toHaveCount(3);
  } finally {
    await gateway.close();
  }
});
