/**
 * Expected answers leave the browser console clean: a free-play (trial)
 * session never asks for a point balance it would be refused, and the
 * higher_rate warning of a contract offer (agent1 offers agent3 less than
 * agent3 pays player31) is a question for the member, not a failed request.
 * Every console error and every 4xx/5xx answer of the flow fails the test.
 * Screenshots go to .tmp/shots/quiet-console-*.png.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { members } from '../../server/src/db/schema';
import { openSession } from '../../server/src/domain/sessions';
import { callGateway } from '../../server/test/http';
import { calls } from '../../src/services/calls';
import type { ContractActionAnswer, ContractList } from '../../src/services/schemas/contracts';
import { openHome } from './access-support';
import { saveShot } from './support/fixtures';
import { networkSettled } from './support/navigate';
import { startPortalGateway, type TestGateway } from './support/gateway';
import { signIn } from './support/sign-in';
import { expect, test } from './support/record-coverage';

test.describe.configure({ timeout: 120_000 });

/** Console errors and failed answers the page meets from now on. */
function watchTrouble(page: Page): { errors: string[]; failed: string[]; asked: string[] } {
  const trouble = { errors: [] as string[], failed: [] as string[], asked: [] as string[] };
  page.on('console', (message) => {
    if (message.type() === 'error') trouble.errors.push(message.text());
  });
  page.on('pageerror', (error) => trouble.errors.push(error.message));
  page.on('request', (request) => trouble.asked.push(new URL(request.url()).pathname));
  page.on('response', (response) => {
    if (response.status() >= 400) trouble.failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return trouble;
}

test('free play loads the trial session without asking for points, and without a console error', async ({ page }) => {
  await openHome(page);
  const trouble = watchTrouble(page);
  const unread = page.waitForResponse((response) => new URL(response.url()).pathname === calls.unreadCount.path);
  await page.getByTestId('free-play').click();
  await expect(page.getByTestId('balance')).toBeVisible();
  // The unread count is the last call before the points would be asked for.
  await unread;
  // The live channel stays open, so the page never reaches networkidle: wait for the other calls to go quiet.
  await networkSettled(page, 1000, 4000);
  expect(trouble.errors).toEqual([]);
  expect(trouble.failed).toEqual([]);
  expect(trouble.asked).not.toContain(calls.pointBalance.path);
});

test.describe('a contract offer below the rate the member pays its own downline', () => {
  let gateway: TestGateway;
  test.beforeAll(async () => {
    gateway = await startPortalGateway();
  });
  test.afterAll(async () => gateway?.close());

  async function sessionOf(account: string) {
    const [row] = await gateway.db.select({ id: members.id }).from(members).where(eq(members.account, account));
    return { id: row.id, token: await openSession(gateway.deps, row.id) };
  }

  test('warns without a console error, and confirming ends the downline contract', async ({ page }) => {
    const agent1 = await sessionOf('agent1');
    const agent3 = await sessionOf('agent3');
    const terms = { teamBetting: '2000.00', activeMembers: 2, rate: '1.50', dailyBetAmount: '100.00', amount: '8.00' };
    const offered = await callGateway<ContractActionAnswer>(gateway, 'dailySalaryContract', {
      token: agent1.token,
      body: { action: 'offer', requestId: randomUUID(), downlineId: agent3.id, terms },
    });
    expect(offered.status).toBe(200);
    const id = offered.body.value.contract.id;

    const trouble = watchTrouble(page);
    await signIn(page, { username: 'agent3', password: 'Agent123' }, { origin: gateway.url });
    const card = page.getByTestId(`contract-${id}`);
    await expect(card).toBeVisible();
    await card.getByTestId('contract-accept').click();
    await expect(card).toHaveAttribute('data-phase', 'higherRateWarning');
    await expect(card.getByTestId('higher-rate-player31')).toContainText('2.00 %');
    await saveShot(page, 'quiet-console-higher-rate');
    await card.getByTestId('higher-rate-confirm').click();
    await expect(card).toHaveAttribute('data-phase', 'active');
    const list = await callGateway<ContractList>(gateway, 'contractList', { token: agent3.token, query: { scope: 'all', pageSize: '100' } });
    expect(list.body.value.list.find((contract) => contract.id === id)?.status).toBe('active');
    expect(trouble.errors).toEqual([]);
    expect(trouble.failed).toEqual([]);
  });
});
