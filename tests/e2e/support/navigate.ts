/**
 * Moves an open portal to another path through its own router, the way a
 * link click does, and waits until the router has loaded the route (its
 * chunk and data): a screen reached like this costs what the screen costs,
 * not a page load. Answers false when the tab holds no portal yet, so the
 * caller loads the page instead.
 */
import { expect, type Page, type Request } from '@playwright/test';
import { calls } from '../../../src/services/calls';
import { withPortalRouter } from './portal-router';

/**
 * Resolves once no request of the page has been in flight for `quietMs`: the lists a screen asks for after it
 * mounts have arrived, as `networkidle` tells after a page load.
 */
export async function networkSettled(page: Page, quietMs = 500, timeoutMs = 10_000): Promise<void> {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    // The live channel stays open for as long as the member is signed in; it is never part of what a screen waits for.
    if (new URL(request.url()).pathname === calls.liveUpdates.path) return;
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastChange < quietMs)) await page.waitForTimeout(100);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

export async function navigateInPortal(page: Page, path: string): Promise<boolean> {
  const moved = await withPortalRouter(
    page,
    async (router, to) => {
      if (!router) return false;
      await router.navigate({ href: to });
      return true;
    },
    path,
  );
  if (!moved) return false;
  await expect(page).toHaveURL((url) => url.pathname + url.search === new URL(path, url).pathname + new URL(path, url).search);
  await networkSettled(page);
  return true;
}
