/**
 * A link carrying another member's token (`/?mc=depositv2&token=…`) in a tab
 * signed in as vip: the token leaves the address at once (and the history
 * with it), vip stays signed in, and only the person's "switch" makes the
 * tab demo's. Screenshot: .tmp/shots/session-handover.png.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/record-coverage';
import { demo } from './access-support';
import { sessionToken, signIn } from './support/sign-in';

const vip = { username: 'vip', password: 'Vip12345' };

const storedToken = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));
const base = () => process.env.E2E_BASE_URL as string;

async function openPlantedLink(page: Page): Promise<{ vipToken: string; demoToken: string }> {
  await signIn(page, vip);
  const vipToken = (await storedToken(page)) as string;
  const demoToken = await sessionToken(base(), demo);
  await page.goto(`/?mc=depositv2&token=${encodeURIComponent(demoToken)}`);
  await expect(page.getByTestId('session-handover')).toBeVisible();
  return { vipToken, demoToken };
}

test.describe('a link that signs in as another account', () => {
  test('keeps the signed-in member, takes the token out of the address and the history, and asks', async ({ page, shot }) => {
    const { vipToken, demoToken } = await openPlantedLink(page);
    expect(page.url()).not.toContain(demoToken);
    expect(new URL(page.url()).searchParams.get('mc')).toBe('depositv2');
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    expect(await storedToken(page)).toBe(vipToken);
    await expect(page.getByTestId('avatar')).toContainText('vip');
    await expect(page.getByTestId('session-handover')).toContainText('vip');
    await shot('session-handover');

    // Nothing but the two answers closes it.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('session-handover')).toBeVisible();

    await page.getByRole('button', { name: 'Stay as vip' }).click();
    await expect(page.getByTestId('session-handover')).toBeHidden();
    await expect(page.getByTestId('member-centre')).toBeVisible();
    expect(await storedToken(page)).toBe(vipToken);

    // The entry the link opened was replaced: Back and Forward never bring the token back.
    await page.goBack();
    expect(page.url()).not.toContain(demoToken);
    await page.goForward();
    expect(page.url()).not.toContain(demoToken);
    expect(await page.evaluate(() => location.href)).not.toContain('token=');
    await expect(page.getByTestId('balance')).toBeVisible();
    await expect(page.getByTestId('session-handover')).toHaveCount(0);
    await expect(page.getByTestId('avatar')).toContainText('vip');
    expect(await storedToken(page)).toBe(vipToken);
  });

  test("switching is the one way to become the link's member", async ({ page }) => {
    const { demoToken } = await openPlantedLink(page);
    await page.getByTestId('alert-cancel').click();
    await expect(page.getByTestId('session-handover')).toBeHidden();
    await expect(page.getByTestId('avatar')).toContainText('demo');
    expect(await storedToken(page)).toBe(demoToken);
    expect(page.url()).not.toContain(demoToken);
  });

  test('a visitor with no session is signed in by the link, and the address forgets the token', async ({ page }) => {
    const demoToken = await sessionToken(base(), demo);
    await page.goto(`/?mc=depositv2&token=${encodeURIComponent(demoToken)}`);
    await expect(page.getByTestId('balance')).toBeVisible();
    await expect(page.getByTestId('avatar')).toContainText('demo');
    await expect(page.getByTestId('session-handover')).toHaveCount(0);
    expect(page.url()).not.toContain(demoToken);
    expect(new URL(page.url()).searchParams.get('mc')).toBe('depositv2');
  });
});
