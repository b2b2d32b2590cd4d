/**
 * The `test` every browser spec imports: the shared gateway's address as
 * baseURL, plus `shot(name)`, which saves a full-page screenshot to
 * .tmp/shots/<name>.png for looking at the result.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

export const shotsDir = join(process.cwd(), '.tmp', 'shots');

export async function saveShot(page: Page, name: string, fullPage = false): Promise<string> {
  mkdirSync(shotsDir, { recursive: true });
  const path = join(shotsDir, `${name}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}

export const test = base.extend<{ shot: (name: string, fullPage?: boolean) => Promise<string>; popupAnnouncements: boolean; context: BrowserContext }>({
  /** Popup announcements open on a fresh session; tests not about them start with them closed. */
  popupAnnouncements: [false, { option: true }],
  context: async ({ context, popupAnnouncements }, use) => {
    if (!popupAnnouncements) {
      await context.addInitScript(() => {
        sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
        sessionStorage.setItem('USER_POPUP', 'closed');
      });
    }
    await use(context);
  },
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: the global setup starts the gateway.');
    await use(url);
  },
  shot: async ({ page }, use) => {
    await use((name, fullPage) => saveShot(page, name, fullPage));
  },
});

export { expect };
