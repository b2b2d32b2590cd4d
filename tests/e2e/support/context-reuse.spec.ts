/**
 * What the reused browser context carries from one test to the next: the
 * HTTP cache of the build's immutable assets (keep-http-cache.ts), and
 * nothing a member or the portal leaves behind (cookies, local and session
 * storage, IndexedDB). The two tests run in order in one worker, the second
 * checking what the first left.
 */
import { expect, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

const mark = 'context-reuse-mark';

test('a test leaves storage of every kind behind', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  await page.evaluate(async (name) => {
    localStorage.setItem(name, '1');
    sessionStorage.setItem(name, '1');
    document.cookie = `${name}=1; path=/; max-age=3600`;
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => {
        open.result.close();
        resolve();
      };
      open.onerror = () => reject(open.error);
    });
  }, mark);
});

test('the next test finds none of it, and the scripts in the cache', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  const left = await page.evaluate(async (name) => ({
    local: localStorage.getItem(name),
    session: sessionStorage.getItem(name),
    cookie: document.cookie.includes(name),
    database: (await indexedDB.databases()).some((database) => database.name === name),
  }), mark);
  expect(left).toEqual({ local: null, session: null, cookie: false, database: false });
  // A script taken from the HTTP cache transfers no bytes; fetched again, it would transfer its size.
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
      .map((entry) => ({ name: entry.name.split('/').pop(), transferred: (entry as PerformanceResourceTiming).transferSize })),
  );
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => script.transferred > 0)).toEqual([]);
});
