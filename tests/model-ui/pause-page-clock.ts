/** Pausing an installed page clock a second ahead of the page's own time, safely on a loaded machine. */
import type { Page } from '@playwright/test';

/**
 * Pauses the page's clock a second ahead of the page's own time (a page kept from an earlier path keeps that
 * path's clock, which ran ahead). The clock runs on while the time is read: on a loaded machine the second may be
 * gone before the pause lands, and the pause is asked again from the time then.
 */
export async function pausePageClock(page: Page): Promise<void> {
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    try {
      return await page.clock.pauseAt(now + 1_000);
    } catch (error) {
      if (!String(error).includes('fast-forward to the past')) throw error;
    }
  }
}
