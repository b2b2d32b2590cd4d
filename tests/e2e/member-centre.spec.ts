/**
 * The member centre in Chromium against the real gateway, money checked at
 * every step: a member deposits, an operator approves over the operator API,
 * the member moves money to a game wallet, sets a withdrawal password, adds
 * a bank account, withdraws, the operator pays, and the member confirms a
 * partial receipt; the header balance and the transaction history follow
 * each step. Then the other three answers of the withdrawal confirmation
 * (received in full, not received with a proof image, all received).
 * Screenshots go to .tmp/shots/member-centre-*.png.
 */
import type { Page } from '@playwright/test';
import { addBankAccount } from '../../server/src/domain/funds/bank-accounts';
import { payWithdrawal } from '../../server/src/domain/funds/operator-actions';
import { setPaymentPassword } from '../../server/src/domain/funds/payment-password';
import { requestWithdrawal } from '../../server/src/domain/funds/withdrawals';
import { signIn } from './support/sign-in';
import { saveShot } from './support/fixtures';
import { freshMember } from './support/fresh-member';
import { startPortalGateway, type TestGateway } from './support/gateway';
import { expect, test } from './support/record-coverage';

test.describe.configure({ timeout: 180_000 });

const operatorKey = 'e2e-operator-key-0123456789';
let gateway: TestGateway;

test.beforeAll(async () => {
  gateway = await startPortalGateway({ operatorKey });
});
test.afterAll(async () => gateway?.close());

const newMember = (openingBalance: string) => freshMember(gateway, 'mc', openingBalance, 'Centre123');

const cents = (text: string | null): number => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

/**
 * The session's balance as cents, refreshed first: the header's while the centre is closed, the centre's
 * member card (the same session balance) while the overlay covers the header.
 */
async function expectBalanceCents(page: Page, expected: number): Promise<void> {
  const inCentre = await page.getByTestId('member-centre').isVisible();
  await page.getByTestId(inCentre ? 'mc-balance-refresh' : 'balance-refresh').click();
  const shown = page.getByTestId(inCentre ? 'mc-balance' : 'balance-value');
  await expect.poll(async () => cents(await shown.textContent())).toBe(expected);
}

async function operator(path: string): Promise<unknown> {
  const answer = await fetch(`${gateway.url}/operator${path}`, { method: 'POST', headers: { Authorization: `Bearer ${operatorKey}` } });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { value: unknown }).value;
}

async function openCentrePage(page: Page, name: string): Promise<void> {
  await page.getByTestId(`mc-menu-${name}`).click();
  await expect(page.getByTestId(`mc-page-${name}`)).toBeVisible();
}

test('deposit → approve → transfer to a game wallet → withdraw → pay → partial receipt, with the balance and the history at each step', async ({ page }) => {
  const { login } = await newMember('2000.00');
  await signIn(page, login, { origin: gateway.url });
  await expectBalanceCents(page, 200_000);

  // Deposit: pending until the operator approves; the balance does not move before.
  await page.getByTestId('header-deposit').click();
  await expect(page.getByTestId('member-centre')).toBeVisible();
  await expect(page).toHaveURL(/[?&]mc=depositv2/);
  await page.getByTestId('deposit-channel-BANK').click();
  await page.getByTestId('deposit-amount').fill('1000');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-receipt')).toBeVisible();
  const depositReference = ((await page.getByTestId('detail-reference').textContent()) ?? '').trim().match(/D\d+/)?.[0];
  expect(depositReference).toBeTruthy();
  await saveShot(page, 'member-centre-deposit');
  await expectBalanceCents(page, 200_000);
  await operator(`/deposits/${depositReference}/approve`);
  await expectBalanceCents(page, 300_000);

  // Transfer 300 to the PG Soft wallet: the sum of the wallets (the header) stays, the main wallet drops.
  await openCentrePage(page, 'transferFund');
  await page.locator('#transfer-from').selectOption('0');
  await page.locator('#transfer-to').selectOption('1');
  await page.getByTestId('transfer-amount').fill('300');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByTestId('transfer-done')).toBeVisible();
  await expect(page.getByTestId('wallet-balance-1')).toContainText('300.00');
  await expect(page.getByTestId('wallet-main-balance')).toContainText('2,700.00');
  await saveShot(page, 'member-centre-transfer');
  await expectBalanceCents(page, 300_000);

  // No withdrawal password yet: the withdraw page sends the member to set one.
  await openCentrePage(page, 'withdraw');
  await expect(page.getByTestId('withdraw-no-password')).toBeVisible();
  await page.getByTestId('withdraw-set-password').click();
  await expect(page.getByTestId('mc-page-securityCenter')).toBeVisible();
  await page.getByTestId('security-paymentPassword-action').click();
  await page.getByTestId('payment-new').fill('135790');
  await page.getByTestId('payment-confirm').fill('135790');
  await page.getByTestId('payment-password-save').click();
  await expect(page.getByTestId('security-saved')).toBeVisible();

  // Withdraw 200 (charge 1.50 % = 3.00) to a new bank account: 203.00 is held at once.
  // Without a bank account the form to add one is open already.
  await openCentrePage(page, 'withdraw');
  await page.locator('#bank-name').selectOption({ index: 1 });
  await page.getByTestId('bank-account-name').fill('Centre Member');
  await page.getByTestId('bank-account-number').fill('00112233445566');
  await page.getByTestId('bank-account-submit').click();
  await expect(page.locator('[data-testid^="withdraw-account-"]').first()).toBeVisible();
  await page.locator('[data-testid^="withdraw-account-"]').first().click();
  await page.getByTestId('withdraw-amount').fill('200');
  await expect(page.getByTestId('withdraw-charge')).toContainText('3.00');
  await page.getByTestId('withdraw-password').fill('135790');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-done')).toBeVisible();
  await saveShot(page, 'member-centre-withdraw');
  await expectBalanceCents(page, 279_700);

  // The operator pays; the member confirms receiving 150.00 of 200.00 and sees the 50.00 remainder.
  const pending = (await (await fetch(`${gateway.url}/operator/withdrawals?status=pending`, { headers: { Authorization: `Bearer ${operatorKey}` } })).json()) as {
    value: { reference: string }[] | { list: { reference: string }[] };
  };
  const list = Array.isArray(pending.value) ? pending.value : pending.value.list;
  const withdrawalReference = list[0]!.reference;
  await operator(`/withdrawals/${withdrawalReference}/pay`);
  await page.getByTestId('withdrawal-confirmation-refresh').click();
  const item = page.getByTestId(`withdrawal-item-${withdrawalReference}`);
  await expect(item).toBeVisible();
  await item.getByTestId('withdrawal-answer-partial').click();
  await page.getByTestId('withdrawal-received-amount').fill('150');
  await expect(page.getByTestId('withdrawal-remainder-amount')).toContainText('50.00');
  await page.getByTestId('withdrawal-answer-confirm').click();
  await expect(page.getByTestId('withdrawal-confirmation-result')).toBeVisible();
  await expect(page.getByTestId('withdrawal-result-remainder')).toContainText('50.00');
  await saveShot(page, 'member-centre-partial-receipt');
  await expectBalanceCents(page, 279_700);

  // The history lists every movement, newest first (both legs of the transfer), each with the balance after it.
  await openCentrePage(page, 'transactionHistory');
  const rows = page.getByTestId('ledger-rows-row');
  await expect(rows).toHaveCount(5);
  const amounts = await rows.getByTestId('ledger-amount').evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-amount'))));
  expect(amounts).toEqual([-203, 300, -300, 1000, 2000]);
  const after = (await rows.getByTestId('balance-after').allTextContents()).map(cents);
  expect(after).toEqual([249_700, 30_000, 270_000, 300_000, 200_000]);
  await saveShot(page, 'member-centre-history');

  // Closing the centre returns to the page underneath, whose header shows the same balance.
  await page.getByTestId('mc-close').click();
  await expect(page.getByTestId('member-centre')).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]mc=/);
  await expectBalanceCents(page, 279_700);
});

