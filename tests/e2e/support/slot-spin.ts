/**
 * One spin of the demo slot in the game frame, done when the reels have stopped. The spin's answer is awaited
 * rather than the button's disabled moment: a quick answer (and reels that do not animate for a visitor who
 * asks for less motion) can disable and re-enable the button before a test sees it.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './record-coverage';

export async function spinAndSettle(page: Page, spinButton: Locator): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().includes('/slot/spin') && response.request().method() === 'POST');
  await spinButton.click();
  expect((await answered).ok()).toBe(true);
  await expect(spinButton).toBeEnabled({ timeout: 20_000 });
}
