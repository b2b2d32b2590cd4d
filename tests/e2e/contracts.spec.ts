/**
 * Contracts in Chromium against the real gateway. The upline's offers go
 * through the gateway's process call with the upline's own session, as
 * the agent centre sends them; the downline logs in through the portal,
 * the contract popup opens by itself (the consolidated offer flag), and
 * the downline answers in it. (a) agent1 offers player11 a daily salary,
 * player11 accepts: the contract runs. (b) agent1 offers agent3 a daily
 * salary at 1.50 %, below the 2.00 % agent3 pays player31: accepting shows
 * the warning naming player31 first, and confirming ends that contract in
 * the same step. Screenshots go to .tmp/shots/contracts-*.png.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { members } from '../../server/src/db/schema';
import { openSession } from '../../server/src/domain/sessions';
import { demoAccounts } from '../../server/src/seed/members';
import { callGateway } from '../../server/test/http';
import { contractCallOf, type ContractActionAnswer, type ContractKind, type ContractList } from '../../src/services/schemas/contracts';
import { signIn } from './support/sign-in';
import { saveShot } from './support/fixtures';
import { startPortalGateway, type TestGateway } from './support/gateway';
import { expect, test } from './support/record-coverage';

test.describe.configure({ timeout: 120_000 });

let gateway: TestGateway;

test.beforeAll(async () => {
  gateway = await startPortalGateway();
});
test.afterAll(async () => gateway?.close());

const login = (username: string) => {
  const account = demoAccounts.find((entry) => entry.username === username)!;
  return { username: account.username, password: account.password };
};

interface Session {
  id: number;
  token: string;
}

/** A session of a seeded account, opened on the gateway as its own login would. */
async function sessionOf(account: string): Promise<Session> {
  const [row] = await gateway.db.select({ id: members.id }).from(members).where(eq(members.account, account));
  return { id: row.id, token: await openSession(gateway.deps, row.id) };
}