/** A member with a withdrawal paid by the operator, waiting for their answer; logged in with the centre's withdraw page open. */
async function awaitingAnswer(page: Page, count = 1): Promise<string[]> {
  const { member, login } = await newMember('5000.00');
  const now = Date.now();
  await setPaymentPassword(gateway.db, member, { newPassword: '246810', confirmPassword: '246810' }, now);
  const account = await addBankAccount(gateway.db, member.id, { bankName: 'BDO Unibank', accountName: 'Centre Member', accountNumber: `55${String(member.id).padStart(8, '0')}` }, now);
  const references: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const record = await requestWithdrawal(gateway.db, member, { requestId: `e2e-${member.id}-${index}-${now}`, now }, { amount: '100.00', bankAccountId: account.id, paymentPassword: '246810' });
    await payWithdrawal(gateway.db, record.reference, now);
    references.push(record.reference);
  }
  await signIn(page, login, { origin: gateway.url });
  await page.getByTestId('header-withdraw').click();
  await expect(page.getByTestId('mc-page-withdraw')).toBeVisible();
  for (const reference of references) await expect(page.getByTestId(`withdrawal-item-${reference}`)).toBeVisible();
  return references;
}

test('a withdrawal received in full is confirmed and leaves the list', async ({ page }) => {
  const [reference] = await awaitingAnswer(page);
  await page.getByTestId(`withdrawal-item-${reference}`).getByTestId('withdrawal-answer-received').click();
  await page.getByTestId('withdrawal-answer-confirm').click();
  await expect(page.getByTestId(`withdrawal-result-${reference}`)).toBeVisible();
  await page.getByTestId('withdrawal-confirmation-reload').click();
  await expect(page.getByTestId('withdrawal-confirmation-empty')).toBeVisible();
});

test('not received needs one png or jpg proof: a wrong type is refused before upload, a png is sent', async ({ page }) => {
  const [reference] = await awaitingAnswer(page);
  await page.getByTestId(`withdrawal-item-${reference}`).getByTestId('withdrawal-answer-not-received').click();
  await page.getByTestId('withdrawal-proof').setInputFiles({ name: 'proof.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByTestId('withdrawal-proof-error')).toContainText('png or jpg');
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(512)]);
  await page.getByTestId('withdrawal-proof').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('withdrawal-proof-preview')).toBeVisible();
  await saveShot(page, 'member-centre-not-received');
  await page.getByTestId('withdrawal-answer-confirm').click();
  await expect(page.getByTestId(`withdrawal-result-${reference}`)).toBeVisible();
});

test('all received confirms every waiting withdrawal at once', async ({ page }) => {
  const references = await awaitingAnswer(page, 2);
  await page.getByTestId('withdrawal-answer-all').click();
  await page.getByTestId('withdrawal-answer-confirm').click();
  for (const reference of references) await expect(page.getByTestId(`withdrawal-result-${reference}`)).toBeVisible();
});
