/**
 * Ends the tab's session on the gateway with the tab's own token, as a
 * sign-out in another tab would: the tab itself is told nothing by this call.
 * Answers whether the gateway took the sign-out.
 */
import type { Page } from '@playwright/test';
import { defaultConfig } from '../../../server/src/config';
import { calls } from '../../../src/services/calls';
import { headers } from '../../../src/services/headers';

export async function signOutBehindTheTab(page: Page, gatewayUrl: string): Promise<boolean> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const answer = await page.request.fetch(`${gatewayUrl}${calls.logout.path}`, {
    method: calls.logout.method,
    headers: { [headers.merchant]: defaultConfig.merchant, [headers.authorization]: token ?? '' },
  });
  return ((await answer.json()) as { success: boolean }).success;
}
