/** The newest unused code the test's own gateway "sent" to a phone (the demo one by default) for a purpose (its /dev/sms-outbox). */
import { smsUser } from '../e2e/access-support';
import { expect } from '../e2e/support/record-coverage';
import type { UiWorld } from './ui-adapter';

export async function sentCode({ page, gateway }: UiWorld, purpose: string, mobile = smsUser.mobile): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const answer = await page.request.get(`${gateway.url}/dev/sms-outbox?mobile=${mobile}`);
    const body = (await answer.json()) as { value: { code: string | null; purpose: string; used: boolean }[] };
    code = body.value.find((row) => row.purpose === purpose && !row.used)?.code ?? undefined;
    expect(code).toBeTruthy();
  }).toPass();
  return code as string;
}
