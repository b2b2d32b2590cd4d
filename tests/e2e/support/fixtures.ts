/**
 * The `test` every browser spec imports: the shared gateway's address as
 * baseURL, plus `shot(name)`, which saves a screenshot to
 * .tmp/shots/<name>.png for looking at the result (`npm run shots`).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { keepHttpCache } from './keep-http-cache';

export const shotsDir = join(process.cwd(), '.tmp', 'shots');

/**
 * Saves what the tab shows when screenshots are asked for (E2E_SHOTS=1, as `npm run shots` does). A screenshot
 * costs a quarter of a second (a full page nearly one), and the suite takes over a hundred that only a person
 * looking at the screens reads, so a plain test run takes none.
 */
export async function saveShot(page: Page, name: string, fullPage = false): Promise<void> {
  if (process.env.E2E_SHOTS !== '1') return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage, animations: 'disabled' });
}

export const test = base.extend<{ shot: (name: string, fullPage?: boolean) => Promise<void>; popupAnnouncements: boolean; context: BrowserContext; contentSecurity: void; policyReportsExpected: RegExp | null }>({
  /** A test that feeds the page hostile markup on purpose names the reports it expects. */
  policyReportsExpected: [null, { option: true }],
  /**
   * Every page of every test runs under the gateway's Content-Security-Policy: anything it blocks
   * (an inline script, a frame or image from an origin it does not allow) fails the test that met it.
   */
  contentSecurity: [
    async ({ context, policyReportsExpected }, use) => {
      const blocked: string[] = [];
      await context.exposeBinding('reportBlockedByPolicy', (_source, line: string) => {
        blocked.push(line);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { reportBlockedByPolicy?: (line: string) => void }).reportBlockedByPolicy;
          report?.(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}`);
        });
      });
      await use();
      const unexpected = blocked.filter((line) => !policyReportsExpected?.test(line));
      expect(unexpected, 'blocked by the Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
  /** Popup announcements open on a fresh session; tests not about them start with them closed. */
  popupAnnouncements: [false, { option: true }],
  context: async ({ context, popupAnnouncements }, use) => {
    // The reused context's reset keeps the cache of the build's immutable assets (keep-http-cache.ts).
    keepHttpCache(context);
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