async function step(by: Session, kind: ContractKind, body: Record<string, unknown>): Promise<ContractActionAnswer> {
  const answer = await callGateway<ContractActionAnswer>(gateway, contractCallOf[kind], { token: by.token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.value;
}

async function contractsOf(by: Session): Promise<ContractList['list']> {
  const answer = await callGateway<ContractList>(gateway, 'contractList', { token: by.token, query: { scope: 'all', pageSize: '100' } });
  return answer.body.value.list;
}

/** The upline's fresh daily-salary offer; any offer still open for the pair is withdrawn first (the seed leaves one for player11). */
async function offerDailySalary(upline: Session, downline: Session, rate: string): Promise<number> {
  for (const open of (await contractsOf(upline)).filter((contract) => contract.downlineId === downline.id && contract.kind === 'dailySalary' && contract.status === 'offered')) {
    await step(upline, 'dailySalary', { action: 'terminate', contractId: open.id });
  }
  const terms = { teamBetting: '2000.00', activeMembers: 2, rate, dailyBetAmount: '100.00', amount: '8.00' };
  return (await step(upline, 'dailySalary', { action: 'offer', requestId: randomUUID(), downlineId: downline.id, terms })).contract.id;
}

const statusOf = async (by: Session, id: number) => (await contractsOf(by)).find((contract) => contract.id === id)?.status;

async function popupCard(page: Page, id: number) {
  await expect(page.getByTestId('contracts-popup')).toBeVisible();
  const card = page.getByTestId(`contract-${id}`);
  await expect(card).toBeVisible();
  return card;
}

test('an offer opens the contract popup after login; the downline accepts and the contract runs', async ({ page }) => {
  const agent1 = await sessionOf('agent1');
  const player11 = await sessionOf('player11');
  const id = await offerDailySalary(agent1, player11, '1.20');

  await signIn(page, login('player11'), { origin: gateway.url });
  const card = await popupCard(page, id);
  await expect(card).toHaveAttribute('data-phase', 'deciding');
  await expect(card.getByTestId('contract-sentence')).toContainText('Pays 1.20 % of the team\'s turnover plus 8.00 each day the team bets 2,000.00 or more and at least 2 members each bet 100.00 or more.');
  await expect(card.getByTestId('contract-status')).toHaveText('Offer');
  await saveShot(page, 'contracts-offer');

  await card.getByTestId('contract-accept').click();
  await expect(card).toHaveAttribute('data-phase', 'active');
  await expect(card.getByTestId('contract-status')).toHaveText('Active');
  await expect(card.getByTestId('contract-accept')).toHaveCount(0);
  await expect(card.getByTestId('contract-terminate')).toBeVisible();
  expect(await statusOf(player11, id)).toBe('active');
  await saveShot(page, 'contracts-accepted');
});

test('accepting a rate below the one agent3 pays player31 warns first, then ends that contract', async ({ page }) => {
  const agent1 = await sessionOf('agent1');
  const agent3 = await sessionOf('agent3');
  const own = (await contractsOf(agent3)).find((contract) => contract.role === 'upline' && contract.downline === 'player31' && contract.status === 'active');
  expect(own?.terms?.rate).toBe('2.00');
  const id = await offerDailySalary(agent1, agent3, '1.50');

  await signIn(page, login('agent3'), { origin: gateway.url });
  const card = await popupCard(page, id);
  await card.getByTestId('contract-accept').click();
  const warning = card.getByTestId('higher-rate-warning');
  await expect(warning).toBeVisible();
  await expect(card).toHaveAttribute('data-phase', 'higherRateWarning');
  await expect(warning.getByTestId('higher-rate-player31')).toContainText('2.00 %');
  // Nothing has ended before the member confirms.
  expect(await statusOf(agent3, own!.id)).toBe('active');
  expect(await statusOf(agent3, id)).toBe('offered');
  await saveShot(page, 'contracts-higher-rate');

  await warning.getByTestId('higher-rate-confirm').click();
  await expect(card).toHaveAttribute('data-phase', 'active');
  await expect(card.getByTestId('contract-ended')).toContainText('player31 (2.00 %)');
  // The list reloads without the ended contract.
  await expect(page.getByTestId(`contract-${own!.id}`)).toHaveCount(0);
  expect(await statusOf(agent3, id)).toBe('active');
  expect(await statusOf(agent3, own!.id)).toBe('terminated');
  await saveShot(page, 'contracts-higher-rate-confirmed');
});

test('a downline asks for a contract from the avatar menu; the upline answers it with an offer in the popup', async ({ page, context }) => {
  const agent1 = await sessionOf('agent1');
  const player11 = await sessionOf('player11');
  // No offer waits for player11 (the seed leaves one), so nothing opens by itself and the menu is the way in.
  for (const open of (await contractsOf(agent1)).filter((contract) => contract.downlineId === player11.id && contract.status === 'offered')) {
    await step(agent1, open.kind, { action: 'terminate', contractId: open.id });
  }

  await signIn(page, login('player11'), { origin: gateway.url });
  await page.getByTestId('avatar').click();
  await page.getByTestId('menu-contracts').click();
  await expect(page.getByTestId('contracts-popup')).toHaveAttribute('data-reason', 'menu');
  await page.getByTestId('request-open').click();
  await page.locator('#request-kind').selectOption('hourlySalary');
  await page.getByTestId('request-note').fill('An hourly salary for my team, please.');
  await page.getByTestId('request-submit').click();
  await expect(page.getByTestId('request-sent')).toBeVisible();
  const request = (await contractsOf(player11)).find((contract) => contract.kind === 'hourlySalary' && contract.status === 'requested')!;
  const asked = page.getByTestId(`contract-${request.id}`);
  await expect(asked).toHaveAttribute('data-phase', 'waitingForUpline');

  // The upline, in a tab of its own.
  const upline = await context.newPage();
  await signIn(upline, login('agent1'), { origin: gateway.url });
  await upline.getByTestId('avatar').click();
  await upline.getByTestId('menu-contracts').click();
  const card = upline.getByTestId(`contract-${request.id}`);
  await expect(card).toHaveAttribute('data-phase', 'answeringRequest');
  await expect(card).toContainText('An hourly salary for my team, please.');
  await card.getByTestId('contract-answer').click();
  const form = card.getByTestId('offer-form');
  await form.getByTestId('offer-rate').fill('7');
  await form.getByTestId('offer-teamBetting').fill('300');
  await form.getByTestId('offer-hourlyBetAmount').fill('10');
  await form.getByTestId('offer-submit').click();
  await expect(form.getByTestId('offer-rate-error')).toHaveText('Enter a rate above 0 and at most 5 %.');
  await form.getByTestId('offer-rate').fill('0.8');
  await expect(form.getByTestId('offer-preview')).toHaveText("Pays 0.80 % each hour of the team's bets of 10.00 or more, when they add up to 300.00 or more.");
  await card.scrollIntoViewIfNeeded();
  await saveShot(upline, 'contracts-offer-form');
  await form.getByTestId('offer-submit').click();
  await expect(card).toHaveAttribute('data-phase', 'awaitingAnswer');
  await expect(card.getByTestId('contract-withdraw')).toBeVisible();

  // Back in the downline's tab, a reload of the list shows the answer.
  await page.bringToFront();
  await page.getByTestId('contracts-refresh').click();
  await expect(asked).toHaveAttribute('data-phase', 'deciding');
  await expect(asked.getByTestId('contract-sentence')).toContainText('Pays 0.80 % each hour');
});

test('an offer made while the downline is signed in opens the popup there and then, told by the live channel', async ({ page }) => {
  const agent1 = await sessionOf('agent1');
  const player11 = await sessionOf('player11');
  for (const open of (await contractsOf(agent1)).filter((contract) => contract.downlineId === player11.id && ['offered', 'requested'].includes(contract.status))) {
    await step(agent1, open.kind, { action: 'terminate', contractId: open.id });
  }
  await signIn(page, login('player11'), { origin: gateway.url });
  await expect(page.getByTestId('avatar')).toBeVisible();
  await expect(page.getByTestId('contracts-popup')).toHaveCount(0);

  const id = await offerDailySalary(agent1, player11, '1.10');
  const card = await popupCard(page, id);
  await expect(card).toHaveAttribute('data-phase', 'deciding');
  await expect(page.getByTestId('contracts-popup')).toHaveAttribute('data-reason', 'offers');
});
