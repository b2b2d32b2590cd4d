/**
 * Screens whose side menu is closed or absent (game, lottery, app download)
 * still show the header's lobby link, which leads to the lobby; a menu toggle
 * appears only where there is a side menu for it to open. One test per route.
 */
import { expect, test } from './support/fixtures';

/** The lottery screens ask a visitor to log in with a popup: one who declines closes it and wants to leave. */
const routes: [path: string, loginPopup: boolean][] = [
  ['/lottery', true],
  ['/vnLottery', true],
  ['/seaLottery', true],
  ['/game', false],
  ['/seamless', false],
  ['/down', false],
];

for (const [path, loginPopup] of routes) {
  test(`${path} leads back to the lobby`, async ({ page, shot }) => {
    await page.goto(path);
    if (loginPopup) {
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    await expect(page.getByTestId('logo')).toBeVisible();
    const toggle = page.getByTestId('side-menu-toggle');
    if ((await toggle.count()) > 0) await expect(page.getByTestId('side-menu')).toHaveCount(1);
    const lobby = page.getByTestId('header-lobby');
    await expect(lobby).toBeVisible();
    await shot(`way-back${path.replace(/\//g, '-')}`);
    await lobby.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('home')).toBeVisible();
    await expect(page.getByTestId('header-lobby')).toHaveCount(0);
  });
}
