/**
 * A screen chunk that fails to load (spec §8, issue 2 part 7): the route shows
 * the ChunkLoadError screen with a retry (right away: not TanStack's silent
 * one-time reload), and once the chunk can be fetched again the retry brings
 * the screen up. The retry reloads the page: Chromium keeps a failed module
 * import for the life of the document and would not ask again.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** The fish section's own chunk (autoCodeSplitting names it after the route file). */
const fishChunk = /\/assets\/fish-[\w-]+\.js$/;

/** Fails the chunk's requests until the returned function lets them through; counts the attempts. */
async function breakChunk(page: Page) {
  let attempts = 0;
  let broken = true;
  await page.route(fishChunk, async (route) => {
    attempts += 1;
    if (broken) await route.abort('connectionreset');
    else await route.continue();
  });
  return {
    attempts: () => attempts,
    mend: () => {
      broken = false;
    },
  };
}

/** TanStack marks the one-time reload it does for a missing module in sessionStorage; the retry screen must come first. */
const tanstackReloadMarks = (page: Page) => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('tanstack_router_reload')));

test('a screen chunk that fails on navigation shows the retry screen, and the retry loads it', async ({ page, shot }) => {
  await page.goto('/');
  await expect(page.getByTestId('home')).toBeVisible();
  const chunk = await breakChunk(page);

  await page.locator('.category-tiles a[href="/fish"]').click();
  await expect(page.getByTestId('chunk-error')).toBeVisible();
  await expect(page.getByTestId('chunk-error')).toContainText("This page didn't load");
  await expect(page.getByTestId('header')).toBeVisible();
  await expect(page.getByTestId('section-fish')).toHaveCount(0);
  expect(page.url()).toMatch(/\/fish$/);
  expect(chunk.attempts()).toBeGreaterThanOrEqual(1);
  expect(await tanstackReloadMarks(page)).toEqual([]);
  await shot('chunk-error');

  // Still broken: the retry asks for the chunk again, fails again, and the retry screen comes back.
  const before = chunk.attempts();
  await page.getByTestId('chunk-retry').click();
  await expect.poll(chunk.attempts).toBeGreaterThan(before);
  await expect(page.getByTestId('chunk-error')).toBeVisible();

  chunk.mend();
  await page.getByTestId('chunk-retry').click();
  await expect(page.getByTestId('section-fish')).toBeVisible();
  await expect(page.getByTestId('chunk-error')).toHaveCount(0);
  expect(page.url()).toMatch(/\/fish$/);
});

test('a screen chunk that fails on the first page load shows the retry screen too', async ({ page }) => {
  const chunk = await breakChunk(page);
  await page.goto('/fish');
  await expect(page.getByTestId('chunk-error')).toBeVisible();
  expect(await tanstackReloadMarks(page)).toEqual([]);

  chunk.mend();
  await page.getByTestId('chunk-retry').click();
  await expect(page.getByTestId('section-fish')).toBeVisible();
});
