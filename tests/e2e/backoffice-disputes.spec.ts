/**
 * What members raise, worked in the back office: a finance operator claims a
 * withdrawal the member says never arrived, looks at the proof picture and
 * credits the missing amount back; a support operator answers a feedback and
 * the member reads the answer in the portal's inbox; a risk operator approves
 * an overdue request to lift a finished self-exclusion from the queue, and
 * lifts another self-exclusion with a reason. Every screen is checked with axe.
 */
import type { Page } from '@playwright/test';
import { protectionBreaks } from '../../server/src/db/schema';
import { send } from '../../server/test/access/support';
import { callGateway } from '../../server/test/http';
import { operatorCall, withdraw, withdrawingMember } from '../../server/test/funds/support';
import { dataUrl, pngBytes } from '../../server/test/rewards/images';
import { seriousFindings } from './support/axe';
import { expect, saveShot, test } from './support/fixtures';
import { freshMember } from './support/fresh-member';
import { startPortalGateway, type TestGateway } from './support/gateway';
import { newOperatorIn } from './support/operator-sign-in';
import { sessionToken, signIn } from './support/sign-in';

const operatorKey = 'e2e-backoffice-disputes-key-0123456789';
const day = 86_400_000;
let gateway: TestGateway;

test.beforeAll(async () => {
  gateway = await startPortalGateway({ operatorKey });
});
test.afterAll(async () => {
  await gateway?.close();
});

async function switchOperator(office: Page, username: string, role: string) {
  await office.getByRole('button', { name: 'Sign out' }).click();
  await newOperatorIn(office, gateway, operatorKey, username, role);
}

