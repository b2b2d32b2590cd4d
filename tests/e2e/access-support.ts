/**
 * Helpers of the access specs: open the popups from the header, pass the
 * slide puzzle, read SMS codes from the gateway's dev outbox, and switch
 * whitelabel features off in the status answer.
 */
import type { Page } from '@playwright/test';
import { demoAccounts } from '../../server/src/seed/members';
import { expect } from './support/record-coverage';
import { saveShot } from './support/fixtures';

const account = (username: string) => {
  const found = demoAccounts.find((entry) => entry.username === username);
  if (!found) throw new Error(`no demo account ${username}`);
  return { username: found.username, password: found.password };
};

export const demo = account('demo');
/** The account whose password is the weak default: login forces a change. */
export const weak = account('weakpass');
export const trial = account('guest0001');
export const smsUser = { dialingCode: '+63', mobile: '9171234567' };

export async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByTestId('logo')).toBeVisible();
}

export async function openLogin(page: Page): Promise<void> {
  await openHome(page);
  await page.getByTestId('login').click();
  await expect(page.getByTestId('login-view')).toBeVisible();
}

/**
 * The gateway in e2e accepts protected calls without a real pass (test
 * bypass), but the puzzle's answer stays secret: the verify call is answered
 * here so the drag itself is still done by the mouse.
 */
export async function acceptHumanChecks(page: Page): Promise<void> {
  await page.route('**/wps/captcha/slide', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await route.fulfill({ json: { success: true, message: '', errorCode: null, value: { token: 'e2e-pass' } } });
  });
}

/** Drags the slider with a wobbling hand and waits for the puzzle to go away. */
export async function solveHumanCheck(page: Page): Promise<void> {
  const puzzle = page.getByTestId('human-check');
  await expect(puzzle).toHaveAttribute('data-phase', 'dragging');
  const box = await page.getByTestId('human-check-handle').boundingBox();
  if (!box) throw new Error('the slider handle is not on screen');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) await page.mouse.move(box.x + box.width / 2 + step * 12, y + (step % 3) - 1);
  await page.mouse.up();
  await expect(puzzle).toBeHidden();
}

/** The newest code the gateway "sent" to the number for that purpose (read from /dev/sms-outbox). */
export async function latestSmsCode(page: Page, mobile: string, purpose: string): Promise<string> {
  let code: string | null | undefined;
  await expect(async () => {
    const answer = await page.request.get(`/dev/sms-outbox?mobile=${mobile}`);
    const body = (await answer.json()) as { value: { code: string | null; purpose: string; used: boolean }[] };
    code = body.value.find((row) => row.purpose === purpose && !row.used)?.code;
    expect(code).toBeTruthy();
  }).toPass();
  return code as string;
}

/** Rewrites the status answer so the given whitelabel switches are off. */
export async function switchOff(page: Page, ...modIds: string[]): Promise<void> {
  interface SwitchNode {
    modId: string;
    enabled: string;
    childrenNodes: SwitchNode[];
  }
  const off = (node: SwitchNode): SwitchNode => ({ ...node, enabled: modIds.includes(node.modId) ? '0' : node.enabled, childrenNodes: node.childrenNodes.map(off) });
  await page.route('**/wps/system/status**', async (route) => {
    const answer = await (await route.fetch()).json();
    answer.value.info.whitelabel = off(answer.value.info.whitelabel);
    await route.fulfill({ json: answer });
  });
}

export async function login(page: Page, account: { username: string; password: string }): Promise<void> {
  await acceptHumanChecks(page);
  await openLogin(page);
  await page.getByTestId('login-username').fill(account.username);
  await page.getByTestId('login-password').fill(account.password);
  await page.getByTestId('login-submit').click();
  await solveHumanCheck(page);
  await expect(page.getByTestId('login-view')).toBeHidden();
  await expect(page.getByTestId('balance')).toBeVisible();
}

/** A screenshot to .tmp/shots/access-<name>.png, when screenshots are asked for (`npm run shots`). */
export const shot = (page: Page, name: string): Promise<void> => saveShot(page, `access-${name}`);

/** Logs in on a gateway of the test's own. */
export async function loginAt(page: Page, origin: string, account: { username: string; password: string }): Promise<void> {
  await acceptHumanChecks(page);
  await page.goto(`${origin}/`);
  await page.getByTestId('login').click();
  await page.getByTestId('login-username').fill(account.username);
  await page.getByTestId('login-password').fill(account.password);
  await page.getByTestId('login-submit').click();
  await solveHumanCheck(page);
  await expect(page.getByTestId('login-view')).toBeHidden();
  await expect(page.getByTestId('balance-value')).toBeVisible();
}
