/**
 * Everything the portal keeps in the browser for its origin, as one text:
 * cookies, sessionStorage and localStorage. Specs assert that a secret typed
 * into a form (login or withdrawal password) never appears in it.
 */
import type { Page } from '@playwright/test';

export function browserStorageText(page: Page): Promise<string> {
  return page.evaluate(() => [document.cookie, JSON.stringify({ ...sessionStorage }), JSON.stringify({ ...localStorage })].join('\n'));
}