test('operators settle a disputed withdrawal, answer a feedback and lift a break with a reason', async ({ page }) => {
  // Three operators enrol and sign in one after another, and the member reads the inbox: longer than one screen's test.
  test.setTimeout(180_000);
  const disputing = await withdrawingMember(gateway, '1000.00');
  const paid = (await withdraw(gateway, disputing, '250.00')).body.value;
  expect((await operatorCall(gateway, 'POST', `/withdrawals/${paid.reference}/pay`, { key: operatorKey })).body.success).toBe(true);
  const proof = dataUrl('image/png', pngBytes({ width: 64, height: 64, rgb: [40, 120, 220] }));
  const answered = await send(gateway, 'withdrawalConfirm', { token: disputing.token, data: { answer: 'not_received', id: paid.id, proofImage: proof } });
  expect(answered.body.success).toBe(true);

  const writer = await freshMember(gateway, 'fbk', '0.00');
  const writerToken = await sessionToken(gateway.url, writer.login);
  const sent = await callGateway<{ id: number }>(gateway, 'feedback', { token: writerToken, body: { questionType: 'withdraw', content: 'Where is my withdrawal from this morning please', contact: '' } });
  const feedbackReference = String(sent.body.value.id);

  const resting = await freshMember(gateway, 'brk', '0.00');
  const restingToken = await sessionToken(gateway.url, resting.login);
  expect((await send(gateway, 'playerBreakTake', { token: restingToken, data: { term: '6m', password: resting.login.password } })).body.success).toBe(true);

  // A finished exclusion whose member asked to lift it 8 days ago, and nobody decided: overdue.
  const asking = await freshMember(gateway, 'ask', '0.00');
  const now = Date.now();
  await gateway.db.insert(protectionBreaks).values({ memberId: asking.member.id, kind: 'exclusion', startedAt: now - 200 * day, endsAt: now - 10 * day, liftRequestedAt: now - 8 * day });

  const office = page;
  await newOperatorIn(office, gateway, operatorKey, 'payer', 'finance');
  await office.getByRole('link', { name: 'Disputed withdrawals' }).click();
  await office.getByRole('button', { name: `Open ${paid.reference}` }).click();
  await expect(office.getByRole('img', { name: `Proof image sent for ${paid.reference}` })).toBeVisible();
  await expect(office.getByText('Not received: received 0.00, missing 250.00.', { exact: false })).toBeVisible();
  await office.getByRole('button', { name: 'Claim to work' }).click();
  await office.getByLabel('Reason').fill('Bank returned the transfer to us');
  expect(await seriousFindings(office)).toEqual([]);
  await saveShot(office, 'backoffice-disputed-withdrawal');
  await office.getByRole('button', { name: 'Credit the missing amount' }).click();
  await expect(office.getByRole('status')).toContainText(`${paid.reference} is now Credited back`);

  await switchOperator(office, 'helper', 'support');
  await expect(office.getByRole('link', { name: 'Disputed withdrawals' })).toBeVisible();
  await office.getByRole('link', { name: 'Feedback' }).click();
  await office.getByLabel('Question type').selectOption('withdraw');
  await office.getByRole('button', { name: 'Search' }).click();
  await office.getByRole('button', { name: `Open ${feedbackReference}` }).click();
  await office.getByRole('button', { name: 'Claim to work' }).click();
  await office.getByLabel('Answer to the member, or closing note').fill('It reached your bank at 11:40; please check again.');
  expect(await seriousFindings(office)).toEqual([]);
  await saveShot(office, 'backoffice-feedback');
  await office.getByRole('button', { name: 'Send answer' }).click();
  await expect(office.getByRole('status')).toContainText(`${feedbackReference} is now Answered`);
  // The same screen in Tagalog: every text translated, still clean for axe.
  await office.getByRole('button', { name: 'TY', exact: true }).click();
  await expect(office.getByRole('heading', { name: 'Mga puna' })).toBeVisible();
  await expect(office.getByRole('status')).toContainText('Nasagot');
  expect(await seriousFindings(office)).toEqual([]);
  await saveShot(office, 'backoffice-feedback-ty');
  await office.getByRole('button', { name: 'EN', exact: true }).click();

  await switchOperator(office, 'guard', 'risk');
  await office.getByRole('link', { name: 'Members' }).click();
  // The lift requests waiting for risk: the overdue one opens the member, whose panel decides it with a reason.
  const request = office.getByTestId('lift-requests').getByTestId('lift-request').filter({ hasText: asking.login.username });
  await expect(request).toContainText('Overdue');
  await request.getByRole('button', { name: `Open ${asking.login.username}` }).click();
  const asked = office.getByTestId('breaks-panel');
  await expect(asked.getByTestId('lift-request-state')).toHaveAttribute('data-state', 'overdue');
  const decision = asked.getByTestId('lift-decision');
  await decision.getByRole('button', { name: 'Approve (24-hour cooling-off)' }).click();
  await expect(decision.getByRole('alert')).toHaveText('Please give a reason.');
  await decision.getByLabel('Reason').fill('Talked it through with the member on the phone');
  expect(await seriousFindings(office)).toEqual([]);
  await office.screenshot({ path: '/tmp/backoffice-lift-decision.png', fullPage: true });
  await decision.getByRole('button', { name: 'Approve (24-hour cooling-off)' }).click();
  await expect(asked.getByTestId('lift-decided')).toHaveText('Approved: the exclusion ends after the 24-hour cooling-off.');
  await expect(asked.getByTestId('lift-request-state')).toContainText('Approved by guard');
  expect(await seriousFindings(office)).toEqual([]);
  await office.screenshot({ path: '/tmp/backoffice-lift-approved.png', fullPage: true });
  const lifting = (await send<{ current: { until: number; lift: { state: string } } }>(gateway, 'playerBreak', { token: await sessionToken(gateway.url, asking.login) })).body.value.current;
  expect(lifting.lift.state).toBe('approved');
  expect(lifting.until).toBeGreaterThan(now + day - 60_000);

  await office.getByRole('link', { name: 'Members' }).click();
  await office.getByLabel('Username, mobile, e-mail or reference').fill(resting.login.username);
  await office.getByRole('button', { name: 'Search' }).click();
  await office.getByRole('button', { name: resting.login.username }).click();
  const breaks = office.getByTestId('breaks-panel');
  await expect(breaks).toContainText('Self-exclusion');
  await expect(breaks).toContainText('In force');
  await breaks.getByRole('button', { name: 'Lift break' }).click();
  await expect(breaks.getByRole('alert')).toHaveText('Please give a reason.');
  await breaks.getByLabel('Reason').fill('Taken by mistake, confirmed on the phone');
  await breaks.getByRole('button', { name: 'Lift break' }).click();
  await expect(breaks.getByRole('status')).toHaveText('Lifted: the member may play again.');
  await expect(breaks).toContainText('Lifted by guard: Taken by mistake, confirmed on the phone');
  expect(await seriousFindings(office)).toEqual([]);
  await saveShot(office, 'backoffice-breaks', true);
  expect((await send<{ current: unknown }>(gateway, 'playerBreak', { token: restingToken })).body.value.current).toBeNull();

  const portal = await page.context().newPage();
  await signIn(portal, writer.login, { origin: gateway.url });
  await portal.goto(`${gateway.url}/?mc=messageV2`);
  await portal.getByTestId('inbox-item').filter({ hasText: 'Answer to your feedback' }).click();
  await expect(portal.getByTestId('inbox-body')).toContainText('It reached your bank at 11:40; please check again.');
  await saveShot(portal, 'portal-feedback-answer');
  await portal.close();
});
